import { costPerPortion, lineCost, sumCosts, totalYield, weightPerPortion } from '@saji/core';

/** The recipe form's header as typed: numbers or '' while empty. */
export interface RecipeHeaderDraft {
  stdrproductionkey?: string;
  stdrproductionname: string;
  description: string;
  estimatedtotal: number | '';
  unitsize: 'GR' | 'ML';
  totalyield: number | '';
  weightperportion: number | '';
  matauang: string;
  menuid: string;
}

export interface RecipeLineDraft {
  /** A local id, so rows keep their identity while lines are added and removed. */
  id: number;
  itemno: number;
  partnumber: string;
  itemname: string;
  description: string;
  quantity: number | '';
  unitsize: string;
  unitprice: number;
}

/** A number as typed counts 0 while empty or unreadable (the field says why; the save refuses it). */
const num = (v: number | '') => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/**
 * The header after one field changed: weight per portion and total yield follow each other
 * (estimated total divided by the other); a new estimated total keeps the portions and recalculates
 * the weight, as the server does.
 */
export function withField<K extends keyof RecipeHeaderDraft>(
  draft: RecipeHeaderDraft,
  field: K,
  value: RecipeHeaderDraft[K],
): RecipeHeaderDraft {
  const next = { ...draft, [field]: value };
  const total = num(next.estimatedtotal);
  if (field === 'weightperportion' && num(next.weightperportion) > 0 && total > 0)
    return { ...next, totalyield: totalYield(total, num(next.weightperportion)) };
  if ((field === 'totalyield' || field === 'estimatedtotal') && num(next.totalyield) > 0 && total > 0)
    return { ...next, weightperportion: weightPerPortion(total, num(next.totalyield)) };
  return next;
}

/** Each line's cost and the recipe's total and cost per portion, as the server will store them. */
export function costsOf(lines: RecipeLineDraft[], totalyield: number | '') {
  const costs = lines.map((l) => lineCost(num(l.quantity), l.unitprice));
  const total = sumCosts(costs);
  return { costs, total, perPortion: costPerPortion(total, num(totalyield)) };
}
