-- The summaries' trigger on an order's header (migration 0020) handed the order to rpt_apply_order()
-- (migration 0110) for the row taken away and for the row added: a PL/pgSQL call per side with the whole
-- order row as its argument, in the payment of every sale. The call cost twice what the deltas it
-- appended did (0.14 ms against 0.06 ms a sale, docs/performance.md, "The database's part of a sale").
-- The trigger now appends the same deltas itself; what it appends is unchanged.

CREATE OR REPLACE FUNCTION rpt_order_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  was_sale boolean := TG_OP <> 'INSERT' AND OLD.orderstatus = 5 AND OLD.isvoid = '0';
  is_sale boolean := TG_OP <> 'DELETE' AND NEW.orderstatus = 5 AND NEW.isvoid = '0';
  -- The lines move with the header only when the order becomes or stops being a sale, or changes outlet
  -- or day (migration 0020); otherwise the lines' own triggers count them.
  lines_move boolean := TG_OP <> 'INSERT' AND NOT (was_sale AND is_sale AND OLD.outletid = NEW.outletid
    AND rpt_business_day(OLD.orderdate) = rpt_business_day(NEW.orderdate));
BEGIN
  IF was_sale THEN
    INSERT INTO rpt_sales_day_delta (outletid, salesdate, compcode, orders, netto, serviceval, pb1val, total)
    VALUES (OLD.outletid, rpt_business_day(OLD.orderdate), OLD.compcode, -1, -OLD.netto, -OLD.serviceval, -OLD.pb1val, -OLD.total);
    IF lines_move THEN
      INSERT INTO rpt_sales_menu_day_delta (outletid, salesdate, menuid, compcode, lines, qty, gross, discval, netto)
      SELECT OLD.outletid, rpt_business_day(OLD.orderdate), l.menuid, OLD.compcode, -count(*), -sum(l.qty), -sum(l.qty * l.hargajual),
        -sum(l.discval), -sum(l.netto)
      FROM restoorderdt l WHERE l.orderkey = OLD.orderkey GROUP BY l.menuid;
    END IF;
  END IF;
  IF is_sale THEN
    INSERT INTO rpt_sales_day_delta (outletid, salesdate, compcode, orders, netto, serviceval, pb1val, total)
    VALUES (NEW.outletid, rpt_business_day(NEW.orderdate), NEW.compcode, 1, NEW.netto, NEW.serviceval, NEW.pb1val, NEW.total);
    IF lines_move THEN
      INSERT INTO rpt_sales_menu_day_delta (outletid, salesdate, menuid, compcode, lines, qty, gross, discval, netto)
      SELECT NEW.outletid, rpt_business_day(NEW.orderdate), l.menuid, NEW.compcode, count(*), sum(l.qty), sum(l.qty * l.hargajual),
        sum(l.discval), sum(l.netto)
      FROM restoorderdt l WHERE l.orderkey = NEW.orderkey GROUP BY l.menuid;
    END IF;
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NULL;
END $$;

DROP FUNCTION rpt_apply_order(restoorderho, integer, boolean);
