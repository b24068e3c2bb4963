// PostgreSQL drops every connection of a running server (a restart, a failover, pg_terminate_backend)
// twice while tills save: the process stays up, every save it acknowledged is there exactly once
// (tills retry what failed with the same key, as the POS does), and a till's live socket hears the
// next saves within 5 s. Only a PostgreSQL server can drop a connection, so this runs when DATABASE_URL
// names one.
import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { publishedTemplate } from '../apps/server/src/test/templates.js';
import { apiClient } from './support/api.js';
import { freshStore, launchServer, type ServerProcess, type Store } from './support/server.js';

const TILLS = 8;
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

onPostgres('PostgreSQL dropping the server’s connections during saves', () => {
  let store: Store;
  let server: ServerProcess;
  let database: pg.Client;

  beforeAll(async () => {
    store = await freshStore(process.env.DATABASE_URL, publishedTemplate('seeded'));
    server = await launchServer({ SAJI_DEMO: '1', SAJI_DEMO_ORDERS: '0', ...store.env });
    database = new pg.Client({ connectionString: store.env.DATABASE_URL });
    await database.connect();
  });
  afterAll(async () => {
    await database?.end();
    await server?.stop();
    await store?.drop();
  });

  /** What the database server does to a server's connections when it restarts or fails over. */
  const dropConnections = () =>
    database.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');

  it('stays up, keeps every acknowledged order once and pushes again within 5 s', async () => {
    const till = apiClient(server.baseUrl);
    await till.login('cashier');
    const outletid = (await till.request('GET', '/api/auth/me')).body.outletid;
    const menuid = (await till.request('GET', `/api/restoorderho/menu?outletid=${outletid}&page=1&limit=1`)).body.list[0].menuid;
    const save = (orderkey: string) =>
      till.request('POST', '/api/restoorderho', { orderkey, ordertype: 'TAKE AWAY', tableids: [], pax: 1, lines: [{ menuid, qty: 1 }] });

    const socket = new WebSocket(`${server.baseUrl.replace('http', 'ws')}/api/ws?outletid=${outletid}`, {
      headers: { cookie: till.cookie(), origin: server.baseUrl },
    });
    const pushed = new Map<string, number>();
    socket.on('message', (data) => {
      const message = JSON.parse(String(data));
      if (message.type === 'tables' && message.orderkey) pushed.set(message.orderkey, Date.now());
    });
    await new Promise((resolve, reject) => socket.once('message', resolve).once('error', reject));

    const acknowledged = new Set<string>();
    const started = new Map<string, number>();
    const failures: Record<string, number> = {};
    let selling = true;
    // A till saves one order after another; a save that failed is sent again with the same key until it is acknowledged.
    const sell = async () => {
      while (selling) {
        const orderkey = crypto.randomUUID();
        started.set(orderkey, Date.now());
        for (let tries = 0; tries < 50 && !acknowledged.has(orderkey); tries++) {
          const res = await save(orderkey).catch((err: Error) => ({ status: err.name, body: undefined }));
          if (res.status === 200) acknowledged.add(orderkey);
          else {
            failures[res.status] = (failures[res.status] ?? 0) + 1;
            await sleep(100);
          }
        }
      }
    };
    const tills = Array.from({ length: TILLS }, sell);
    await sleep(1_500);
    await dropConnections();
    await sleep(1_500);
    await dropConnections();
    const dropped = Date.now();
    await sleep(3_000);
    selling = false;
    await Promise.all(tills);

    expect(server.child.exitCode, server.output()).toBeNull();
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
    expect(acknowledged.size).toBe(started.size);
    const { rows } = await database.query<{ orderkey: string; orders: number; qty: number }>(
      `SELECT o.orderkey, count(DISTINCT o.orderkey)::int AS orders, coalesce(sum(d.qty), 0)::int AS qty
         FROM restoorderho o LEFT JOIN restoorderdt d ON d.orderkey = o.orderkey
        WHERE o.orderkey = ANY($1::uuid[]) GROUP BY o.orderkey`,
      [[...started.keys()]],
    );
    const stored = new Map(rows.map((r) => [r.orderkey, r]));
    const wrong = [...acknowledged].filter((k) => stored.get(k)?.orders !== 1 || stored.get(k)?.qty !== 1);
    expect(wrong, `acknowledged orders lost or doubled (failures on the way: ${JSON.stringify(failures)})`).toEqual([]);
    // The pushes came back: the first save begun after the second drop was heard within 5 s of the drop.
    const heardAfter = [...started].filter(([k, at]) => at > dropped && pushed.has(k)).map(([k]) => pushed.get(k)! - dropped);
    expect(heardAfter.length, 'saves after the drop pushed to the till').toBeGreaterThan(0);
    expect(Math.min(...heardAfter)).toBeLessThan(5_000);
    socket.close();
  });
});
