import { z } from 'zod';
import { flag, plainText, recordId } from './form-fields.js';
import { modifierKey } from './modifiers.js';

/**
 * The kitchen display: what each save sends the kitchen (a batch of items), the cards a kitchen
 * screen shows, and the rules both the server and the screen apply to them.
 */

/** NEW: an order's first send; ADDED: a later save's additions; VOID: sent, then reduced or removed; REPRINT: sent again on request. */
export const KITCHEN_BATCHES = ['NEW', 'ADDED', 'VOID', 'REPRINT'] as const;
export type KitchenBatch = (typeof KITCHEN_BATCHES)[number];

/** The station of every category not routed elsewhere. */
export const MAIN_STATION = 'KITCHEN';
export const DEFAULT_KITCHEN_WARN_MINUTES = 10;
export const DEFAULT_KITCHEN_LATE_MINUTES = 20;
/** How many bumped cards a screen keeps at hand to recall. */
export const KITCHEN_RECALL_CARDS = 12;
/** The most ids one bump or recall takes: a card holds far fewer, a bump bar one card. */
export const KITCHEN_MAX_IDS = 500;

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const stationName = plainText().toUpperCase().max(30);

/** `?outletid=&station=`: an empty station is the expo view of every station; KITCHEN the main kitchen. */
export const kitchenQuerySchema = z.object({
  outletid: z.preprocess(blank, recordId().optional()),
  station: z.preprocess(blank, stationName.optional()),
});
export type KitchenQuery = z.infer<typeof kitchenQuerySchema>;

export const kitchenIdsSchema = z.object({
  ids: z.array(z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)).min(1).max(KITCHEN_MAX_IDS),
});

/** One item sent to the kitchen, with the order it belongs to (the wire row of `kitchenjob`). */
export const kitchenJobSchema = z.object({
  kitchenjobid: z.number(),
  outletid: z.number(),
  orderkey: z.string(),
  orderno: z.string(),
  tablename: z.string().nullable(),
  ordertype: z.string(),
  pax: z.number(),
  deliverby: z.string().nullable(),
  cashier: z.string(),
  /** '1' when the order was voided after sending: the whole card is struck through. */
  isvoid: z.string(),
  batchno: z.number(),
  batch: z.enum(KITCHEN_BATCHES),
  menuid: z.number(),
  menuname: z.string(),
  menusize: z.string().nullable(),
  qty: z.number(),
  linenote: z.string().nullable(),
  /** The names of the options the item is made with (Large, Less ice). */
  modifiers: z.array(z.string()),
  station: z.string(),
  sentat: z.string(),
  bumpedat: z.string().nullable(),
});
export type KitchenJob = z.infer<typeof kitchenJobSchema>;

export const kitchenCardItemSchema = kitchenJobSchema.pick({
  kitchenjobid: true,
  batch: true,
  menuid: true,
  menuname: true,
  menusize: true,
  qty: true,
  linenote: true,
  modifiers: true,
  station: true,
  bumpedat: true,
});
export type KitchenCardItem = z.infer<typeof kitchenCardItemSchema>;

/** One card: the items one save sent for one order (at a station screen, that station's items). */
export const kitchenCardSchema = kitchenJobSchema
  .pick({
    orderkey: true,
    orderno: true,
    tablename: true,
    ordertype: true,
    pax: true,
    deliverby: true,
    cashier: true,
    isvoid: true,
    batchno: true,
    batch: true,
    sentat: true,
    bumpedat: true,
  })
  .extend({ cardkey: z.string(), items: z.array(kitchenCardItemSchema) });
export type KitchenCard = z.infer<typeof kitchenCardSchema>;

export const allDayCountSchema = z.object({ menuid: z.number(), menuname: z.string(), menusize: z.string().nullable(), qty: z.number() });
export type AllDayCount = z.infer<typeof allDayCountSchema>;

export const kitchenViewSchema = z.object({
  meta: z.object({ total: z.number() }),
  outletid: z.number(),
  /** The station shown, '' for the expo view of all. */
  station: z.string(),
  stations: z.array(z.string()),
  warnminutes: z.number(),
  lateminutes: z.number(),
  /** Open cards in arrival order. */
  list: z.array(kitchenCardSchema),
  /** The last bumped cards, newest first, for recall. */
  recent: z.array(kitchenCardSchema),
  alldaycount: z.array(allDayCountSchema),
});
export type KitchenView = z.infer<typeof kitchenViewSchema>;

