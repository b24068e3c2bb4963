import crypto from 'node:crypto';
import {
  buildOrderJournal,
  campaignKeyOf,
  computeOrderTotals,
  endTimeOf,
  type LineModifier,
  type ModifierGroup,
  modifiedPrice,
  type OrderLineInput,
  type OrderType,
  orderNote,
  type PosCampaign,
  type PreparedCampaign,
  type PricedLine,
  paymentMethod,
  prepareCampaigns,
  promotionAdjustment,
  promotionClock,
  settlePayment,
  voucherNumberOf,
} from '@saji/core';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { customers, menuOutlets, menus, outlets, paymentTypes, restoTables } from '../db/schema/index.js';
import { type OrderMenu, orderNoPrefix } from '../features/orders/index.js';
import type { DemoIds } from './foundation.js';
import { demoModifierGroups } from './modifiers.js';

/**
 * A year of orders for every outlet, priced and settled by the same core rules as the order API, so
 * reports and the order list show real shapes: lunch and dinner peaks, busier weekends, every order
 * type and payment type, a few voids, older months posted (each with its journal voucher, built by the
 * same core rule as posting), and a few tables occupied right now.
 * Rows go in as JSON batches (one parameter per statement), which keeps a fresh start quick.
 */

/** Business hours are written as Jakarta time (UTC+7, no daylight saving), the demo outlets' zone. */
const TIME_ZONE = 'Asia/Jakarta';
const OFFSET_MS = 7 * 3_600_000;
const BATCH = 2_000;
const VOID_REASONS = [
  'Customer cancelled',
  'Wrong order input',
  'Menu out of stock',
  'Duplicate order',
  'Guest left before food was served',
];
/**
 * Orders a weekday per outlet of the demo company. The manager's outlet (the first) is the small one
 * and the newest: it opened on the first day of the month before last, so its sales of a month (about
 * 300 order lines) and of the year to date (at most three months, about 250 orders, under 110 KB of
 * JSON) stay lists that a browser and a shell script read whole; the others carry the volume and a year
 * of history.
 */
const OUTLET_ORDERS_PER_DAY = [1.8, 15, 12];
/** The first outlet's history starts this many months before the current one (on the 1st). */
const NEWEST_OUTLET_MONTHS = 2;
/** A year's shape, January to December: a quiet fasting month, the Lebaran and year-end peaks, school holidays. */
const MONTH_FACTOR = [0.95, 0.9, 0.95, 0.85, 1.1, 1, 1.05, 1, 0.95, 1, 1, 1.15];
/** Who posted the older months (the demo company's manager). */
const POSTED_BY = 'manager';
const COURIERS = ['GoFood', 'GrabFood', 'ShopeeFood', 'Own courier'];
/** Payment codes by weight; non-cash ones carry a reference note. */
const PAYMENT_WEIGHTS: [string, number][] = [
  ['CASH', 40],
  ['QRIS', 20],
  ['DBCA', 10],
  ['DMDR', 7],
  ['CC', 10],
  ['GOPAY', 8],
  ['OVO', 5],
];

function generator(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
  return {
    float: next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    weighted: <T>(items: readonly [T, number][]): T => {
      let r = next() * items.reduce((n, [, w]) => n + w, 0);
      for (const [item, w] of items) {
        r -= w;
        if (r < 0) return item;
      }
      return items[items.length - 1][0];
    },
  };
}
type Rng = ReturnType<typeof generator>;

interface OutletData {
  outletid: number;
  compcode: string;
  outletcode: string;
  servicepc: number;
  pb1pc: number;
  maxdinetime: number;
  ServiceAcc: string;
  TaxAcc: string;
  menus: OrderMenu[];
  /** The modifier groups of the menus that have them. */
  modgroups: Map<number, ModifierGroup[]>;
  tables: { tableid: number; tablename: string; tablecapacity: number }[];
  customers: { customerid: number; customernm: string; PhoneNo: string; DeliveryAddr: string | null }[];
  payments: Map<string, { namepayment: string; kodeacc: string; iscash: boolean }>;
  /** Orders a day on a weekday; weekends get half as many again. */
  perDay: number;
  users: string[];
  /** The demo campaigns running at the outlet. */
  promotions?: PreparedCampaign[];
  /** Opened on the first of this many months ago (local), or null for a whole year of history. */
  openedMonthsAgo: number | null;
}

type DemoLine = OrderMenu & OrderLineInput & { modifiers: LineModifier[] };

