-- The stock fold takes at most `max_notes` sale notes a run (NULL: all of them, for the demo's seeding).
-- One statement folding a backlog (a server back after an outage, orders written in bulk) held the
-- embedded database for seconds, and every till waited behind it: 2,000 notes took 7 s. Runs of 100
-- keep a till's wait to one short statement; the background folder runs every 250 ms and readers of
-- stock run it until nothing is left.
DROP FUNCTION stock_fold_sales();
CREATE FUNCTION stock_fold_sales(max_notes integer) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  keys uuid[];
  notes integer;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('stock_fold_sales'));
  WITH d AS (
    DELETE FROM stock_sale_delta WHERE ctid IN (SELECT ctid FROM stock_sale_delta LIMIT max_notes) RETURNING orderkey)
  SELECT array_agg(DISTINCT orderkey), count(*) INTO keys, notes FROM d;
  IF notes = 0 THEN RETURN 0; END IF;
  WITH k AS (SELECT unnest(keys) AS orderkey),
    want AS (
      SELECT o.orderkey, o.compcode, o.outletid, u.itemno, u.qty
      FROM k JOIN restoorderho o ON o.orderkey = k.orderkey AND o.orderstatus = 5 AND o.isvoid = '0'
      CROSS JOIN LATERAL stock_order_usage(o.orderkey, o.compcode) u),
    took AS (
      SELECT m.refkey AS orderkey, min(m.compcode) AS compcode, m.outletid, m.itemno, -sum(m.qty) AS qty
      FROM k JOIN stock_movement m ON m.refkey = k.orderkey AND m.kind IN ('SALE', 'VOID')
      GROUP BY m.refkey, m.outletid, m.itemno),
    diff AS (
      SELECT coalesce(w.orderkey, t.orderkey) AS orderkey, coalesce(w.compcode, t.compcode) AS compcode,
        coalesce(w.outletid, t.outletid) AS outletid, coalesce(w.itemno, t.itemno) AS itemno, coalesce(w.qty, 0) - coalesce(t.qty, 0) AS more
      FROM want w FULL JOIN took t ON t.orderkey = w.orderkey AND t.outletid = w.outletid AND t.itemno = w.itemno)
  INSERT INTO stock_movement (compcode, outletid, itemno, kind, qty, unitcost, refkey, refno, movedate, createby)
  SELECT d.compcode, d.outletid, d.itemno, CASE WHEN d.more > 0 THEN 'SALE' ELSE 'VOID' END, -d.more, coalesce(s.avgcost, 0),
    d.orderkey, coalesce(o.orderno, ''), coalesce(rpt_business_day(o.orderdate), current_date),
    coalesce(CASE WHEN o.isvoid = '1' THEN o.voidby END, o.updateby, '(system)')
  FROM diff d
  LEFT JOIN restoorderho o ON o.orderkey = d.orderkey
  LEFT JOIN stock_onhand s ON s.outletid = d.outletid AND s.itemno = d.itemno
  WHERE d.more <> 0
  ORDER BY d.outletid, d.itemno;
  RETURN notes;
END $$;
