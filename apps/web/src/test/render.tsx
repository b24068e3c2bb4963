import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { Profile } from '@saji/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as renderInDocument } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { PROFILE_KEY } from '../lib/auth';

/**
 * What screen tests share (in the manner of bulletproof-react's test utilities): the app's providers
 * around a screen, a signed-in profile, and a stand-in for the server that answers by method and path
 * and records what the screen sent. The screen's own code runs unchanged, down to its fetch calls.
 */

export const PROFILES = {
  admin: { username: 'admin', name: 'Admin', group: 'admin', outletid: 1, outletname: 'Saji Senayan' },
  manager: { username: 'manager', name: 'Manager', group: 'manager', outletid: 1, outletname: 'Saji Senayan' },
  cashier: { username: 'cashier', name: 'Kasir', group: 'cashier', outletid: 1, outletname: 'Saji Senayan' },
} as const;

export function profileOf(who: keyof typeof PROFILES): Profile {
  return {
    ...PROFILES[who],
    compcode: 'SAJI',
    company: 'PT Saji Rasa Nusantara',
    matauang: 'IDR',
    tglaktif: '2026-05-14',
    awalbln: 1,
    timezone: 'Asia/Jakarta',
    offlinehours: 12,
  };
}

export interface Sent {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

type Answer = unknown | ((sent: Sent) => unknown);
/** Answers by 'METHOD /path' (no query); a function answer sees what was sent; an Error answers its `status` (else 500) with its message. */
export type ServerRoutes = Record<string, Answer>;

export function fakeServer(routes: ServerRoutes) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://saji.test');
    const method = init?.method ?? 'GET';
    const request: Sent = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    sent.push(request);
    const route = routes[`${method} ${url.pathname}`];
    if (route === undefined) return json({ message: `no route ${method} ${url.pathname} in the test` }, 404);
    try {
      const answer = typeof route === 'function' ? await route(request) : route;
      if (answer instanceof Error) return json({ message: answer.message }, (answer as { status?: number }).status ?? 500);
      return json(answer ?? {}, 200);
    } catch (err) {
      return json({ message: (err as Error).message }, 500);
    }
  });
  vi.stubGlobal('fetch', fetch);
  return {
    sent,
    /** The requests to one path, in order. */
    to: (method: string, path: string) => sent.filter((s) => s.method === method && s.path === path),
  };
}

function json(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A list answer in the spec's envelope. */
export const envelope = <T,>(list: T[], total = list.length) => ({ meta: { total }, list });

export interface ScreenOptions {
  /** Who is signed in; null for nobody (the sign-in screens). */
  who?: keyof typeof PROFILES | null;
  /** The address the screen opens at, and the route pattern it is mounted under (for useParams). */
  at?: string;
  route?: string;
}

/**
 * Renders a screen as the app would: theme, query cache, modals, toasts and a router, signed in as `who`.
 * Testing Library's custom render: screen tests import `render` from here rather than from the library.
 */
export function render(ui: ReactNode, { who = 'admin', at = '/screen', route = '*' }: ScreenOptions = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  if (who) client.setQueryData(PROFILE_KEY, profileOf(who));
  const result = renderInDocument(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <ModalsProvider>
          <Notifications />
          <MemoryRouter initialEntries={[at]}>
            <Routes>
              <Route path={route} element={ui} />
              <Route path="/" element={<div data-testid="home" />} />
            </Routes>
          </MemoryRouter>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, client };
}