/** The demo campaigns as the till would apply them to this order (the same engine, on the order's clock). */
function demoPromotions(outlet: OutletData, ordertype: OrderType, at: Date) {
  const byId = new Map(outlet.menus.map((m) => [m.menuid, m]));
  const context = { ...promotionClock(at, TIME_ZONE), ordertype, outletid: outlet.outletid };
  return promotionAdjustment<DemoLine>(outlet.promotions ?? [], context, (menuid, qty) => {
    const menu = byId.get(menuid);
    return menu && { ...menu, qty, discpc: 100, kenapajak: menu.kenapajak ? (1 as const) : (0 as const), modifiers: [] };
  });
}

interface Rows {
  headers: Record<string, unknown>[];
  lines: Record<string, unknown>[];
  payments: Record<string, unknown>[];
  tables: Record<string, unknown>[];
  journals: Record<string, unknown>[];
  /** Lines name their voucher by the order's key; the voucher's id exists only once it is stored. */
  journalLines: Record<string, unknown>[];
}

export async function seedOrders(db: Db, ids: DemoIds, campaigns: PosCampaign[] = []): Promise<void> {
  const now = new Date();
  const all: OutletData[] = [
    ...(await Promise.all(
      ids.outletIds.map((id, i) =>
        loadOutlet(
          db,
          id,
          OUTLET_ORDERS_PER_DAY[i] ?? 10,
          i === 0 ? ['cashier', 'manager'] : ['admin'],
          i === 0 ? NEWEST_OUTLET_MONTHS : null,
        ),
      ),
    )),
    ...(await Promise.all(ids.otherOutletIds.map((id) => loadOutlet(db, id, 5, ['admin2'], null)))),
  ];
  for (const [i, outlet] of all.entries()) {
    outlet.promotions = prepareCampaigns(campaigns.filter((c) => c.outlets.includes(outlet.outletid)));
    const rows: Rows = { headers: [], lines: [], payments: [], tables: [], journals: [], journalLines: [] };
    const seq = generateOutlet(outlet, rows, now, generator(1000 + i));
    await insertRows(db, rows);
    await db.execute(sql`INSERT INTO restoorderno (outletid, lastno) VALUES (${outlet.outletid}, ${seq})
      ON CONFLICT (outletid) DO UPDATE SET lastno = excluded.lastno`);
  }
}

async function loadOutlet(db: Db, outletid: number, perDay: number, users: string[], openedMonthsAgo: number | null): Promise<OutletData> {
  const [o] = await db.select().from(outlets).where(eq(outlets.outletid, outletid));
  const menuRows = await db
    .select({
      menuid: menus.menuid,
      menuname: menus.menuname,
      menusize: menus.menusize,
      categid: menus.menucateg,
      salesacc: menus.salesacc,
      hargajual: sql<number>`coalesce(${menuOutlets.hargajual}, ${menus.hargajualstd})`.mapWith(Number),
      kenapajak: sql<number>`coalesce(${menuOutlets.kenapajak}, ${menus.kenapajakstd})`.mapWith(Number),
    })
    .from(menus)
    .leftJoin(menuOutlets, and(eq(menuOutlets.menuid, menus.menuid), eq(menuOutlets.outletid, outletid)))
    .where(and(eq(menus.compcode, o.compcode), eq(menus.aktif, '1')))
    .orderBy(asc(menus.menuid));
  const tableRows = await db
    .select({ tableid: restoTables.tableid, tablename: restoTables.tablename, tablecapacity: restoTables.tablecapacity })
    .from(restoTables)
    .where(and(eq(restoTables.outletid, outletid), eq(restoTables.tableaktif, '1')))
    .orderBy(asc(restoTables.tableid));
  const customerRows = await db
    .select({
      customerid: customers.customerid,
      customernm: customers.customernm,
      PhoneNo: customers.PhoneNo,
      DeliveryAddr: customers.DeliveryAddr,
    })
    .from(customers)
    .where(and(eq(customers.compcode, o.compcode), inArray(customers.outletid, [outletid])))
    .limit(200);
  const types = await db.select().from(paymentTypes).where(eq(paymentTypes.compcode, o.compcode));
  return {
    outletid,
    compcode: o.compcode,
    outletcode: o.outletcode,
    servicepc: o.servicepc,
    pb1pc: o.pb1pc,
    maxdinetime: o.maxdinetime,
    ServiceAcc: o.ServiceAcc,
    TaxAcc: o.TaxAcc,
    menus: menuRows,
    modgroups: await demoModifierGroups(db, o.compcode),
    tables: tableRows,
    customers: customerRows,
    payments: new Map(types.map((t) => [t.codepayment, { namepayment: t.namepayment, kodeacc: t.kodeacc, iscash: t.iscash }])),
    perDay,
    users,
    openedMonthsAgo,
  };
}

