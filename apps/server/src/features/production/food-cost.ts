import { type FoodCostChart, foodCostPercent, portionsCost, type ReportFilter, sumCosts } from '@saji/core';
import type { DbOrTx } from '../../db/client.js';
import type { ScopedTo } from '../../platform/auth/scope.js';
import { menusSoldPerDay, salesPerDay } from '../reports/index.js';
import { portionCostsByMenu } from '../standard-production/index.js';
import { issuedCostPerDay } from './production.queries.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agt', 'Sep', 'Okt', 'Nov', 'Des'];

/** Every business day of the range, YYYY-MM-DD. */
export function daysOf(tgl1: string, tgl2: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${tgl1}T00:00:00Z`); t <= Date.parse(`${tgl2}T00:00:00Z`); t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

const labelOf = (day: string) => `${day.slice(8, 10)}-${MONTHS[Number(day.slice(5, 7)) - 1]}`;

/**
 * The daily food cost: per business day of the range, nett sales (the reports' definition of a sale),
 * the cost of the inventory issued (productions of that date), the theoretical cost of the menus sold
 * (portions x their recipe's cost per portion, for menus that have a recipe) and the food cost
 * percentage (issued cost / nett sales).
 */
export async function foodCostDaily(db: DbOrTx, scope: ScopedTo, filter: ReportFilter): Promise<FoodCostChart> {
  const range = { tgl1: filter.tgl1, tgl2: filter.tgl2 };
  const [sales, issued, sold, perPortion] = await Promise.all([
    salesPerDay(db, scope, range),
    issuedCostPerDay(db, scope, range),
    menusSoldPerDay(db, scope, range),
    portionCostsByMenu(db, scope.compcode),
  ]);
  const dates = daysOf(range.tgl1, range.tgl2);
  const slot = new Map(dates.map((d, i) => [d, i]));
  const salesData = new Array<number>(dates.length).fill(0);
  const costData = new Array<number>(dates.length).fill(0);
  const theoretical: number[][] = dates.map(() => []);
  for (const s of sales) salesData[slot.get(s.salesdate) ?? 0] = s.sales;
  for (const c of issued) costData[slot.get(c.productiondate) ?? 0] = Number(c.cost);
  for (const m of sold) {
    const cost = perPortion.get(m.menuid);
    if (cost !== undefined) theoretical[slot.get(m.salesdate) ?? 0].push(portionsCost(m.qty, cost));
  }
  const theoryData = theoretical.map((costs) => sumCosts(costs));
  const totals = { sales: sumCosts(salesData), cost: sumCosts(costData), theoretical: sumCosts(theoryData) };
  return {
    labels: dates.map(labelOf),
    dates,
    datasets: [
      { label: 'Sales', labelid: 'sales', data: salesData, backgroundColor: '#4dabf7' },
      { label: 'Production cost', labelid: 'cost', data: costData, backgroundColor: '#ff8787' },
      { label: 'Theoretical food cost', labelid: 'theoretical', data: theoryData, backgroundColor: '#ffd43b' },
      {
        label: 'Food cost %',
        labelid: 'percent',
        data: dates.map((_, i) => foodCostPercent(costData[i], salesData[i])),
        backgroundColor: '#2f9e44',
      },
    ],
    totals: {
      ...totals,
      percent: foodCostPercent(totals.cost, totals.sales),
      theoreticalPercent: foodCostPercent(totals.theoretical, totals.sales),
    },
    ...range,
  };
}
