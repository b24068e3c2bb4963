import type { KitchenBatch, KitchenJob, KitchenSend, KitchenTimeRow } from '@saji/core';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { kitchenJobs, kitchenStations, orders, outlets } from '../../db/schema/index.js';
import { statement } from '../../db/statement.js';

/** The kitchen screens of one outlet, optionally one station's. */
export interface KitchenScope {
  compcode: string;
  outletid: number;
  station?: string;
}

const inKitchen = (s: KitchenScope) =>
  and(
    eq(kitchenJobs.compcode, s.compcode),
    eq(kitchenJobs.outletid, s.outletid),
    s.station === undefined ? undefined : eq(kitchenJobs.station, s.station),
  );

export interface NewKitchenItem extends KitchenSend {
  batch: Exclude<KitchenBatch, 'NEW'>;
}

/**
 * Inserts kitchen items (json from jobItems) as one batch of an order: a card per station, the station
 * fixed by the outlet's routing when the item is sent. Shared by the batch below and by the statement
 * that writes a new order (its first batch, NEW, number 1, known without a read).
 */
type Part = SQL | Placeholder;
export const insertJobsSql = (j: {
  compcode: Part;
  outletid: Part;
  orderkey: Part;
  createby: Part;
  items: Part;
  batchno: Part;
  batch: Part;
}) =>
  sql`INSERT INTO ${kitchenJobs} (compcode, outletid, orderkey, batchno, batch, menuid, menuname, menusize, categid, station, qty, linenote,
      modifiers, createby)
    SELECT ${j.compcode}, ${j.outletid}::int, ${j.orderkey}::uuid, ${j.batchno}, ${j.batch},
      i.menuid, i.menuname, i.menusize, i.categid, coalesce(s.station, 'KITCHEN'), i.qty, i.linenote, coalesce(i.modifiers, '[]'), ${j.createby}
    FROM json_to_recordset(${j.items}) AS i (menuid int, menuname text, menusize text, categid text, linenote text, modifiers jsonb,
      qty int, batch text, seq int)
    LEFT JOIN ${kitchenStations} s ON s.outletid = ${j.outletid}::int AND s.categid = i.categid
    ORDER BY i.seq`;

/** Items as insertJobsSql reads them: the screens show the options by name; a cook needs neither their ids nor their prices. */
export const jobItems = (items: readonly (KitchenSend & { batch?: KitchenBatch })[]) =>
  JSON.stringify(items.map((i, seq) => ({ ...i, categid: i.categid ?? null, modifiers: (i.modifiers ?? []).map((m) => m.modname), seq })));

// Runs in every POS save of an open order that sends the kitchen something: one named statement, no read before it.
const insertJobsStatement = statement<{ n: number }>(
  'kitchen_insert_jobs',
  sql`WITH b AS (
      SELECT coalesce(max(batchno), 0) + 1 AS n FROM ${kitchenJobs} WHERE orderkey = ${sql.placeholder('orderkey')}::uuid),
    ins AS (${insertJobsSql({
      compcode: sql.placeholder('compcode'),
      outletid: sql.placeholder('outletid'),
      orderkey: sql.placeholder('orderkey'),
      createby: sql.placeholder('createby'),
      items: sql.placeholder('items'),
      batchno: sql`(SELECT n FROM b)`,
      batch: sql`CASE WHEN i.batch = 'ADDED' AND (SELECT n FROM b) = 1 THEN 'NEW' ELSE i.batch END`,
    })}
      RETURNING 1)
    SELECT (SELECT n FROM b) AS n, (SELECT count(*) FROM ins)::int AS written`,
);

/**
 * Writes one batch of kitchen items (a card per station) in the caller's transaction; its number is the
 * order's next. Saves of one order are serialised by the order's row lock, so numbers do not collide,
 * and the max is read on that one order's index entries: no other order waits for it.
 */
export async function insertJobs(
  tx: DbOrTx,
  batch: { compcode: string; outletid: number; orderkey: string; createby: string; items: NewKitchenItem[] },
): Promise<number> {
  const [row] = await insertJobsStatement(tx, { ...batch, items: jobItems(batch.items) });
  return row.n;
}

const jobColumns = {
  kitchenjobid: kitchenJobs.kitchenjobid,
  outletid: kitchenJobs.outletid,
  orderkey: kitchenJobs.orderkey,
  orderno: orders.orderno,
  tablename: orders.tablename,
  ordertype: orders.ordertype,
  pax: orders.pax,
  deliverby: orders.deliverby,
  cashier: orders.createby,
  isvoid: orders.isvoid,
  batchno: kitchenJobs.batchno,
  batch: kitchenJobs.batch,
  menuid: kitchenJobs.menuid,
  menuname: kitchenJobs.menuname,
  menusize: kitchenJobs.menusize,
  qty: kitchenJobs.qty,
  linenote: kitchenJobs.linenote,
  modifiers: kitchenJobs.modifiers,
  station: kitchenJobs.station,
  sentat: kitchenJobs.sentat,
  bumpedat: kitchenJobs.bumpedat,
};