/** A guest's options for a menu with groups: one of each required group, now and then an optional one. */
function demoChoice(groups: ModifierGroup[] | undefined, rng: Rng): LineModifier[] {
  return (groups ?? []).flatMap((g) => {
    const take = g.minchoice > 0 || rng.float() < 0.4 ? Math.max(1, g.minchoice) : 0;
    // `take` options in a row from a random one, in the menu's order as a save keeps them.
    const start = rng.int(g.options.length);
    const chosen = new Set(Array.from({ length: take }, (_, i) => (start + i) % g.options.length));
    return g.options
      .filter((_, i) => chosen.has(i))
      .map((o) => ({ modifierid: o.modifierid, groupname: g.groupname, modname: o.modname, pricechange: o.pricechange }));
  });
}

/** Minutes after local midnight: most guests come at lunch (11-14) and dinner (18-21). */
function orderMinute(rng: Rng): number {
  const r = rng.float();
  if (r < 0.5) return 11 * 60 + rng.int(180);
  if (r < 0.85) return 18 * 60 + rng.int(180);
  return 10 * 60 + rng.int(12 * 60);
}

function generateOutlet(outlet: OutletData, rows: Rows, now: Date, rng: Rng): number {
  if (!outlet.menus.length || !outlet.payments.size) return 0;
  const localNow = new Date(now.getTime() + OFFSET_MS);
  const todayUtcMidnight = Date.UTC(localNow.getUTCFullYear(), localNow.getUTCMonth(), localNow.getUTCDate()) - OFFSET_MS;
  const postedBefore = Date.UTC(localNow.getUTCFullYear(), localNow.getUTCMonth() - 1, 1) - OFFSET_MS;
  const opened =
    outlet.openedMonthsAgo === null
      ? 0
      : Date.UTC(localNow.getUTCFullYear(), localNow.getUTCMonth() - outlet.openedMonthsAgo, 1) - OFFSET_MS;
  const firstDay = Math.min(365, Math.floor((todayUtcMidnight - opened) / 86_400_000));
  let seq = 0;
  for (let day = firstDay; day >= 0; day--) {
    const midnight = todayUtcMidnight - day * 86_400_000;
    const weekday = new Date(midnight + OFFSET_MS).getUTCDay();
    const weekend = weekday === 0 || weekday === 6 || weekday === 5;
    const season = MONTH_FACTOR[new Date(midnight + OFFSET_MS).getUTCMonth()];
    const count = Math.round(outlet.perDay * season * (weekend ? 1.5 : 1) * (0.8 + rng.float() * 0.4));
    const times = Array.from({ length: count }, () => midnight + orderMinute(rng) * 60_000 + rng.int(60_000))
      .filter((t) => t < now.getTime() - 2 * 3_600_000)
      .sort((a, b) => a - b);
    for (const t of times) addOrder(outlet, rows, rng, new Date(t), ++seq, t < postedBefore ? 'posted' : 'closed');
  }
  // A few tables are eating right now, at different points of their dine time.
  const seatedAgo = [10, outlet.maxdinetime - 20, outlet.maxdinetime - 4, outlet.maxdinetime + 15];
  seatedAgo.forEach((minutes, i) => {
    const table = outlet.tables[Math.floor((i * outlet.tables.length) / seatedAgo.length)];
    if (table) addOrder(outlet, rows, rng, new Date(now.getTime() - minutes * 60_000), ++seq, 'open', table);
  });
  return seq;
}

type Fate = 'open' | 'closed' | 'posted';

/** Numbered as the order API numbers them: the local day, then the outlet's running number. */
const orderNo = (outletcode: string, at: Date, seq: number) => `${orderNoPrefix(outletcode, at, TIME_ZONE)}${String(seq).padStart(6, '0')}`;