export const kitchenStationRouteSchema = z.object({ categid: plainText().min(1).max(20), station: stationName.min(1) });

export const kitchenSettingInputSchema = z
  .object({
    outletid: recordId(),
    kitchendisplay: flag('0'),
    warnminutes: z.coerce.number().int().min(1).max(600).default(DEFAULT_KITCHEN_WARN_MINUTES),
    lateminutes: z.coerce.number().int().min(1).max(600).default(DEFAULT_KITCHEN_LATE_MINUTES),
    stations: z.array(kitchenStationRouteSchema).max(200).default([]),
  })
  .superRefine((s, ctx) => {
    if (s.lateminutes <= s.warnminutes)
      ctx.addIssue({ code: 'custom', path: ['lateminutes'], message: 'must be more than the warning minutes' });
  });
export type KitchenSettingInput = z.input<typeof kitchenSettingInputSchema>;

export const kitchenSettingSchema = z.object({
  outletid: z.number(),
  kitchendisplay: z.enum(['0', '1']),
  kitchenorder: z.string(),
  warnminutes: z.number(),
  lateminutes: z.number(),
  stations: z.array(kitchenStationRouteSchema.extend({ categname: z.string().nullable() })),
});
export type KitchenSetting = z.infer<typeof kitchenSettingSchema>;

/** An open order's items as the kitchen has them: what was sent, what is bumped (ready to serve). */
export const kitchenReadySchema = z.object({
  orderkey: z.string(),
  sent: z.number(),
  bumped: z.number(),
  /** Everything sent is bumped: the table board's "ready" marker. */
  ready: z.boolean(),
  items: z.array(
    z.object({ menuid: z.number(), menuname: z.string(), linenote: z.string().nullable(), sent: z.number(), bumped: z.number() }),
  ),
});
export type KitchenReady = z.infer<typeof kitchenReadySchema>;

// ---- What a save sends the kitchen ----

export interface KitchenLine {
  menuid: number;
  menuname: string;
  menusize: string | null;
  categid?: string | null;
  linenote: string | null;
  /** The options the line is made with: a line of other options is another dish for the kitchen. */
  modifiers?: readonly { modifierid: number; modname: string }[];
  qty: number;
  /** How much of the line the kitchen had before this save (carried over from the stored line it matched). */
  kitchenqty: number;
}
export type KitchenSend = Omit<KitchenLine, 'kitchenqty'>;

/**
 * What one save changes for the kitchen: the quantities it adds, and what it takes back (a line lowered
 * below what was sent, or a sent line removed). A removed line is found per menu: what the stored lines
 * of a menu had sent, less what the saved lines of that menu carried over from them. A menu with other
 * options counts as another menu here, so the take-back names the options that were sent.
 */
export function kitchenDiff(
  stored: readonly KitchenLine[],
  lines: readonly KitchenLine[],
): { added: KitchenSend[]; voided: KitchenSend[] } {
  const send = (l: KitchenLine, qty: number): KitchenSend => ({
    menuid: l.menuid,
    menuname: l.menuname,
    menusize: l.menusize,
    categid: l.categid ?? null,
    linenote: l.linenote,
    modifiers: l.modifiers ?? [],
    qty,
  });
  const kind = (l: KitchenLine) => `${l.menuid}|${modifierKey(l.modifiers)}`;
  const added = lines.filter((l) => l.qty > l.kitchenqty).map((l) => send(l, l.qty - l.kitchenqty));
  const voided = lines.filter((l) => l.kitchenqty > l.qty).map((l) => send(l, l.kitchenqty - l.qty));
  const carried = new Map<string, number>();
  for (const l of lines) carried.set(kind(l), (carried.get(kind(l)) ?? 0) + l.kitchenqty);
  const gone = new Map<string, number>();
  for (const s of stored) gone.set(kind(s), (gone.get(kind(s)) ?? 0) + s.kitchenqty);
  for (const [k, was] of gone) gone.set(k, was - (carried.get(k) ?? 0));
  for (const s of [...stored].reverse()) {
    const left = gone.get(kind(s)) ?? 0;
    const qty = Math.min(left, s.kitchenqty);
    if (qty <= 0) continue;
    voided.push(send(s, qty));
    gone.set(kind(s), left - qty);
  }
  return { added, voided };
}

// ---- Cards ----