type JobRow = Omit<KitchenJob, 'sentat' | 'bumpedat'> & { sentat: Date; bumpedat: Date | null };
const wireJob = (r: JobRow): KitchenJob => ({ ...r, sentat: r.sentat.toISOString(), bumpedat: r.bumpedat?.toISOString() ?? null });

async function jobsWhere(db: DbOrTx, where: SQL | undefined): Promise<KitchenJob[]> {
  const rows = await db
    .select(jobColumns)
    .from(kitchenJobs)
    .innerJoin(orders, eq(orders.orderkey, kitchenJobs.orderkey))
    .where(where)
    .orderBy(asc(kitchenJobs.kitchenjobid));
  return (rows as JobRow[]).map(wireJob);
}

/** A time as Date.toISOString() writes it, so every kitchen answer spells its times alike. */
const isoTime = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The job columns of jobsWhere as a select list, the times spelled as Date.toISOString() spells them. */
const jobSelectList = sql.join(
  Object.entries(jobColumns).map(([name, column]) =>
    name === 'sentat' || name === 'bumpedat'
      ? sql`${isoTime(sql`${column}`)} AS ${sql.identifier(name)}`
      : sql`${column} AS ${sql.identifier(name)}`,
  ),
  sql`, `,
);

// Every kitchen screen reads it after every push of its outlet. One json value instead of a row per
// item: PGlite decoded 300 rows of 20 columns in about as long as it took to find them. The columns
// are jobColumns, so both readings answer the same fields.
const openJobsStatement = statement<{ jobs: KitchenJob[] }>(
  'kitchen_open_jobs',
  sql`SELECT coalesce(json_agg(x ORDER BY x.kitchenjobid), '[]') AS jobs FROM (
      SELECT ${jobSelectList}
      FROM ${kitchenJobs} JOIN ${orders} ON ${orders.orderkey} = ${kitchenJobs.orderkey}
      WHERE ${kitchenJobs.compcode} = ${sql.placeholder('compcode')} AND ${kitchenJobs.outletid} = ${sql.placeholder('outletid')}::int
        AND (${sql.placeholder('station')}::text IS NULL OR ${kitchenJobs.station} = ${sql.placeholder('station')}::text)
        -- The cards (order and batch) of the screen that still have an item to bump.
        AND (${kitchenJobs.orderkey}, ${kitchenJobs.batchno}) IN (
          SELECT pending.orderkey, pending.batchno FROM ${kitchenJobs} AS pending
          WHERE pending.compcode = ${sql.placeholder('compcode')} AND pending.outletid = ${sql.placeholder('outletid')}::int
            AND pending.bumpedat IS NULL
            AND (${sql.placeholder('station')}::text IS NULL OR pending.station = ${sql.placeholder('station')}::text))) x`,
);

/** Every item of the open cards (bumped ones too: the card shows them done). */
export async function openJobs(db: DbOrTx, s: KitchenScope): Promise<KitchenJob[]> {
  const [row] = await openJobsStatement(db, { compcode: s.compcode, outletid: s.outletid, station: s.station ?? null });
  return row.jobs;
}

/** The items of the cards bumped in the last hours, newest first, in one statement; the caller drops those still open. */
export function recentlyBumped(db: DbOrTx, s: KitchenScope, limit: number): Promise<KitchenJob[]> {
  const recent = sql`(${kitchenJobs.orderkey}, ${kitchenJobs.batchno}) IN (
    SELECT orderkey, batchno FROM ${kitchenJobs}
    WHERE ${and(inKitchen(s), isNotNull(kitchenJobs.bumpedat), gte(kitchenJobs.bumpedat, sql`now() - interval '12 hours'`))}
    GROUP BY orderkey, batchno ORDER BY max(bumpedat) DESC LIMIT ${limit})`;
  return jobsWhere(db, and(inKitchen(s), recent));
}

/** The items with these ids that the company (and, for a bound user, the outlet) owns. */
export async function jobsOf(db: DbOrTx, compcode: string, outletid: number | null, ids: number[]): Promise<KitchenJob[]> {
  return jobsWhere(
    db,
    and(
      eq(kitchenJobs.compcode, compcode),
      outletid === null ? undefined : eq(kitchenJobs.outletid, outletid),
      inArray(kitchenJobs.kitchenjobid, ids),
    ),
  );
}