/** A priced line's amounts as the order line table stores them (the demo's orders and the tests' written ones). */
export const pricedLineColumns = (l: PricedLine) => ({
  qty: l.qty,
  hargajual: l.hargajual,
  discpc: l.discpc,
  discval: l.discval,
  netto: l.netto,
  kenapajak: l.kenapajak ? 1 : 0,
  isfree: l.free === true,
});
function addOrder(
  outlet: OutletData,
  rows: Rows,
  rng: Rng,
  at: Date,
  seq: number,
  fate: Fate,
  seatAt?: OutletData['tables'][number],
): void {
  const orderkey = crypto.randomUUID();
  const r = rng.float();
  const ordertype: OrderType = seatAt || r < 0.68 ? 'DINE IN' : r < 0.86 ? 'TAKE AWAY' : 'DELIVERY';
  const table = ordertype === 'DINE IN' ? (seatAt ?? rng.pick(outlet.tables)) : undefined;
  const pax = table ? 1 + rng.int(table.tablecapacity) : 1;
  const lineCount = ordertype === 'DINE IN' ? 1 + rng.int(Math.min(8, pax + 3)) : 1 + rng.int(4);
  const picked = new Map<number, { menu: OutletData['menus'][number]; qty: number; modifiers: LineModifier[] }>();
  for (let i = 0; i < lineCount; i++) {
    const menu = rng.pick(outlet.menus);
    const line = picked.get(menu.menuid);
    if (line) line.qty += 1;
    else
      picked.set(menu.menuid, {
        menu,
        qty: 1 + (rng.float() < 0.2 ? rng.int(3) : 0),
        modifiers: demoChoice(outlet.modgroups.get(menu.menuid), rng),
      });
  }
  const totals = computeOrderTotals({
    lines: [...picked.values()].map(({ menu, qty, modifiers }): OrderMenu & OrderLineInput & { modifiers: LineModifier[] } => ({
      ...menu,
      hargajual: modifiedPrice(menu.hargajual, modifiers),
      modifiers,
      qty,
      discpc: 0,
      kenapajak: menu.kenapajak ? (1 as const) : (0 as const),
    })),
    servicepc: outlet.servicepc,
    pb1pc: outlet.pb1pc,
    adjustments: [demoPromotions(outlet, ordertype, at)],
  });
  const voided = fate !== 'open' && rng.float() < 0.006;
  const customer = ordertype === 'DELIVERY' && outlet.customers.length ? rng.pick(outlet.customers) : undefined;
  const createby = rng.pick(outlet.users);
  const minutesToPay = ordertype === 'DINE IN' ? 25 + rng.int(70) : 3 + rng.int(10);
  const paymtime = new Date(at.getTime() + minutesToPay * 60_000);

  let paid = { paidamt: 0, changeamt: 0, paymethod: null as string | null };
  const paymentRows: { codepayment: string; namepayment: string; kodeacc: string; paymentnettamt: number }[] = [];
  if (fate !== 'open' && !voided) {
    const settled = payFor(outlet, rng, totals.header.total);
    settled.lines.forEach((l, i) => {
      const payment = {
        ...l,
        namepayment: outlet.payments.get(l.codepayment)?.namepayment ?? 'CASH',
        kodeacc: outlet.payments.get(l.codepayment)?.kodeacc ?? '1',
      };
      paymentRows.push(payment);
      rows.payments.push({ orderkey, lineno: i + 1, ...payment });
    });
    paid = {
      paidamt: settled.paidamt,
      changeamt: settled.changeamt,
      paymethod: paymentMethod(settled.lines, (code) => outlet.payments.get(code)?.namepayment ?? 'CASH'),
    };
  }
  const completed = fate !== 'open' && !voided;
  const posted = completed && fate === 'posted';
  const postingtime = new Date(at.getTime() + 3 * 86_400_000).toISOString();
  const orderno = orderNo(outlet.outletcode, at, seq);
  rows.headers.push({
    orderkey,
    compcode: outlet.compcode,
    outletid: outlet.outletid,
    orderno,
    orderdate: at.toISOString(),
    ordertype,
    tablename: table?.tablename ?? null,
    tablecapacity: table?.tablecapacity ?? 0,
    pax,
    note: orderNote(totals.lines),
    customerid: customer?.customerid ?? null,
    customernm: customer?.customernm ?? null,
    PhoneNo: customer?.PhoneNo ?? null,
    DeliveryAddr: customer?.DeliveryAddr ?? null,
    deliverby: customer ? rng.pick(COURIERS) : null,
    adultqty: 0,
    childqty: 0,
    campaignkey: campaignKeyOf(totals.lines),
    ...totals.header,
    ...paid,
    orderstatus: completed ? 5 : 1,
    isvoid: voided ? '1' : '0',
    voidreason: voided ? rng.pick(VOID_REASONS) : null,
    voidby: voided ? 'manager' : null,
    voidtime: voided ? paymtime.toISOString() : null,
    posting: posted ? 1 : 0,
    postedby: posted ? POSTED_BY : null,
    postingtime: posted ? postingtime : null,
    paymtime: completed ? paymtime.toISOString() : null,
    endtime: table ? endTimeOf(at, outlet.maxdinetime).toISOString() : null,
    createby,
    updateby: createby,
    updatetime: (completed ? paymtime : at).toISOString(),
    version: completed ? 2 : 1,
  });
  totals.lines.forEach((l, i) => {
    rows.lines.push({
      orderkey,
      lineno: i + 1,
      menuid: l.menuid,
      menuname: l.menuname,
      menusize: l.menusize,
      categid: l.categid,
      salesacc: l.salesacc,
      ...pricedLineColumns(l),
      campaignid: l.campaignid ?? null,
      modifiers: l.modifiers,
      kitchenqty: l.qty,
    });
  });
  if (table) rows.tables.push({ orderkey, tableid: table.tableid, seated: fate === 'open', seq: 0 });
  if (posted) {
    const voucher = buildOrderJournal({
      orderno,
      totals: totals.header,
      lines: totals.lines,
      payments: paymentRows,
      accounts: { ServiceAcc: outlet.ServiceAcc, TaxAcc: outlet.TaxAcc },
    });
    rows.journals.push({
      compcode: outlet.compcode,
      outletid: outlet.outletid,
      voucherno: voucherNumberOf(orderno, outlet.outletcode),
      voucherdate: new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10),
      orderkey,
      memo: `Sales ${orderno}`,
      createby: POSTED_BY,
      createtime: postingtime,
    });
    for (const [i, l] of voucher.lines.entries()) rows.journalLines.push({ orderkey, lineno: i + 1, ...l });
  }
}

