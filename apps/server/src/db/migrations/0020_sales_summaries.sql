-- The reporting model (docs/reports.md): sales per outlet and business day, and per outlet, day and
-- menu, kept by triggers in the same transaction as the order change that moves them, so the charts
-- and targets read a few thousand rows instead of a million orders.
--
-- A sale is a completed (orderstatus 5), non-void order, on the business day of its orderdate in the
-- session's time zone, which the server sets to SAJI_TIMEZONE on every connection (db/client.ts).
-- rpt_summary_state records the zone the summaries were built in; a start under another zone rebuilds
-- them (features/reports/summaries.ts).

CREATE TABLE rpt_sales_day (
  outletid integer NOT NULL REFERENCES restooutlet (outletid),
  salesdate date NOT NULL,
  compcode text NOT NULL,
  orders integer NOT NULL DEFAULT 0,
  netto numeric(18,2) NOT NULL DEFAULT 0,
  serviceval numeric(18,2) NOT NULL DEFAULT 0,
  pb1val numeric(18,2) NOT NULL DEFAULT 0,
  total numeric(18,2) NOT NULL DEFAULT 0,
  PRIMARY KEY (outletid, salesdate)
);
-- An admin's chart reads every outlet of the company for a date range.
CREATE INDEX rpt_sales_day_company_idx ON rpt_sales_day (compcode, salesdate, outletid);

CREATE TABLE rpt_sales_menu_day (
  outletid integer NOT NULL REFERENCES restooutlet (outletid),
  salesdate date NOT NULL,
  menuid integer NOT NULL REFERENCES restomenu (menuid),
  compcode text NOT NULL,
  -- Order lines counted: the size of the sales-by-menu list for a range, known before reading it.
  lines integer NOT NULL DEFAULT 0,
  qty bigint NOT NULL DEFAULT 0,
  gross numeric(18,2) NOT NULL DEFAULT 0,
  discval numeric(18,2) NOT NULL DEFAULT 0,
  netto numeric(18,2) NOT NULL DEFAULT 0,
  PRIMARY KEY (outletid, salesdate, menuid)
);
CREATE INDEX rpt_sales_menu_day_company_idx ON rpt_sales_menu_day (compcode, salesdate, outletid);

-- The lists read an outlet's sales of a period in order date order, a page at a time: the sales alone,
-- in that order (only completed orders enter it, so an open order costs the POS nothing here).
CREATE INDEX restoorderho_sales_idx ON restoorderho (compcode, outletid, orderdate, orderkey)
  WHERE orderstatus = 5 AND isvoid = '0';

CREATE TABLE rpt_summary_state (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  timezone text NOT NULL
);

-- The business day of an order date in the session's zone.
CREATE FUNCTION rpt_business_day(t timestamptz) RETURNS date
LANGUAGE sql STABLE AS $$ SELECT (t AT TIME ZONE current_setting('TimeZone'))::date $$;

-- Adds (sign 1) or takes away (sign -1) one order's header amounts and, when asked, its lines as they
-- are stored now; one statement either way.
CREATE FUNCTION rpt_apply_order(o restoorderho, sign integer, with_lines boolean) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  day date := rpt_business_day(o.orderdate);
BEGIN
  IF NOT with_lines THEN
    INSERT INTO rpt_sales_day AS s (outletid, salesdate, compcode, orders, netto, serviceval, pb1val, total)
    VALUES (o.outletid, day, o.compcode, sign, sign * o.netto, sign * o.serviceval, sign * o.pb1val, sign * o.total)
    ON CONFLICT (outletid, salesdate) DO UPDATE SET
      orders = s.orders + excluded.orders, netto = s.netto + excluded.netto, serviceval = s.serviceval + excluded.serviceval,
      pb1val = s.pb1val + excluded.pb1val, total = s.total + excluded.total;
    RETURN;
  END IF;
  WITH d AS (
    INSERT INTO rpt_sales_day AS s (outletid, salesdate, compcode, orders, netto, serviceval, pb1val, total)
    VALUES (o.outletid, day, o.compcode, sign, sign * o.netto, sign * o.serviceval, sign * o.pb1val, sign * o.total)
    ON CONFLICT (outletid, salesdate) DO UPDATE SET
      orders = s.orders + excluded.orders, netto = s.netto + excluded.netto, serviceval = s.serviceval + excluded.serviceval,
      pb1val = s.pb1val + excluded.pb1val, total = s.total + excluded.total)
  INSERT INTO rpt_sales_menu_day AS s (outletid, salesdate, menuid, compcode, lines, qty, gross, discval, netto)
  SELECT o.outletid, day, l.menuid, o.compcode, sign * count(*), sign * sum(l.qty), sign * sum(l.qty * l.hargajual),
    sign * sum(l.discval), sign * sum(l.netto)
  FROM restoorderdt l WHERE l.orderkey = o.orderkey GROUP BY l.menuid
  ON CONFLICT (outletid, salesdate, menuid) DO UPDATE SET
    lines = s.lines + excluded.lines, qty = s.qty + excluded.qty, gross = s.gross + excluded.gross,
    discval = s.discval + excluded.discval, netto = s.netto + excluded.netto;
