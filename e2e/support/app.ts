import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { publishedTemplate } from '../../apps/server/src/test/templates.js';
import { type ApiClient, apiClient } from './api.js';
import { openBrowser, type PageOptions, signedInPage } from './browser.js';
import { freshStore, launchServer } from './server.js';

export interface RunningApp {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the real server as a child process on a fresh database (a temporary DATA_DIR, or a new
 * database on DATABASE_URL's server when that is set), in demo mode, without the year of demo orders
 * unless asked. `env` is passed to the server last, so it can override any of these (and, as it may
 * change what is seeded, starts from an empty database); `printRetryMs` shortens the print worker's
 * retries; `timezone` is the server's SAJI_TIMEZONE (the demo data does not depend on it, so the
 * server still starts from the run's seeded copy).
 */
export interface StartOptions {
  demoOrders?: boolean;
  env?: Record<string, string>;
  printRetryMs?: number;
  timezone?: string;
}

export async function startApp(options: StartOptions = {}): Promise<RunningApp> {
  // The demo data without orders, as the server would seed it, unless the test asks for something else.
  const template = options.demoOrders || options.env ? undefined : publishedTemplate('seeded');
  const store = await freshStore(process.env.DATABASE_URL, template);
  try {
    const server = await launchServer({
      SAJI_DEMO: '1',
      SAJI_DEMO_ORDERS: options.demoOrders ? '1' : '0',
      ...(options.printRetryMs ? { SAJI_PRINT_RETRY_MS: String(options.printRetryMs) } : {}),
      ...(options.timezone ? { SAJI_TIMEZONE: options.timezone } : {}),
      ...store.env,
      ...options.env,
    });
    return {
      baseUrl: server.baseUrl,
      dataDir: store.env.DATA_DIR,
      stop: async () => {
        await server.stop();
        await store.drop();
      },
    };
  } catch (err) {
    await store.drop();
    throw err;
  }
}

/** A browser test file's app and Chromium. */
export interface BrowserApp {
  app: RunningApp;
  browser: Browser;
}

/**
 * Starts the app and Chromium side by side (each takes seconds on a loaded machine): the start of
 * every browser test file. Whichever started is stopped again if the other failed.
 */
export async function startBrowserApp(options: StartOptions = {}): Promise<BrowserApp> {
  const [app, browser] = await Promise.allSettled([startApp(options), openBrowser()]);
  if (app.status === 'fulfilled' && browser.status === 'fulfilled') return { app: app.value, browser: browser.value };
  await stopBrowserApp({
    app: app.status === 'fulfilled' ? app.value : undefined,
    browser: browser.status === 'fulfilled' ? browser.value : undefined,
  });
  throw app.status === 'rejected' ? app.reason : (browser as PromiseRejectedResult).reason;
}

/** Closes the browser and stops the app of a file; either may be missing when its start failed. */
export async function stopBrowserApp(running: Partial<BrowserApp>): Promise<void> {
  await Promise.all([running.browser?.close(), running.app?.stop()]);
}

/** A browser test file's app and Chromium, a page with one user signed in, and an API client. */
export interface SignedInApp extends BrowserApp {
  page: Page;
  api: ApiClient;
}

export interface SignedInOptions extends StartOptions {
  /** The signed-in page's screen. */
  page?: PageOptions;
  /** Sign the API client in as the same user too (before the page). */
  api?: boolean;
}

/**
 * The start of most browser test files: the app and Chromium, then `username` signed in on a page
 * of its own (and on the API client when asked). What started is stopped again if a sign-in fails.
 */
export async function startSignedIn(username: string, options: SignedInOptions = {}): Promise<SignedInApp> {
  const { page: pageOptions, api: signApi, ...start } = options;
  const running = await startBrowserApp(start);
  try {
    const api = apiClient(running.app.baseUrl);
    if (signApi) await api.login(username);
    const page = await signedInPage(running.browser, running.app.baseUrl, username, pageOptions);
    return { ...running, page, api };
  } catch (err) {
    await stopBrowserApp(running);
    throw err;
  }
}

/**
 * The start and end of a browser test file with one user signed in: before its tests the app,
 * Chromium and the page, handed to `take`; after them, all stopped again.
 */
export function signedInFile(username: string, take: (started: SignedInApp) => void, options: SignedInOptions = {}): void {
  let started: SignedInApp | undefined;
  beforeAll(async () => {
    started = await startSignedIn(username, options);
    take(started);
  });
  afterAll(() => stopBrowserApp(started ?? {}));
}