/** Most guests pay with one type; cash is rounded up to a note, so there is change to give. */
function payFor(outlet: OutletData, rng: Rng, total: number) {
  const code = () => {
    const c = rng.weighted(PAYMENT_WEIGHTS);
    return outlet.payments.has(c) ? c : [...outlet.payments.keys()][0];
  };
  const entry = (codepayment: string, paymentamount: number) => {
    const iscash = outlet.payments.get(codepayment)?.iscash ?? false;
    return { codepayment, paymentamount, iscash, paymentnote: iscash ? null : `REF${100000 + rng.int(900000)}` };
  };
  const cashUp = (amount: number) => {
    const note = rng.pick([1000, 5000, 10000, 50000, 100000]);
    return Math.ceil(amount / note) * note;
  };
  const first = code();
  const split = rng.float() < 0.06 && total > 100_000;
  const card = outlet.payments.get(first)?.iscash || !outlet.payments.has('QRIS') ? 'QRIS' : first;
  const payments = split
    ? [entry(card, Math.floor(total / 2 / 1000) * 1000), entry('CASH', 0)]
    : [entry(first, outlet.payments.get(first)?.iscash ? cashUp(total) : total)];
  if (split) payments[1].paymentamount = cashUp(total - payments[0].paymentamount);
  const settled = settlePayment({ total, payments });
  if (!settled.ok) throw new Error(`demo payment refused: ${settled.message}`);
  return settled;
}

async function insertRows(db: Db, rows: Rows): Promise<void> {
  const insert = async (table: string, list: Record<string, unknown>[]) => {
    for (let i = 0; i < list.length; i += BATCH) {
      const json = JSON.stringify(list.slice(i, i + BATCH));
      await db.execute(
        sql`INSERT INTO ${sql.identifier(table)} SELECT * FROM json_populate_recordset(NULL::${sql.identifier(table)}, ${json}::json)`,
      );
    }
  };
  await insert('restoorderho', rows.headers);
  await insert('restoorderdt', rows.lines);
  await insert('restoorderpayment', rows.payments);
  await insert('restoordertable', rows.tables);
  for (let i = 0; i < rows.journals.length; i += BATCH) {
    const json = JSON.stringify(rows.journals.slice(i, i + BATCH));
    await db.execute(sql`INSERT INTO gl_journal (compcode, outletid, voucherno, voucherdate, orderkey, memo, createby, createtime)
      SELECT compcode, outletid, voucherno, voucherdate, orderkey, memo, createby, createtime
      FROM json_populate_recordset(NULL::gl_journal, ${json}::json)`);
  }
  for (let i = 0; i < rows.journalLines.length; i += BATCH) {
    const json = JSON.stringify(rows.journalLines.slice(i, i + BATCH));
    await db.execute(sql`INSERT INTO gl_journal_line (journalid, lineno, kodeacc, debit, credit, memo)
      SELECT j.journalid, l.lineno, l.kodeacc, l.debit, l.credit, l.memo
      FROM json_to_recordset(${json}::json) AS l (orderkey uuid, lineno int, kodeacc text, debit numeric, credit numeric, memo text)
      JOIN gl_journal j ON j.orderkey = l.orderkey`);
  }
}