/** Marks items bumped; items already bumped keep their time, so a double tap bumps once. */
export async function bump(tx: DbOrTx, ids: number[], username: string): Promise<void> {
  await tx
    .update(kitchenJobs)
    .set({ bumpedat: sql`now()`, bumpedby: username })
    .where(and(inArray(kitchenJobs.kitchenjobid, ids), isNull(kitchenJobs.bumpedat)));
}

export async function recall(tx: DbOrTx, ids: number[]): Promise<void> {
  await tx
    .update(kitchenJobs)
    .set({ bumpedat: null, bumpedby: null })
    .where(and(inArray(kitchenJobs.kitchenjobid, ids), isNotNull(kitchenJobs.bumpedat)));
}

/** Per open order of the outlet: what each menu had sent (net of voids) and bumped. */
export async function readiness(db: DbOrTx, compcode: string, outletid: number) {
  const signed = sql<number>`sum(CASE WHEN ${kitchenJobs.batch} = 'VOID' THEN -${kitchenJobs.qty} WHEN ${kitchenJobs.batch} = 'REPRINT' THEN 0 ELSE ${kitchenJobs.qty} END)::int`;
  const bumped = sql<number>`sum(CASE WHEN ${kitchenJobs.bumpedat} IS NULL OR ${kitchenJobs.batch} = 'REPRINT' THEN 0 WHEN ${kitchenJobs.batch} = 'VOID' THEN -${kitchenJobs.qty} ELSE ${kitchenJobs.qty} END)::int`;
  return db
    .select({
      orderkey: kitchenJobs.orderkey,
      menuid: kitchenJobs.menuid,
      menuname: sql<string>`min(${kitchenJobs.menuname})`,
      linenote: kitchenJobs.linenote,
      sent: signed,
      bumped,
    })
    .from(kitchenJobs)
    .innerJoin(orders, eq(orders.orderkey, kitchenJobs.orderkey))
    .where(and(eq(kitchenJobs.compcode, compcode), eq(kitchenJobs.outletid, outletid), eq(orders.orderstatus, 1), eq(orders.isvoid, '0')))
    .groupBy(kitchenJobs.orderkey, kitchenJobs.menuid, kitchenJobs.linenote)
    .orderBy(asc(kitchenJobs.orderkey), asc(sql`min(${kitchenJobs.kitchenjobid})`));
}

/** Ticket times: per outlet, business day and station, from a card's send to its last bump. */
export async function ticketTimes(
  db: DbOrTx,
  q: { compcode: string; outletid?: number; from: string; to: string; timeZone: string },
): Promise<KitchenTimeRow[]> {
  const cards = db
    .select({
      outletid: kitchenJobs.outletid,
      station: kitchenJobs.station,
      day: sql<string>`to_char(min(${kitchenJobs.sentat}) AT TIME ZONE ${q.timeZone}, 'YYYY-MM-DD')`.as('day'),
      minutes: sql<number>`extract(epoch FROM max(${kitchenJobs.bumpedat}) - min(${kitchenJobs.sentat})) / 60`.as('minutes'),
    })
    .from(kitchenJobs)
    .where(
      and(
        eq(kitchenJobs.compcode, q.compcode),
        q.outletid === undefined ? undefined : eq(kitchenJobs.outletid, q.outletid),
        sql`${kitchenJobs.batch} IN ('NEW', 'ADDED')`,
        gte(kitchenJobs.sentat, sql`(${q.from}::date)::timestamp AT TIME ZONE ${q.timeZone}`),
        lt(kitchenJobs.sentat, sql`(${q.to}::date + 1)::timestamp AT TIME ZONE ${q.timeZone}`),
      ),
    )
    .groupBy(kitchenJobs.outletid, kitchenJobs.station, kitchenJobs.orderkey, kitchenJobs.batchno)
    .having(sql`bool_and(${kitchenJobs.bumpedat} IS NOT NULL)`)
    .as('c');
  const rows = await db
    .select({
      outletid: cards.outletid,
      outletname: outlets.outletname,
      day: cards.day,
      station: cards.station,
      cards: sql<number>`count(*)::int`,
      avgminutes: sql<string>`round(avg(${cards.minutes})::numeric, 1)`,
      maxminutes: sql<string>`round(max(${cards.minutes})::numeric, 1)`,
    })
    .from(cards)
    .innerJoin(outlets, eq(outlets.outletid, cards.outletid))
    .groupBy(cards.outletid, outlets.outletname, cards.day, cards.station)
    .orderBy(desc(cards.day), asc(outlets.outletname), asc(cards.station))
    .limit(1000);
  return rows.map((r) => ({ ...r, avgminutes: Number(r.avgminutes), maxminutes: Number(r.maxminutes) }));
}
