import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { publishedTemplate } from '../apps/server/src/test/templates.js';
import { type ApiClient, apiClient } from './support/api.js';
import { freshStore, launchServer, type ServerProcess, type Store } from './support/server.js';

const WRITERS = 4;
const ACKS_BEFORE_KILL = 60;
/** Tills selling while the server is killed: each saves an order, then pays it. */
const TILLS = 4;
const SALES_BEFORE_KILL = 40;

const outlet = (n: number) => ({
  outletcode: `DUR${n}`,
  outletname: `Durability ${n}`,
  alamat1: 'Jl. Uji 1',
  alamat2: 'Jakarta',
  provinsi: 'DKI Jakarta',
  outletcolor: '#123456',
  header1: 'SAJI',
  footer1: 'Terima kasih',
});

// The embedded database runs without fsync: it must survive the process being killed (the operating
// system still holds every write the process made), though not a power cut. This proves the former.
describe('durability: a server killed with SIGKILL mid-stream', () => {
  let store: Store;
  let server: ServerProcess | undefined;

  // The run's seeded demo database, as the browser tests' servers start from it: migrating and seeding
  // a new one is the contract checks' and the API tests' templates' business, not this test's.
  beforeAll(async () => {
    store = await freshStore(process.env.DATABASE_URL, publishedTemplate('seeded'));
  });
  // Each test ends the server it started last (the one it restarted after the kill): the next test
  // starts its own on the same data, and no server outlives the file.
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });
  afterAll(async () => {
    await store.drop();
  });

  it('reopens with every acknowledged write intact', async () => {
    server = await launchServer({ ...store.env, SAJI_DEMO: '1', SAJI_DEMO_ORDERS: '0' });
    const admin = apiClient(server.baseUrl);
    await admin.login('admin');

    const acknowledged = new Map<number, string>();
    let next = 0;
    let killed = false;
    const writer = async () => {
      while (!killed) {
        const body = outlet(next++);
        try {
          const res = await admin.request('POST', '/api/restooutlet', body);
          // Only a 200 that arrived is an acknowledged write; answers cut off by the kill prove nothing.
          if (res.status === 200) acknowledged.set(res.body.outletid, body.outletname);
          else throw new Error(`write refused: ${res.status} ${JSON.stringify(res.body)}`);
        } catch (err) {
          if (!killed) throw err;
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, writer);
    while (acknowledged.size < ACKS_BEFORE_KILL) await new Promise((r) => setTimeout(r, 5));
    // Kill while writes are in flight.
    killed = true;
    await server.kill();
    await Promise.all(writers);
    const acked = new Map(acknowledged);

    server = await launchServer({ ...store.env, SAJI_DEMO: '1', SAJI_DEMO_ORDERS: '0' });
    const again = apiClient(server.baseUrl);
    await again.login('admin');
    const missing: number[] = [];
    for (const [id, name] of acked) {
      const res = await again.request('GET', `/api/restooutlet/${id}`);
      if (res.status !== 200 || res.body.outletname !== name) missing.push(id);
    }
    expect(acked.size).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);
    expect(missing).toEqual([]);
  });

  it('reopens with every acknowledged order and payment present once, and a till retrying what was cut off; stock took each sale once', async () => {
    const env = { ...store.env, SAJI_DEMO: '1', SAJI_DEMO_ORDERS: '0' };
    server = await launchServer(env);
    const till = apiClient(server.baseUrl);
    await till.login('cashier');
    const me = (await till.request('GET', '/api/auth/me')).body;
    const outletid: number = me.outletid;
    const menuid = (await till.request('GET', `/api/restoorderho/menu?outletid=${outletid}&page=1&limit=1`)).body.list[0].menuid;
    const cash = (await till.request('GET', '/api/restoorderho/paymenttype')).body.find((p: { iscash: boolean }) => p.iscash).codepayment;
    const save = (orderkey: string) =>
      till.request('POST', '/api/restoorderho', { orderkey, ordertype: 'TAKE AWAY', tableids: [], pax: 1, lines: [{ menuid, qty: 2 }] });
    const pay = (orderkey: string, total: number) =>
      till.request('POST', '/api/restoorderho/payment', { orderkey, payments: [{ codepayment: cash, paymentamount: total }] });

    // One sale before the stream shows what an order of the menu takes from stock, item by item.
    const office = apiClient(server.baseUrl);
    await office.login('admin');
    const probe = crypto.randomUUID();
    const probeOrder = (await save(probe)).body.header;
    expect((await pay(probe, probeOrder.total)).status).toBe(200);
    const stockOf = stockReader(outletid, me.tglaktif);
    const perSale = new Map(
      (await stockOf.movements(office, 'SALE')).filter((m) => m.refno === probeOrder.orderno).map((m) => [m.itemno, -m.qty]),
    );
    expect(perSale.size).toBeGreaterThan(0);
    const before = new Map<number, number>();
    for (const itemno of perSale.keys()) before.set(itemno, await stockOf.onHand(office, itemno));
    // Goods received into one of those items while the tills sell and the server is killed.
    const [received] = perSale.keys();
    const receipts = new Set<string>();

    const saved = new Map<string, number>();
    const paid = new Set<string>();
    const started = new Set<string>();
    let killed = false;
    const receive = async () => {
      for (let n = 0; !killed; n++) {
        const docno = `KILL-${n}`;
        try {
          const res = await office.request('POST', '/api/stock/receipt', {
            outletid,
            supplier: 'Durability',
            docno,
            lines: [{ itemno: received, qty: 1, unitcost: 1000 }],
          });
          if (res.status !== 200) throw new Error(`receipt refused: ${res.status} ${JSON.stringify(res.body)}`);
          receipts.add(docno);
        } catch (err) {
          if (!killed) throw err;
        }
      }
    };
    const sell = async () => {
      while (!killed) {
        const orderkey = crypto.randomUUID();
        started.add(orderkey);
        try {
          const res = await save(orderkey);
          if (res.status !== 200) throw new Error(`save refused: ${res.status} ${JSON.stringify(res.body)}`);
          saved.set(orderkey, res.body.header.total);
          const done = await pay(orderkey, res.body.header.total);
          if (done.status !== 200) throw new Error(`payment refused: ${done.status} ${JSON.stringify(done.body)}`);
          paid.add(orderkey);
        } catch (err) {
          if (!killed) throw err;
        }
      }
    };
    const tills = [...Array.from({ length: TILLS }, sell), receive()];
    while (paid.size < SALES_BEFORE_KILL) await new Promise((r) => setTimeout(r, 5));
    killed = true;
    await server.kill();
    await Promise.all(tills);
    const ackedReceipts = [...receipts];

    server = await launchServer(env);
    const again = apiClient(server.baseUrl);
    await again.login('cashier');
    const wrong: string[] = [];
    for (const orderkey of started) {
      const res = await again.request('GET', `/api/restoorderho/detail/${orderkey}`);
      if (saved.has(orderkey) && res.status !== 200) wrong.push(`${orderkey}: acknowledged save lost (${res.status})`);
      if (paid.has(orderkey) && res.body.header?.orderstatus !== 5) wrong.push(`${orderkey}: acknowledged payment lost`);
    }
    // The till retries what the kill cut off, with the same keys: each order is written once.
    for (const orderkey of started) {
      if (paid.has(orderkey)) continue;
      const res = await again.request('POST', '/api/restoorderho', {
        orderkey,
        ordertype: 'TAKE AWAY',
        tableids: [],
        pax: 1,
        lines: [{ menuid, qty: 2 }],
      });
      const view = res.status === 409 ? await again.request('GET', `/api/restoorderho/detail/${orderkey}`) : res;
      const total = view.body.header.total;
      if (
        view.body.header.orderstatus !== 5 &&
        (await again.request('POST', '/api/restoorderho/payment', { orderkey, payments: [{ codepayment: cash, paymentamount: total }] }))
          .status !== 200
      ) {
        wrong.push(`${orderkey}: retried payment refused`);
      }
    }
    // The outlet had no orders before: every key the tills started is one completed order, none twice.
    const listed = await again.request('GET', '/api/restoorderho?status=0&page=1&limit=1');
    expect(listed.body.meta.total).toBe(started.size + 1);
    expect(saved.size).toBeGreaterThanOrEqual(SALES_BEFORE_KILL);
    expect(wrong).toEqual([]);

    // Stock: every sale (the probe and each started order, now all paid) took its ingredients once, whether
    // the kill came before or after its note was folded; each acknowledged receipt is there once, and
    // the receipts the kill cut off are there at most once.
    const office2 = apiClient(server.baseUrl);
    await office2.login('admin');
    const docnos = (await stockOf.receipts(office2)).map((r) => r.docno).filter((d) => d.startsWith('KILL-'));
    expect(docnos.length).toBe(new Set(docnos).size);
    expect(ackedReceipts.filter((d) => !docnos.includes(d))).toEqual([]);
    expect(ackedReceipts.length).toBeGreaterThan(0);
    const sales = await stockOf.movements(office2, 'SALE');
    const voids = await stockOf.movements(office2, 'VOID');
    expect(voids).toEqual([]);
    for (const [itemno, qty] of perSale) {
      const refnos = sales.filter((m) => m.itemno === itemno).map((m) => m.refno);
      expect(refnos.length, `item ${itemno}: one SALE movement per order`).toBe(started.size + 1);
      expect(new Set(refnos).size).toBe(refnos.length);
      const expected = (before.get(itemno) ?? 0) - started.size * qty + (itemno === received ? docnos.length : 0);
      expect(await stockOf.onHand(office2, itemno), `item ${itemno}: on hand`).toBeCloseTo(expected, 4);
    }
  });
});

type Movement = { itemno: number; kind: string; qty: number; refno: string };

/** Reads one outlet's stock of one business day through the API, every page. */
function stockReader(outletid: number, day: string) {
  const pages = async <T>(client: ApiClient, path: string): Promise<T[]> => {
    const rows: T[] = [];
    for (let page = 1; ; page++) {
      const res = await client.request('GET', `${path}&page=${page}&limit=100`);
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
      rows.push(...res.body.list);
      if (rows.length >= res.body.meta.total) return rows;
    }
  };
  const period = `outletid=${outletid}&tgl1=${day}&tgl2=${day}`;
  return {
    movements: (client: ApiClient, kind: string) => pages<Movement>(client, `/api/stock/movements?${period}&kind=${kind}`),
    receipts: (client: ApiClient) => pages<{ docno: string }>(client, `/api/stock/receipt?${period}`),
    onHand: async (client: ApiClient, itemno: number): Promise<number> => {
      const res = await client.request('GET', `/api/stock/onhand?outletid=${outletid}&itemno=${itemno}`);
      return res.body.list[0]?.onhand ?? 0;
    },
  };
}