/** Groups items into cards (one per order and batch) in arrival order; cards are open while an item is unbumped. */
export function kitchenCards(jobs: readonly KitchenJob[]): KitchenCard[] {
  const cards = new Map<string, KitchenCard>();
  for (const j of [...jobs].sort((a, b) => a.kitchenjobid - b.kitchenjobid)) {
    const cardkey = `${j.orderkey}:${j.batchno}`;
    let card = cards.get(cardkey);
    if (!card) {
      const { orderkey, orderno, tablename, ordertype, pax, deliverby, cashier, isvoid, batchno, batch, sentat } = j;
      card = {
        cardkey,
        orderkey,
        orderno,
        tablename,
        ordertype,
        pax,
        deliverby,
        cashier,
        isvoid,
        batchno,
        batch,
        sentat,
        bumpedat: null,
        items: [],
      };
      cards.set(cardkey, card);
    }
    const { kitchenjobid, batch, menuid, menuname, menusize, qty, linenote, modifiers, station, bumpedat } = j;
    card.items.push({ kitchenjobid, batch, menuid, menuname, menusize, qty, linenote, modifiers, station, bumpedat });
  }
  for (const card of cards.values()) {
    // A save that only took items back is a VOID card; one that also added is an ADDED card with VOID lines.
    card.batch = card.items.find((i) => i.batch !== 'VOID')?.batch ?? 'VOID';
    const bumped = card.items.map((i) => i.bumpedat);
    // ISO times of one zone sort as text: the last bump is when the card was done.
    card.bumpedat = bumped.every(Boolean) ? ((bumped as string[]).sort().at(-1) ?? null) : null;
  }
  return [...cards.values()];
}

/** Items still to cook per menu across the open cards: unbumped items less unbumped voids, never below 0. */
export function allDayCounts(cards: readonly KitchenCard[]): AllDayCount[] {
  const counts = new Map<string, AllDayCount>();
  for (const card of cards) {
    if (card.isvoid === '1') continue;
    for (const i of card.items) {
      if (i.bumpedat) continue;
      const key = `${i.menuid}`;
      const c = counts.get(key) ?? { menuid: i.menuid, menuname: i.menuname, menusize: i.menusize, qty: 0 };
      c.qty += i.batch === 'VOID' ? -i.qty : i.qty;
      counts.set(key, c);
    }
  }
  return [...counts.values()].filter((c) => c.qty > 0).sort((a, b) => b.qty - a.qty || a.menuname.localeCompare(b.menuname));
}

export type KitchenAge = 'ok' | 'warn' | 'late';

/** Whole minutes since the card was sent. */
export const minutesSince = (sentat: string, now: number): number => Math.max(0, Math.floor((now - Date.parse(sentat)) / 60_000));

export function ageLevel(minutes: number, warnminutes: number, lateminutes: number): KitchenAge {
  if (minutes >= lateminutes) return 'late';
  return minutes >= warnminutes ? 'warn' : 'ok';
}

const DESTINATION_WORDS = {
  en: { table: 'TABLE', 'TAKE AWAY': 'TAKE AWAY', DELIVERY: 'DELIVERY' },
  id: { table: 'MEJA', 'TAKE AWAY': 'BAWA PULANG', DELIVERY: 'PESAN ANTAR' },
};

/** Where a card is for, in the screen's language: the table, or take away / delivery with the courier. */
export function kitchenDestination(card: Pick<KitchenCard, 'ordertype' | 'tablename' | 'deliverby'>, lang: 'id' | 'en' = 'en'): string {
  const words = DESTINATION_WORDS[lang];
  if (card.ordertype === 'DINE IN') return `${words.table} ${card.tablename ?? '-'}`;
  if (card.ordertype === 'DELIVERY') return card.deliverby ? `${words.DELIVERY} · ${card.deliverby}` : words.DELIVERY;
  return words[card.ordertype as 'TAKE AWAY'] ?? card.ordertype;
}

// ---- Prep times ----

export const kitchenTimeQuerySchema = z.object({
  tgl1: z.iso.date(),
  tgl2: z.iso.date(),
  outletid: z.preprocess(blank, recordId().optional()),
});

/** Average ticket time (sent to bumped) per outlet, day and station. */
export const kitchenTimeRowSchema = z.object({
  outletid: z.number(),
  outletname: z.string(),
  day: z.string(),
  station: z.string(),
  cards: z.number(),
  avgminutes: z.number(),
  maxminutes: z.number(),
});
export type KitchenTimeRow = z.infer<typeof kitchenTimeRowSchema>;