END $$;

-- The header's part. An order's lines are counted by the lines' triggers while it is a sale, so the
-- header moves them only when the order becomes or stops being a sale, or changes outlet or day; a
-- new order's lines are always written after (or with) its header and are counted by those triggers.
-- (One SQL statement must therefore not both turn an order into a sale and write its lines: the
-- application never does; the rebuild command would find and correct it.)
CREATE FUNCTION rpt_order_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  was_sale boolean := TG_OP <> 'INSERT' AND OLD.orderstatus = 5 AND OLD.isvoid = '0';
  is_sale boolean := TG_OP <> 'DELETE' AND NEW.orderstatus = 5 AND NEW.isvoid = '0';
  lines_move boolean := TG_OP <> 'INSERT' AND NOT (was_sale AND is_sale AND OLD.outletid = NEW.outletid
    AND rpt_business_day(OLD.orderdate) = rpt_business_day(NEW.orderdate));
BEGIN
  IF was_sale THEN PERFORM rpt_apply_order(OLD, -1, lines_move); END IF;
  IF is_sale THEN PERFORM rpt_apply_order(NEW, 1, lines_move); END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NULL;
END $$;

-- The WHEN clauses keep the POS cheap: opening an order, re-saving an open one, posting and freeing
-- tables never enter the function.
CREATE TRIGGER rpt_order_inserted AFTER INSERT ON restoorderho FOR EACH ROW
  WHEN (NEW.orderstatus = 5 AND NEW.isvoid = '0') EXECUTE FUNCTION rpt_order_changed();
CREATE TRIGGER rpt_order_updated AFTER UPDATE ON restoorderho FOR EACH ROW
  WHEN (((OLD.orderstatus = 5 AND OLD.isvoid = '0') OR (NEW.orderstatus = 5 AND NEW.isvoid = '0'))
    AND (OLD.orderstatus, OLD.isvoid, OLD.outletid, OLD.compcode, OLD.orderdate, OLD.netto, OLD.serviceval, OLD.pb1val, OLD.total)
      IS DISTINCT FROM (NEW.orderstatus, NEW.isvoid, NEW.outletid, NEW.compcode, NEW.orderdate, NEW.netto, NEW.serviceval, NEW.pb1val, NEW.total))
  EXECUTE FUNCTION rpt_order_changed();
-- Before, not after: the lines are still there to take away (the cascade removes them after the header).
CREATE TRIGGER rpt_order_deleted BEFORE DELETE ON restoorderho FOR EACH ROW
  WHEN (OLD.orderstatus = 5 AND OLD.isvoid = '0') EXECUTE FUNCTION rpt_order_changed();

