-- Nett sales per outlet and calendar month: the day summary of migration 0020 added up, kept by
-- triggers on rpt_sales_day in the same transaction as the day row, so whatever writes a day row (a
-- sale's completion, a void, the rebuild) keeps its month. Target vs Realization reads a year of every
-- outlet as 12 rows an outlet instead of 365 (docs/targets.md).
CREATE TABLE rpt_sales_month (
  outletid integer NOT NULL REFERENCES restooutlet (outletid),
  -- The month's first day.
  salesmonth date NOT NULL,
  compcode text NOT NULL,
  netto numeric(18,2) NOT NULL DEFAULT 0,
  PRIMARY KEY (outletid, salesmonth)
);
CREATE INDEX rpt_sales_month_company_idx ON rpt_sales_month (compcode, salesmonth, outletid);

-- Adds a day row's netto to its month (sign 1) or takes it away (sign -1). Date arithmetic, not
-- date_trunc, which would go through a timestamp in the session's zone.
CREATE FUNCTION rpt_apply_day(d rpt_sales_day, sign integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO rpt_sales_month AS s (outletid, salesmonth, compcode, netto)
  VALUES (d.outletid, d.salesdate - (extract(day FROM d.salesdate)::int - 1), d.compcode, sign * d.netto)
  ON CONFLICT (outletid, salesmonth) DO UPDATE SET netto = s.netto + excluded.netto
$$;

CREATE FUNCTION rpt_day_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM rpt_apply_day(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM rpt_apply_day(NEW, 1); END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER rpt_day_inserted AFTER INSERT ON rpt_sales_day FOR EACH ROW EXECUTE FUNCTION rpt_day_changed();
-- A sale's other amounts (service, PB1, the order count) move its day row too; only netto, the day or
-- the outlet move the month.
CREATE TRIGGER rpt_day_updated AFTER UPDATE ON rpt_sales_day FOR EACH ROW
  WHEN ((OLD.netto, OLD.salesdate, OLD.outletid) IS DISTINCT FROM (NEW.netto, NEW.salesdate, NEW.outletid))
  EXECUTE FUNCTION rpt_day_changed();
CREATE TRIGGER rpt_day_deleted AFTER DELETE ON rpt_sales_day FOR EACH ROW EXECUTE FUNCTION rpt_day_changed();

-- What exists already.
INSERT INTO rpt_sales_month (outletid, salesmonth, compcode, netto)
SELECT outletid, salesdate - (extract(day FROM salesdate)::int - 1), compcode, sum(netto)
FROM rpt_sales_day GROUP BY 1, 2, 3;
