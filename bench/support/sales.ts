import { sql } from 'drizzle-orm';
import type { TestApp } from '../../apps/server/src/test/harness.js';

/**
 * Generated sales for the benches that need history (reports, targets): more outlets beside the demo
 * company's three, and years of orders written set-based as a bulk import would write them.
 */

const COLOURS = ['#D81B60', '#5E35B1', '#00897B', '#6D4C41', '#546E7A', '#C0CA33', '#F4511E'];

export const rows = async <T>(t: TestApp, query: ReturnType<typeof sql>) => (await t.database.db.execute(query)).rows as T[];

/** `more` outlets beside the demo company's three; answers every outlet of the company. */
export async function addOutlets(t: TestApp, more: number): Promise<number[]> {
  await t.database.exec(`
    INSERT INTO restooutlet (compcode, outletcode, outletname, alamat1, alamat2, provinsi, servicepc, pb1pc, outletcolor, header1, footer1)
    SELECT 'SAJI', 'BN' || n, 'Saji Cabang ' || n, 'Jl. Cabang ' || n, 'Jakarta', 'DKI Jakarta', 5, 10,
      (ARRAY['${COLOURS.join("','")}'])[(n - 1) % ${COLOURS.length} + 1], 'Saji Cabang ' || n, 'Terima kasih'
    FROM generate_series(1, ${more}) AS n`);
  return (await rows<{ outletid: number }>(t, sql`SELECT outletid FROM restooutlet WHERE compcode = 'SAJI' ORDER BY outletid`)).map(
    (r) => r.outletid,
  );
}

/**
 * `count` orders over the last two years, spread evenly over the outlets given, set-based: the lines first (1 to 9 an order, 5 on average, a
 * menu of the company each at its standard price, one in ten discounted 10 %), then the orders with
 * the sums of their lines, service 5 % and PB1 10 %, about one in a hundred void. Written with the
 * summaries' triggers off, as a bulk import would be, then summarised by the rebuild (a figure).
 */
export async function generateSales(t: TestApp, count: number, outletIds: number[]): Promise<void> {
  const step = Math.floor((730 * 86_400) / count);
  const h = (k: string) => `abs(hashint4(${k}))`;
  // Room to group five million lines in memory rather than on disk.
  await t.database.exec(`
    SET work_mem = '128MB';
    ALTER TABLE restoorderho DISABLE TRIGGER USER;
    ALTER TABLE restoorderdt DISABLE TRIGGER USER;
    CREATE UNLOGGED TABLE bench_lines AS
    SELECT i, j AS lineno, m.ids[x] AS menuid, m.names[x] AS menuname, m.accs[x] AS salesacc, qty, m.prices[x] AS hargajual,
      CASE WHEN ${h('i * 16 + j + 7')} % 10 = 0 THEN round(qty * m.prices[x] / 10) ELSE 0 END AS discval
    FROM (SELECT i, j, 1 + ${h('i * 16 + j')} % (SELECT count(*)::int FROM restomenu WHERE compcode = 'SAJI') AS x,
            1 + (${h('i * 16 + j + 3')} % 5) / 4 AS qty
          FROM generate_series(1, ${count}) AS i, LATERAL generate_series(1, 1 + ${h('i')} % 9) AS j) l,
      (SELECT array_agg(menuid ORDER BY menuid) AS ids, array_agg(menuname ORDER BY menuid) AS names,
              array_agg(salesacc ORDER BY menuid) AS accs, array_agg(hargajualstd ORDER BY menuid) AS prices
       FROM restomenu WHERE compcode = 'SAJI') m;
    INSERT INTO restoorderho (orderkey, compcode, outletid, orderno, orderdate, ordertype, pax, totalitem, totalqty, note,
      subtotal, discval, netto, servicepc, serviceval, dpp, pb1pc, pb1val, total, paidamt, orderstatus, isvoid, voidreason,
      paymethod, paymtime, createby)
    SELECT md5('rpt' || i)::uuid, 'SAJI', o.outletid,
      o.outletcode || '-' || to_char(orderdate AT TIME ZONE 'Asia/Jakarta', 'YYMMDD') || '-' || lpad(i::text, 7, '0'),
      orderdate, (ARRAY['DINE IN', 'DINE IN', 'TAKE AWAY', 'DELIVERY'])[${h('i + 1')} % 4 + 1], 2, items, qty, items || ' menus',
      gross, disc, netto, 5, service, netto + service, 10, pb1, netto + service + pb1, netto + service + pb1,
      5, CASE WHEN ${h('i + 2')} % 97 = 0 THEN '1' ELSE '0' END, CASE WHEN ${h('i + 2')} % 97 = 0 THEN 'Customer left' END,
      (ARRAY['CASH', 'QRIS', 'DEBIT BCA', 'CASH, QRIS'])[${h('i + 3')} % 4 + 1], orderdate + interval '40 minutes',
      lower(o.outletcode) || '-kasir' || (${h('i + 4')} % 3 + 1)
    FROM (SELECT i, count(*)::int AS items, sum(qty)::int AS qty, sum(qty * hargajual) AS gross, sum(discval) AS disc,
            sum(qty * hargajual - discval) AS netto, round(sum(qty * hargajual - discval) * 0.05) AS service,
            round((sum(qty * hargajual - discval) + round(sum(qty * hargajual - discval) * 0.05)) * 0.1) AS pb1,
            now() - interval '730 days' + (i * ${step}) * interval '1 second' AS orderdate,
            (ARRAY[${outletIds.join(', ')}])[${h('i + 5')} % ${outletIds.length} + 1] AS outletid
          FROM bench_lines GROUP BY i) s
    JOIN restooutlet o ON o.outletid = s.outletid;
    INSERT INTO restoorderdt (orderkey, lineno, menuid, menuname, salesacc, qty, hargajual, discpc, discval, netto)
    SELECT md5('rpt' || i)::uuid, lineno, menuid, menuname, salesacc, qty, hargajual, CASE WHEN discval > 0 THEN 10 ELSE 0 END,
      discval, qty * hargajual - discval
    FROM bench_lines;
    DROP TABLE bench_lines;
    ALTER TABLE restoorderho ENABLE TRIGGER USER;
    ALTER TABLE restoorderdt ENABLE TRIGGER USER;
    RESET work_mem;`);
}
