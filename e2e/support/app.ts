import { publishedTemplate } from '../../apps/server/src/test/templates.js';
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
 * change what is seeded, starts from an empty database); `printRetryMs` shortens the print worker's retries.
 */
export async function startApp(
  options: { demoOrders?: boolean; env?: Record<string, string>; printRetryMs?: number } = {},
): Promise<RunningApp> {
  // The demo data without orders, as the server would seed it, unless the test asks for something else.
  const template = options.demoOrders || options.env ? undefined : publishedTemplate('seeded');
  const store = await freshStore(process.env.DATABASE_URL, template);
  try {
    const server = await launchServer({
      SAJI_DEMO: '1',
      SAJI_DEMO_ORDERS: options.demoOrders ? '1' : '0',
      ...(options.printRetryMs ? { SAJI_PRINT_RETRY_MS: String(options.printRetryMs) } : {}),
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
