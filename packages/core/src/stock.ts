/**
 * Stock: what is on the shelves of an outlet, item by item, in the item's unit (invunitom). Every
 * change is an append-only movement; on hand is their sum, valued at the moving average cost.
 * Quantities have 4 decimals and average costs 4 (a gram of saffron costs fractions of a rupiah);
 * both are computed in BigInt ten-thousandths so no float ever enters a sum, and values are whole
 * rupiah. The database does the same arithmetic (migration 0160); these functions are its model.
 */

export const STOCK_KINDS = ['RECEIPT', 'SALE', 'VOID', 'PRODUCTION', 'WASTE', 'TRANSFER_OUT', 'TRANSFER_IN', 'COUNT'] as const;
export type StockKind = (typeof STOCK_KINDS)[number];
/** Kinds that bring goods in at their own unit cost and so move the average cost. */
export const COSTED_INFLOWS: readonly StockKind[] = ['RECEIPT', 'TRANSFER_IN'];

const SCALE = 10_000n;

/** `a / b` for BigInts, rounded half away from zero (b > 0). */
function divideHalfUp(a: bigint, b: bigint): bigint {
  const sign = a < 0n ? -1n : 1n;
  return sign * ((a * sign * 2n + b) / (2n * b));
}

/** A 4-decimal number as ten-thousandths. */
export const units = (value: number): bigint => BigInt(Math.round(value * 10_000));
export const fromUnits = (value: bigint): number => Number(value) / 10_000;
/** A number rounded half away from zero to 4 decimals. */
export const round4 = (value: number): number => fromUnits(units(value));

export interface StockMovement {
  kind: StockKind;
  /** Signed: positive brings goods in, negative takes them out. */
  qty: number;
  unitcost: number;
}

export interface StockLevel {
  onhand: number;
  avgcost: number;
}

export const EMPTY_LEVEL: StockLevel = { onhand: 0, avgcost: 0 };

/** On hand is the sum of the movements, exactly. */
export function onHandOf(movements: Iterable<Pick<StockMovement, 'qty'>>): number {
  let total = 0n;
  for (const m of movements) total += units(m.qty);
  return fromUnits(total);
}

/**
 * The moving average after goods come in (or a receipt is reversed: a negative quantity at the
 * receipt's cost). Stock below zero counts as none, so goods received into a negative shelf are
 * valued at what they cost. When nothing would be left to value the average stays; a value below
 * zero (a reversal meeting the rounding of the average) is none.
 */
export function movingAverage(level: StockLevel, qty: number, unitcost: number): number {
  const base = level.onhand > 0 ? units(level.onhand) : 0n;
  const newQty = base + units(qty);
  const value = base * units(level.avgcost) + units(qty) * units(unitcost);
  if (newQty <= 0n) return level.avgcost;
  return value < 0n ? 0 : fromUnits(divideHalfUp(value, newQty));
}

/** A level after one movement: the quantity always moves, the average only for costed inflows. */
export function applyMovement(level: StockLevel, m: StockMovement): StockLevel {
  const avgcost = COSTED_INFLOWS.includes(m.kind) ? movingAverage(level, m.qty, m.unitcost) : level.avgcost;
  return { onhand: fromUnits(units(level.onhand) + units(m.qty)), avgcost };
}

/** On hand valued at the average cost, in whole rupiah. */
export function stockValue(onhand: number, avgcost: number): number {
  return Number(divideHalfUp(units(onhand) * units(avgcost), SCALE * SCALE));
}

// ---- Sales through recipes ---------------------------------------------------------------------

export interface RecipeUse {
  totalyield: number;
  lines: { itemno: number; quantity: number }[];
}

/**
 * What a sale takes from stock: for each line whose menu has a recipe, the recipe's quantities per
 * portion (quantity / total yield) times the portions sold, summed per item and then rounded to 4
 * decimals, once per item and sale. Answers the quantities taken (positive).
 */
export function saleUsage(lines: { menuid: number; qty: number }[], recipes: ReadonlyMap<number, RecipeUse>): Map<number, number> {
  // Exact fractions per item: numerator over the product of yields would grow, so sum per yield first.
  const perItem = new Map<number, { num: bigint; den: bigint }>();
  for (const line of lines) {
    const recipe = recipes.get(line.menuid);
    if (!recipe) continue;
    const den = units(recipe.totalyield);
    for (const r of recipe.lines) {
      const num = units(line.qty) * units(r.quantity);
      const prev = perItem.get(r.itemno);
      perItem.set(r.itemno, prev ? { num: prev.num * den + num * prev.den, den: prev.den * den } : { num, den });
    }
  }
  const out = new Map<number, number>();
  for (const [itemno, { num, den }] of perItem) {
    // num / den is in units x units / units = units (ten-thousandths): one rounding.
    const used = fromUnits(divideHalfUp(num, den));
    if (used !== 0) out.set(itemno, used);
  }
  return out;
}

/** The movements that give back exactly what a sale's movements took. */
export const voidOf = (taken: StockMovement[]): StockMovement[] => taken.map((m) => ({ kind: 'VOID', qty: -m.qty, unitcost: m.unitcost }));

// ---- Variance ---------------------------------------------------------------------------------

export interface VarianceInput {
  opening: number;
  received: number;
  transferin: number;
  transferout: number;
  wasted: number;
  produced: number;
  closing: number;
  theoreticalusage: number;
  avgcost: number;
}

/**
 * Actual usage is what left the shelves for no recorded reason but sales: opening + received +
 * transferred in - transferred out - wasted - issued to production - closing. The variance is actual
 * less theoretical usage (positive: more went than the recipes explain), valued at the average cost.
 * Every input is non-negative except opening and closing (stock may go negative).
 */
export function varianceOf(v: VarianceInput) {
  const actual =
    units(v.opening) +
    units(v.received) +
    units(v.transferin) -
    units(v.transferout) -
    units(v.wasted) -
    units(v.produced) -
    units(v.closing);
  const variance = actual - units(v.theoreticalusage);
  return {
    actualusage: fromUnits(actual),
    variance: fromUnits(variance),
    variancevalue: stockValue(fromUnits(variance), v.avgcost),
    actualcost: stockValue(fromUnits(actual), v.avgcost),
    theoreticalcost: stockValue(v.theoreticalusage, v.avgcost),
  };
}

/** Food cost as a percentage of net sales, 2 decimals; no sales, no percentage. */
export function costPercent(cost: number, netsales: number): number {
  if (!netsales) return 0;
  return Number(divideHalfUp(BigInt(Math.round(cost)) * 10_000n, BigInt(Math.round(netsales)))) / 100;
}
