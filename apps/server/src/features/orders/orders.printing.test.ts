import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRINTER_NETWORKS, readEnv } from '../../config/env.js';
import { outlets } from '../../db/schema/index.js';
import { decodeText } from '../../platform/escpos.js';
import { NO_PRINTER } from '../../platform/print-queue.js';
import { PRINTER_UNREACHABLE } from '../../platform/printer-targets.js';
import { campaignBody } from '../../test/fixtures/campaigns.js';
import { takeAwayBody } from '../../test/fixtures/till.js';
import { type Agent, createTestApp, type TestApp } from '../../test/harness.js';
import { closedPort, type LoopbackPrinter, loopbackPrinter } from '../../test/printer.js';

interface Job {
  id: number;
  kind: string;
  state: string;
  attempts: number;
  lasterror: string | null;
  orderkey: string | null;
  orderno: string | null;
  target: string | null;
}

describe('printing: receipts, kitchen tickets and the cash drawer through the durable queue', () => {
  let t: TestApp;
  let cashier: Agent;
  let outletid: number;
  // One printer per kind, as in a restaurant: each receives its own jobs in a known order.
  let kitchenPrinter: LoopbackPrinter;
  let receiptPrinter: LoopbackPrinter;
  let menus: { menuid: number; menuname: string }[];
  let tableid: number;
  let tablename: string;

  const jobs = async (): Promise<Job[]> => (await cashier.get(`/api/printjobs?outletid=${outletid}`)).body;
  async function until<T>(what: () => Promise<T | undefined>, ms = 15_000): Promise<T> {
    const end = Date.now() + ms;
    for (;;) {
      const v = await what();
      if (v) return v;
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  const jobDone = (id: number) =>
    until(async () => (await jobs()).find((j) => j.id === id && (j.state === 'done' || j.state === 'failed')));

  beforeAll(async () => {
    t = await createTestApp();
    cashier = await t.login('cashier');
    outletid = t.ids!.outletIds[0];
    [kitchenPrinter, receiptPrinter] = await Promise.all([loopbackPrinter(), loopbackPrinter()]);
    await t.database.db
      .update(outlets)
      .set({ posprinter: receiptPrinter.address, kitchenprinter: kitchenPrinter.address, kitchenorder: '1' })
      .where(eq(outlets.outletid, outletid));
    menus = (await cashier.get('/api/restoorderho/menu?limit=5')).body.list;
    const board = (await cashier.get(`/api/restoorderho/listtable?outletid=${outletid}`)).body;
    const card = board[0].tables.find((c: { tablecapacity: number }) => c.tablecapacity >= 2);
    ({ tableid, tablename } = card);
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([kitchenPrinter.close(), receiptPrinter.close()]);
  });

  it('sends each added line to the kitchen once, and marks a deliberate reprint', async () => {
    const order = {
      orderkey: crypto.randomUUID(),
      ordertype: 'DINE IN',
      tableids: [tableid],
      pax: 2,
      lines: [{ menuid: menus[0].menuid, qty: 2, linenote: 'pedas' }],
    };
    const saved = await cashier.post('/api/restoorderho', order);
    expect(saved.status).toBe(200);
    const first = await until(async () =>
      (await jobs()).find((j) => j.kind === 'kitchen' && j.orderkey === order.orderkey && j.state === 'done'),
    );
    expect(first.orderno).toBe(saved.body.header.orderno);
    // A job is done once its bytes are sent; the printer keeps them when the connection ends, a moment later.
    const ticket = decodeText(await kitchenPrinter.next(0));
    // The number is taken by the statement that writes the order, after the ticket was printed.
    expect(ticket).toContain(`No  : ${saved.body.header.orderno}`);
    expect(ticket).toContain(`TABLE ${tablename}`);
    expect(ticket).toContain(`2 x ${menus[0].menuname}`);
    expect(ticket).toContain('>> pedas');
    expect(saved.body.lines[0].kitchenqty).toBe(2);

    // The retry of the same save sends nothing.
    const retry = await cashier.post('/api/restoorderho', order);
    expect(retry.status).toBe(200);
    // One more of the first line and a new line: only those go.
    const more = await cashier.post('/api/restoorderho', {
      ...order,
      lines: [
        { menuid: menus[0].menuid, qty: 3, linenote: 'pedas' },
        { menuid: menus[1].menuid, qty: 1 },
      ],
    });
    expect(more.status).toBe(200);
    const kitchenJobs = async () => (await jobs()).filter((j) => j.kind === 'kitchen' && j.orderkey === order.orderkey);
    const second = await until(async () => (await kitchenJobs()).find((j) => j.id !== first.id && j.state === 'done'));
    expect((await kitchenJobs()).length).toBe(2);
    const added = decodeText(await kitchenPrinter.next(1));
    expect(added).toContain(`1 x ${menus[0].menuname}`);
    expect(added).toContain(`1 x ${menus[1].menuname}`);
    expect(added).not.toContain('REPRINT');

    // Nothing is pending now; a reprint sends the whole order marked REPRINT and changes no counts.
    expect((await cashier.post(`/api/restoorderho/${order.orderkey}/kitchen`)).status).toBe(400);
    const reprint = await cashier.post(`/api/restoorderho/${order.orderkey}/kitchen?reprint=1`);
    expect(reprint.status).toBe(200);
    expect(reprint.body.id).toBeGreaterThan(second.id);
    await jobDone(reprint.body.id);
    const again = decodeText(await kitchenPrinter.next(2));
    expect(again).toContain('REPRINT');
    expect(again).toContain(`3 x ${menus[0].menuname}`);
    const detail = await cashier.get(`/api/restoorderho/detail/${order.orderkey}`);
    expect(detail.body.lines.map((l: { kitchenqty: number }) => l.kitchenqty)).toEqual([3, 1]);
  });

  it("keeps a campaign's FREE mark on a kitchen reprint, on the printer and on the screens", async () => {
    const admin = await t.login('admin');
    const campaign = await admin.post(
      '/api/restocampaign',
      campaignBody({
        campaignname: 'Teh Gratis',
        campaigndesc: '<p>A free drink with every order</p>',
        startdate: '2020-01-01',
        enddate: '2099-12-31',
        freeitem: 1,
        freeqty: 1,
        discpc: 100,
        menus: [{ menuid: menus[1].menuid }],
        outlets: [{ outletid }],
      }),
    );
    expect(campaign.status, JSON.stringify(campaign.body)).toBe(200);
    try {
      const order = takeAwayBody([{ menuid: menus[0].menuid, qty: 1 }]);
      const { orderkey } = order;
      const saved = await cashier.post('/api/restoorderho', order);
      expect(saved.status).toBe(200);
      expect(saved.body.lines.filter((l: { isfree?: boolean }) => l.isfree).map((l: { menuid: number }) => l.menuid)).toEqual([
        menus[1].menuid,
      ]);
      // The printer may finish reading a ticket just after the queue marks it done.
      const printed = (reprinted: boolean) =>
        until(async () =>
          kitchenPrinter.received
            .map((b) => decodeText(b))
            .find((x) => x.includes(saved.body.header.orderno) && x.includes('REPRINT') === reprinted),
        );
      const first = await printed(false);
      expect(first).toContain(`1 x ${menus[1].menuname}`);
      expect(first).toContain('>> FREE Teh Gratis');

      const reprint = await cashier.post(`/api/restoorderho/${orderkey}/kitchen?reprint=1`);
      expect(reprint.status).toBe(200);
      expect(reprint.body.screen).toBe(true);
      const again = await printed(true);
      expect(again).toContain(`1 x ${menus[1].menuname}`);
      expect(again).toContain('>> FREE Teh Gratis');
      const screen = (await cashier.get(`/api/restoorderho/kitchenjob?outletid=${outletid}`)).body.list.filter(
        (j: { orderkey: string; menuid: number }) => j.orderkey === orderkey && j.menuid === menus[1].menuid,
      );
      expect(screen.map((j: { batch: string; linenote: string }) => [j.batch, j.linenote])).toEqual([
        ['NEW', 'FREE Teh Gratis'],
        ['REPRINT', 'FREE Teh Gratis'],
      ]);
    } finally {
      await admin.delete(`/api/restocampaign/${campaign.body.campaignid}`);
    }
  });

  it('prints the receipt with logo, header, items, totals, payments and change, and kicks the drawer', async () => {
    const logo = new PNG({ width: 40, height: 20 });
    logo.data.fill(0);
    await t.database.db
      .update(outlets)
      .set({ outletlogo: `data:image/png;base64,${PNG.sync.write(logo).toString('base64')}` })
      .where(eq(outlets.outletid, outletid));
    const order = takeAwayBody([
      { menuid: menus[2].menuid, qty: 2 },
      { menuid: menus[3].menuid, qty: 1 },
    ]);
    const saved = await cashier.post('/api/restoorderho', order);
    const { total } = saved.body.header;
    const paid = await cashier.post('/api/restoorderho/payment', {
      orderkey: order.orderkey,
      payments: [{ codepayment: 'CASH', paymentamount: total + 12_500 }],
    });
    expect(paid.status).toBe(200);

    const job = await cashier.post(`/api/restoorderho/${order.orderkey}/print`);
    expect(job.status).toBe(200);
    expect(job.body.state).toBe('queued');
    expect((await jobDone(job.body.id)).state).toBe('done');
    const receipt = await receiptPrinter.next(0);
    // The logo goes first, as a raster of 80 dots (40 pixels doubled) by 40 rows.
    expect(receipt.indexOf(Buffer.from([0x1d, 0x76, 0x30, 0x00, 10, 0, 40, 0]))).toBeGreaterThan(0);
    const text = decodeText(receipt);
    expect(text.indexOf('SAJI SENAYAN')).toBeLessThan(text.indexOf(saved.body.header.orderno));
    const rupiah = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
    expect(text).toContain('SAJI SENAYAN');
    expect(text).toContain(saved.body.header.orderno);
    expect(text).toContain(`2 x ${menus[2].menuname}`);
    expect(text).toMatch(new RegExp(`TOTAL +${rupiah(total).replace(/\./g, '\\.')}`));
    expect(text).toMatch(/Change +12\.500/);
    expect(text).toContain('Terima kasih atas kunjungan Anda');
    const narrow = await cashier.post(`/api/restoorderho/${order.orderkey}/print?width=58`);
    await jobDone(narrow.body.id);
    const lines58 = decodeText(await receiptPrinter.next(1)).split('\n');
    expect(Math.max(...lines58.map((l) => l.length))).toBeLessThanOrEqual(32);

    const drawer = await cashier.post(`/api/restoorderho/${order.orderkey}/drawer`);
    await jobDone(drawer.body.id);
    expect((await receiptPrinter.next(2)).includes(Buffer.from([0x1b, 0x70, 0x00, 25, 250]))).toBe(true);
  });

  it('queues the receipt and the drawer kick with the payment itself: a till that never asks to print still gets its receipt', async () => {
    const order = takeAwayBody([{ menuid: menus[1].menuid, qty: 1 }]);
    const saved = await cashier.post('/api/restoorderho', order);
    const { total } = saved.body.header;
    const receiptJobs = async () => (await jobs()).filter((j) => j.orderkey === order.orderkey && j.kind !== 'kitchen');

    // A payment refused (too little) queues nothing.
    const short = await cashier.post('/api/restoorderho/payment', {
      orderkey: order.orderkey,
      payments: [{ codepayment: 'CASH', paymentamount: total - 1 }],
      printreceipt: true,
      opendrawer: true,
    });
    expect(short.status).toBe(400);
    expect(await receiptJobs()).toEqual([]);

    const paid = await cashier.post('/api/restoorderho/payment', {
      orderkey: order.orderkey,
      payments: [{ codepayment: 'CASH', paymentamount: total + 500 }],
      printreceipt: true,
      receiptwidth: 58,
      opendrawer: true,
    });
    expect(paid.status).toBe(200);
    expect(paid.body.printjobs).toHaveLength(2);
    for (const job of paid.body.printjobs) expect((await jobDone(job.id)).state).toBe('done');
    // One printer gets its jobs in the order queued: the receipt, then the drawer kick.
    const receipt = decodeText(await receiptPrinter.next(3));
    expect(receipt).toContain(saved.body.header.orderno);
    expect(Math.max(...receipt.split('\n').map((l) => l.length))).toBeLessThanOrEqual(32);
    expect((await receiptPrinter.next(4)).includes(Buffer.from([0x1b, 0x70, 0x00, 25, 250]))).toBe(true);

    // The retry of the same payment (its answer lost on the way) prints nothing twice.
    const retry = await cashier.post('/api/restoorderho/payment', {
      orderkey: order.orderkey,
      payments: [{ codepayment: 'CASH', paymentamount: total + 500 }],
      printreceipt: true,
    });
    expect(retry.status).toBe(200);
    expect(retry.body.printjobs).toEqual([]);
    expect((await receiptJobs()).map((j) => j.kind).sort()).toEqual(['drawer', 'receipt']);
  });

  it('retries an unreachable printer, then marks the job failed as unreachable, without the connection error; the sale is kept', async () => {
    Object.assign(t.app.printQueue.options, { retryBaseMs: 20, maxAttempts: 3 });
    await t.database.db
      .update(outlets)
      .set({ posprinter: `127.0.0.1:${await closedPort()}` })
      .where(eq(outlets.outletid, outletid));
    const order = takeAwayBody([{ menuid: menus[0].menuid, qty: 1 }]);
    expect((await cashier.post('/api/restoorderho', order)).status).toBe(200);
    const job = await cashier.post(`/api/restoorderho/${order.orderkey}/print`);
    const failed = await jobDone(job.body.id);
    expect(failed).toMatchObject({ state: 'failed', attempts: 3, kind: 'receipt' });
    // The cause (ECONNREFUSED and the address) goes to the server's log: a tenant must not learn from it which ports answer.
    expect(failed.lasterror).toBe(PRINTER_UNREACHABLE);
    expect((await cashier.get(`/api/restoorderho/detail/${order.orderkey}`)).status).toBe(200);

    await t.database.db.update(outlets).set({ posprinter: null }).where(eq(outlets.outletid, outletid));
    const none = await cashier.post(`/api/restoorderho/${order.orderkey}/print`);
    expect(none.body.state).toBe('failed');
    expect((await jobs()).find((j) => j.id === none.body.id)?.lasterror).toBe(NO_PRINTER);
  });

  it('keeps other companies away from the jobs', async () => {
    const admin2 = await t.login('admin2');
    expect((await admin2.get('/api/printjobs')).body).toEqual([]);
  });
});

describe('printing checks the printer rules again before connecting', () => {
  let t: TestApp;
  let printer: LoopbackPrinter;

  beforeAll(async () => {
    [t, printer] = await Promise.all([
      createTestApp({
        env: { SAJI_PRINTER_NETWORKS: DEFAULT_PRINTER_NETWORKS, SAJI_PRINTER_PORTS: '1-65535', SAJI_PRINT_RETRY_MS: '100' },
      }),
      loopbackPrinter(),
    ]);
    Object.assign(t.app.printQueue.options, { maxAttempts: 2 });
  });
  afterAll(async () => {
    await t.close();
    await printer.close();
  });

  it('retries as SAJI_PRINT_RETRY_MS says, within its bounds', () => {
    expect(t.app.printQueue.options.retryBaseMs).toBe(100);
    expect(readEnv({}).SAJI_PRINT_RETRY_MS).toBe(2_000);
    for (const bad of ['5', '60001', 'soon']) expect(() => readEnv({ SAJI_PRINT_RETRY_MS: bad })).toThrow(/SAJI_PRINT_RETRY_MS/);
  });

  it('never connects to an address stored before the rules, or a name that now points to loopback', async () => {
    const cashier = await t.login('cashier');
    const outletid = t.ids!.outletIds[0];
    const menuid = (await cashier.get('/api/restoorderho/menu?limit=1')).body.list[0].menuid;
    const orderkey = crypto.randomUUID();
    expect(
      (await cashier.post('/api/restoorderho', { orderkey, ordertype: 'TAKE AWAY', tableids: [], pax: 1, lines: [{ menuid, qty: 1 }] }))
        .status,
    ).toBe(200);
    for (const [target, why] of [
      [printer.address, /127\.0\.0\.1 is not on the restaurant's printer network/],
      [`localhost:${printer.address.split(':')[1]}`, /localhost does not point to an address on the restaurant's printer network/],
    ] as const) {
      // Written to the table directly: saving through the API refuses it.
      await t.database.db.update(outlets).set({ posprinter: target }).where(eq(outlets.outletid, outletid));
      const job = await cashier.post(`/api/restoorderho/${orderkey}/print`);
      let failed: Job | undefined;
      for (let i = 0; i < 300 && !failed; i++) {
        await new Promise((r) => setTimeout(r, 50));
        failed = ((await cashier.get(`/api/printjobs?outletid=${outletid}`)).body as Job[]).find(
          (j) => j.id === job.body.id && j.state === 'failed',
        );
      }
      expect(failed?.lasterror).toMatch(why);
    }
    expect(printer.received).toEqual([]);
  });
});
