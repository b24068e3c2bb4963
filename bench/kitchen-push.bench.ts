// The kitchen display under a busy outlet: 20 tills each save a take-away order a second on one outlet
// while 4 kitchen screens listen on /api/ws and, as the browser does, fetch kitchenview again on every
// push, as the browser does: pushes within 150 ms make one fetch, one fetch in flight per screen. One screen bumps the cards
// it has shown for 5 s, so the board holds about a hundred open cards. Measured: from the moment a till
// sends its save to the moment the second screen's kitchenview holds the card. PGlite, and PostgreSQL
// when one answers. `npm run bench -- kitchen-push`; KITCHEN_SECONDS sets the measured window (default 30),
// KITCHEN_ONLY=pglite or postgres one engine.
import crypto from 'node:crypto';
import WebSocket from 'ws';
import { prepareTemplate } from '../apps/server/src/test/templates.js';
import { freshStore, launchServer } from '../e2e/support/server.js';
import { call, signIn } from './support/http.js';
import { type Figure, now, postgresUrl, printFigures, summarize } from './support/stats.js';

const TILLS = 20;
/** KITCHEN_SCREENS=0 runs the tills alone: the save figure the machine gives without the display. */
const SCREENS = Number(process.env.KITCHEN_SCREENS ?? 4);
const PACE_MS = 1000;
const SECONDS = Number(process.env.KITCHEN_SECONDS ?? 30);
const BUMP_AFTER_MS = 5_000;
/** The kitchen screen's gathering of pushes (apps/web/src/features/kitchen/kitchen-page.tsx, PUSH_GATHER_MS). */
const GATHER_MS = 150;
const figures: Figure[] = [];

interface Card {
  orderkey: string;
  cardkey: string;
  items: { kitchenjobid: number; bumpedat: string | null }[];
}

/** A kitchen screen: on every push it fetches the view again, and notes when each order first appears. */
async function kitchenScreen(base: string, outletid: number, onView: (cards: Card[]) => void) {
  const client = await signIn(base, 'kitchen');
  let inFlight = false;
  let again = false;
  const refresh = async (): Promise<void> => {
    if (inFlight) {
      again = true;
      return;
    }
    inFlight = true;
    try {
      do {
        again = false;
        onView((await call(base, client, 'GET', `/api/restoorderho/kitchenview?outletid=${outletid}`)).list);
      } while (again);
    } finally {
      inFlight = false;
    }
  };
  const socket = new WebSocket(`${base.replace('http', 'ws')}/api/ws?outletid=${outletid}`, { headers: { cookie: client.cookie } });
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('message', () => resolve());
  });
  let gathering = false;
  socket.on('message', () => {
    if (gathering) return;
    gathering = true;
    setTimeout(() => {
      gathering = false;
      refresh().catch(() => undefined);
    }, GATHER_MS);
  });
  return { client, close: () => socket.close() };
}

async function run(kind: string, base: string): Promise<void> {
  const tills = await Promise.all(Array.from({ length: TILLS }, () => signIn(base, 'cashier')));
  const me = await call(base, tills[0], 'GET', '/api/auth/me');
  const outletid = me.outletid as number;
  const menuids = (await call(base, tills[0], 'GET', `/api/restoorderho/menu?outletid=${outletid}&limit=40`)).list.map(
    (m: { menuid: number }) => m.menuid,
  );
  const sentAt = new Map<string, number>();
  const seenBySecond = new Map<string, number>();
  const shownAt = new Map<string, number>();
  const saves: number[] = [];
  const failed: string[] = [];
  let bumping = Promise.resolve();
  const bumped = new Set<number>();

  const screens = await Promise.all(
    Array.from({ length: SCREENS }, (_, i) =>
      kitchenScreen(base, outletid, (cards) => {
        const t = now();
        for (const c of cards) {
          if (i === 1 && sentAt.has(c.orderkey) && !seenBySecond.has(c.orderkey)) seenBySecond.set(c.orderkey, t - sentAt.get(c.orderkey)!);
          if (i === 0 && !shownAt.has(c.cardkey)) shownAt.set(c.cardkey, t);
        }
        if (i !== 0) return;
        // The first screen's cook bumps what has been on the board for a while.
        const done = cards
          .filter((c) => t - (shownAt.get(c.cardkey) ?? t) > BUMP_AFTER_MS)
          .flatMap((c) => c.items.map((x) => x.kitchenjobid))
          .filter((id) => !bumped.has(id));
        for (const id of done) bumped.add(id);
        if (done.length)
          bumping = bumping.then(() =>
            call(base, screens[0].client, 'POST', '/api/restoorderho/kitchenjob/bump', { ids: done }).catch(() => undefined),
          );
      }),
    ),
  );

  const started = now();
  let measuring = false;
  await Promise.all(
    tills.map(async (till, i) => {
      let due = now() + (PACE_MS * i) / TILLS;
      while (now() - started < (SECONDS + 5) * 1000) {
        const wait = due - now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        // The first 5 s warm the server up and fill the board; they are not measured.
        measuring = now() - started > 5_000;
        const orderkey = crypto.randomUUID();
        const lines = [0, 1, 2].map((k) => ({ menuid: menuids[(i * 3 + k) % menuids.length], qty: 1 + (k % 2) }));
        const t0 = now();
        if (measuring) sentAt.set(orderkey, t0);
        try {
          await call(base, till, 'POST', '/api/restoorderho', { orderkey, ordertype: 'TAKE AWAY', tableids: [], pax: 1, lines });
          if (measuring) saves.push(now() - t0);
        } catch (err) {
          failed.push((err as Error).message);
        }
        due = Math.max(due + PACE_MS, now());
      }
    }),
  );
  await new Promise((r) => setTimeout(r, 2_000));
  await bumping;
  for (const s of screens) s.close();

  if (SCREENS < 2) {
    figures.push({ name: `save p95, tills alone (${kind})`, value: summarize(saves).p95, unit: 'ms', note: `${saves.length} saves` });
    return;
  }
  const latency = [...seenBySecond.values()];
  const missing = sentAt.size - latency.length;
  const s = summarize(latency);
  figures.push({
    name: `save on the POS to card on a second kitchen screen, p95 (${kind})`,
    value: s.p95,
    unit: 'ms',
    target: 500,
    note: `${TILLS} tills, ${SCREENS} screens, ${s.n} orders, p50 ${s.p50.toFixed(0)} ms, max ${s.max.toFixed(0)} ms${missing ? `, ${missing} never seen` : ''}`,
  });
  figures.push({
    name: `save p95 with the screens listening (${kind})`,
    value: summarize(saves).p95,
    unit: 'ms',
    note: `${failed.length} failed`,
  });
}

async function onEngine(kind: 'PGlite' | 'PostgreSQL', serverUrl: string | undefined): Promise<void> {
  const template = await prepareTemplate('seeded', serverUrl);
  const store = await freshStore(serverUrl, template);
  try {
    const server = await launchServer({ ...store.env, SAJI_DEMO: '1', SAJI_DEMO_ORDERS: '0' }, 120_000);
    try {
      await run(kind, server.baseUrl);
    } finally {
      await server.stop();
    }
  } finally {
    await store.drop();
  }
}

const only = process.env.KITCHEN_ONLY;
if (only !== 'postgres') await onEngine('PGlite', undefined);
const pgUrl = only === 'pglite' ? undefined : await postgresUrl();
if (pgUrl) await onEngine('PostgreSQL', pgUrl);
process.exit(printFigures('Kitchen display: POS save to kitchen screen', figures) ? 0 : 1);