-- The lines' part: lines written, changed or removed while their order is a sale. One statement of
-- lines is one aggregated write, whatever the number of lines; lines of an open order (every line the
-- POS writes) cost one look-up of their order each. A branch reads only the transition tables its
-- event has: PL/pgSQL plans a statement when it first runs it.
CREATE FUNCTION rpt_lines_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO rpt_sales_menu_day AS s (outletid, salesdate, menuid, compcode, lines, qty, gross, discval, netto)
    SELECT o.outletid, rpt_business_day(o.orderdate), l.menuid, o.compcode, count(*), sum(l.qty), sum(l.qty * l.hargajual),
      sum(l.discval), sum(l.netto)
    FROM new_lines l JOIN restoorderho o ON o.orderkey = l.orderkey AND o.orderstatus = 5 AND o.isvoid = '0'
    GROUP BY 1, 2, 3, 4
    ON CONFLICT (outletid, salesdate, menuid) DO UPDATE SET
      lines = s.lines + excluded.lines, qty = s.qty + excluded.qty, gross = s.gross + excluded.gross,
      discval = s.discval + excluded.discval, netto = s.netto + excluded.netto;
  ELSE
    INSERT INTO rpt_sales_menu_day AS s (outletid, salesdate, menuid, compcode, lines, qty, gross, discval, netto)
    SELECT o.outletid, rpt_business_day(o.orderdate), l.menuid, o.compcode, sum(l.sign), sum(l.sign * l.qty),
      sum(l.sign * l.qty * l.hargajual), sum(l.sign * l.discval), sum(l.sign * l.netto)
    FROM (
      SELECT -1 AS sign, orderkey, menuid, qty, hargajual, discval, netto FROM old_lines
      UNION ALL
      SELECT 1, orderkey, menuid, qty, hargajual, discval, netto FROM new_lines
    ) l
    JOIN restoorderho o ON o.orderkey = l.orderkey AND o.orderstatus = 5 AND o.isvoid = '0'
    GROUP BY 1, 2, 3, 4
    ON CONFLICT (outletid, salesdate, menuid) DO UPDATE SET
      lines = s.lines + excluded.lines, qty = s.qty + excluded.qty, gross = s.gross + excluded.gross,
      discval = s.discval + excluded.discval, netto = s.netto + excluded.netto;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER rpt_lines_inserted AFTER INSERT ON restoorderdt REFERENCING NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION rpt_lines_changed();
CREATE TRIGGER rpt_lines_updated AFTER UPDATE ON restoorderdt REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION rpt_lines_changed();
-- A delete has no new lines: it gets its own function, which names no new_lines.
CREATE FUNCTION rpt_lines_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO rpt_sales_menu_day AS s (outletid, salesdate, menuid, compcode, lines, qty, gross, discval, netto)
  SELECT o.outletid, rpt_business_day(o.orderdate), l.menuid, o.compcode, -count(*), -sum(l.qty), -sum(l.qty * l.hargajual),
    -sum(l.discval), -sum(l.netto)
  FROM old_lines l JOIN restoorderho o ON o.orderkey = l.orderkey AND o.orderstatus = 5 AND o.isvoid = '0'
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (outletid, salesdate, menuid) DO UPDATE SET
    lines = s.lines + excluded.lines, qty = s.qty + excluded.qty, gross = s.gross + excluded.gross,
    discval = s.discval + excluded.discval, netto = s.netto + excluded.netto;
  RETURN NULL;
END $$;
CREATE TRIGGER rpt_lines_deleted AFTER DELETE ON restoorderdt REFERENCING OLD TABLE AS old_lines
  FOR EACH STATEMENT EXECUTE FUNCTION rpt_lines_deleted();

-- What exists already: every sale so far.
INSERT INTO rpt_sales_day (outletid, salesdate, compcode, orders, netto, serviceval, pb1val, total)
SELECT outletid, rpt_business_day(orderdate), compcode, count(*), sum(netto), sum(serviceval), sum(pb1val), sum(total)
FROM restoorderho WHERE orderstatus = 5 AND isvoid = '0'
GROUP BY 1, 2, 3;

INSERT INTO rpt_sales_menu_day (outletid, salesdate, menuid, compcode, lines, qty, gross, discval, netto)
SELECT o.outletid, rpt_business_day(o.orderdate), l.menuid, o.compcode, count(*), sum(l.qty), sum(l.qty * l.hargajual),
  sum(l.discval), sum(l.netto)
FROM restoorderho o JOIN restoorderdt l ON l.orderkey = o.orderkey
WHERE o.orderstatus = 5 AND o.isvoid = '0'
GROUP BY 1, 2, 3, 4;

INSERT INTO rpt_summary_state (timezone) VALUES (current_setting('TimeZone'));
