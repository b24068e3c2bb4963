-- The sales summaries (migrations 0020 and 0024) are no longer written by the sale itself. A payment
-- used to add its amounts to its outlet's day row, its menus' rows and its month row in its own
-- transaction, so every till of an outlet queued on those rows until the sale before it committed.
-- The same triggers now append the same amounts as deltas: rows that nobody updates, so no sale waits
-- for another. A fold (features/reports/summaries.queries.ts) adds the pending deltas to the
-- summaries and deletes them in one statement, in the background a few times a second and before
-- anything reads the summaries, so every read still agrees with the orders to the rupiah
-- (docs/reports.md, docs/architecture.md "Per-sale effects").

CREATE TABLE rpt_sales_day_delta (
  outletid integer NOT NULL,
  salesdate date NOT NULL,
  compcode text NOT NULL,
  orders integer NOT NULL,
  netto numeric(18,2) NOT NULL,
  serviceval numeric(18,2) NOT NULL,
  pb1val numeric(18,2) NOT NULL,
  total numeric(18,2) NOT NULL
);

CREATE TABLE rpt_sales_menu_day_delta (
  outletid integer NOT NULL,
  salesdate date NOT NULL,
  menuid integer NOT NULL,
  compcode text NOT NULL,
  lines integer NOT NULL,
  qty bigint NOT NULL,
  gross numeric(18,2) NOT NULL,
  discval numeric(18,2) NOT NULL,
  netto numeric(18,2) NOT NULL
);

-- An order's part: its header's amounts and, when asked, its lines as they are stored now.
CREATE OR REPLACE FUNCTION rpt_apply_order(o restoorderho, sign integer, with_lines boolean) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  day date := rpt_business_day(o.orderdate);
BEGIN
  INSERT INTO rpt_sales_day_delta (outletid, salesdate, compcode, orders, netto, serviceval, pb1val, total)
  VALUES (o.outletid, day, o.compcode, sign, sign * o.netto, sign * o.serviceval, sign * o.pb1val, sign * o.total);
  IF with_lines THEN
    INSERT INTO rpt_sales_menu_day_delta (outletid, salesdate, menuid, compcode, lines, qty, gross, discval, netto)
    SELECT o.outletid, day, l.menuid, o.compcode, sign * count(*), sign * sum(l.qty), sign * sum(l.qty * l.hargajual),
      sign * sum(l.discval), sign * sum(l.netto)
    FROM restoorderdt l WHERE l.orderkey = o.orderkey GROUP BY l.menuid;
  END IF;
END $$;

-- Lines written, changed or removed while their order is a sale (the conditions of migration 0020).
CREATE OR REPLACE FUNCTION rpt_lines_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO rpt_sales_menu_day_delta (outletid, salesdate, menuid, compcode, lines, qty, gross, discval, netto)
    SELECT o.outletid, rpt_business_day(o.orderdate), l.menuid, o.compcode, count(*), sum(l.qty), sum(l.qty * l.hargajual),
      sum(l.discval), sum(l.netto)
    FROM new_lines l JOIN restoorderho o ON o.orderkey = l.orderkey AND o.orderstatus = 5 AND o.isvoid = '0'
    GROUP BY 1, 2, 3, 4;
  ELSE
    INSERT INTO rpt_sales_menu_day_delta (outletid, salesdate, menuid, compcode, lines, qty, gross, discval, netto)
    SELECT o.outletid, rpt_business_day(o.orderdate), l.menuid, o.compcode, sum(l.sign), sum(l.sign * l.qty),
      sum(l.sign * l.qty * l.hargajual), sum(l.sign * l.discval), sum(l.sign * l.netto)
    FROM (
      SELECT -1 AS sign, orderkey, menuid, qty, hargajual, discval, netto FROM old_lines
      UNION ALL
      SELECT 1, orderkey, menuid, qty, hargajual, discval, netto FROM new_lines
    ) l
    JOIN restoorderho o ON o.orderkey = l.orderkey AND o.orderstatus = 5 AND o.isvoid = '0'
    GROUP BY 1, 2, 3, 4;
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION rpt_lines_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO rpt_sales_menu_day_delta (outletid, salesdate, menuid, compcode, lines, qty, gross, discval, netto)
  SELECT o.outletid, rpt_business_day(o.orderdate), l.menuid, o.compcode, -count(*), -sum(l.qty), -sum(l.qty * l.hargajual),
    -sum(l.discval), -sum(l.netto)
  FROM old_lines l JOIN restoorderho o ON o.orderkey = l.orderkey AND o.orderstatus = 5 AND o.isvoid = '0'
  GROUP BY 1, 2, 3, 4;
  RETURN NULL;
END $$;

-- The month of a day row that changes in place moves by the difference: one upsert instead of two.
CREATE OR REPLACE FUNCTION rpt_day_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.outletid = NEW.outletid AND OLD.salesdate = NEW.salesdate THEN
    INSERT INTO rpt_sales_month AS s (outletid, salesmonth, compcode, netto)
    VALUES (NEW.outletid, NEW.salesdate - (extract(day FROM NEW.salesdate)::int - 1), NEW.compcode, NEW.netto - OLD.netto)
    ON CONFLICT (outletid, salesmonth) DO UPDATE SET netto = s.netto + excluded.netto;
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM rpt_apply_day(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM rpt_apply_day(NEW, 1); END IF;
  RETURN NULL;
END $$;

-- The fold: every pending delta added to the summaries and deleted, in one statement (a data-modifying
-- WITH runs whole whether or not it is read). The deltas deleted are exactly the ones added, so a delta
-- is folded once whatever runs beside it: a second fold waits for the first's row locks, then finds the
-- rows gone. The sums go in in key order, so two folds lock summary rows in the same order. Answers how
-- many deltas it folded.
CREATE FUNCTION rpt_fold_deltas() RETURNS integer
LANGUAGE sql AS $$
  WITH dd AS (DELETE FROM rpt_sales_day_delta RETURNING *),
    days AS (
      INSERT INTO rpt_sales_day AS s (outletid, salesdate, compcode, orders, netto, serviceval, pb1val, total)
      SELECT outletid, salesdate, compcode, sum(orders), sum(netto), sum(serviceval), sum(pb1val), sum(total)
      FROM dd GROUP BY outletid, salesdate, compcode ORDER BY outletid, salesdate
      ON CONFLICT (outletid, salesdate) DO UPDATE SET
        orders = s.orders + excluded.orders, netto = s.netto + excluded.netto, serviceval = s.serviceval + excluded.serviceval,
        pb1val = s.pb1val + excluded.pb1val, total = s.total + excluded.total),
    md AS (DELETE FROM rpt_sales_menu_day_delta RETURNING *),
    menus AS (
      INSERT INTO rpt_sales_menu_day AS s (outletid, salesdate, menuid, compcode, lines, qty, gross, discval, netto)
      SELECT outletid, salesdate, menuid, compcode, sum(lines), sum(qty), sum(gross), sum(discval), sum(netto)
      FROM md GROUP BY outletid, salesdate, menuid, compcode ORDER BY outletid, salesdate, menuid
      ON CONFLICT (outletid, salesdate, menuid) DO UPDATE SET
        lines = s.lines + excluded.lines, qty = s.qty + excluded.qty, gross = s.gross + excluded.gross,
        discval = s.discval + excluded.discval, netto = s.netto + excluded.netto)
  SELECT ((SELECT count(*) FROM dd) + (SELECT count(*) FROM md))::integer
$$;
