-- Stock (docs/stock.md, docs/decisions/stock.md): every change of an outlet's stock of a master item is
-- an append-only movement; stock_onhand keeps their sum per outlet and item, and the moving average
-- cost, written by a trigger of the very statement that appends the movements, so on hand is the sum
-- of the movements at every moment, whoever writes them.

CREATE TABLE stock_movement (
  movementid bigserial PRIMARY KEY,
  compcode text NOT NULL,
  outletid integer NOT NULL REFERENCES restooutlet (outletid),
  itemno integer NOT NULL REFERENCES masteritem (itemno),
  kind text NOT NULL CHECK (kind IN ('RECEIPT', 'SALE', 'VOID', 'PRODUCTION', 'WASTE', 'TRANSFER_OUT', 'TRANSFER_IN', 'COUNT')),
  -- Signed, in the item's unit (invunitom): positive brings goods in.
  qty numeric(18,4) NOT NULL,
  -- What one unit cost: the receipt's price for goods received, else the average cost when it moved.
  unitcost numeric(18,4) NOT NULL DEFAULT 0,
  -- The document that moved it (a receipt, an order, a count sheet, a production) and its number.
  refkey uuid,
  refno text NOT NULL DEFAULT '',
  reason text NOT NULL DEFAULT '',
  -- The business day the movement counts on: an order's day for its sale and its void, like the sales reports.
  movedate date NOT NULL,
  createby text NOT NULL,
  createdate timestamptz NOT NULL DEFAULT now()
);
-- The movements of an item, and an outlet's movements of a period (the variance report).
CREATE INDEX stock_movement_item_idx ON stock_movement (outletid, itemno, movedate);
CREATE INDEX stock_movement_day_idx ON stock_movement (outletid, movedate);
-- What an order's sale took, to give it back exactly.
CREATE INDEX stock_movement_order_idx ON stock_movement (refkey) WHERE kind IN ('SALE', 'VOID');

CREATE TABLE stock_onhand (
  outletid integer NOT NULL REFERENCES restooutlet (outletid),
  itemno integer NOT NULL REFERENCES masteritem (itemno),
  compcode text NOT NULL,
  onhand numeric(18,4) NOT NULL DEFAULT 0,
  avgcost numeric(18,4) NOT NULL DEFAULT 0,
  -- Below it the item is on the low stock list.
  parlevel numeric(18,4) NOT NULL DEFAULT 0,
  PRIMARY KEY (outletid, itemno)
);

-- Movements are history: nobody changes or removes one; a mistake is undone by another movement.
CREATE FUNCTION stock_movement_frozen() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'stock movements are never changed or removed';
END $$;
CREATE TRIGGER stock_movement_frozen BEFORE UPDATE OR DELETE ON stock_movement
  FOR EACH ROW EXECUTE FUNCTION stock_movement_frozen();

-- One statement's movements added to on hand. Goods received or transferred in move the average cost
-- (core's movingAverage): stock below zero counts as none; the average stays when nothing would be
-- left to value (a reversed receipt bigger than the shelf), and a value below zero is none.
CREATE FUNCTION stock_movements_added() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- Rows are created, then locked, in key order, so two writers never wait for each other in a circle.
  INSERT INTO stock_onhand (outletid, itemno, compcode)
  SELECT DISTINCT outletid, itemno, compcode FROM moved ORDER BY outletid, itemno
  ON CONFLICT DO NOTHING;
  PERFORM 1 FROM stock_onhand s WHERE (s.outletid, s.itemno) IN (SELECT outletid, itemno FROM moved)
  ORDER BY s.outletid, s.itemno FOR UPDATE OF s;
  UPDATE stock_onhand s SET onhand = s.onhand + m.qty,
    avgcost = CASE
      WHEN m.inqty <> 0 AND greatest(s.onhand, 0) + m.inqty > 0
        THEN greatest(round((greatest(s.onhand, 0) * s.avgcost + m.invalue) / (greatest(s.onhand, 0) + m.inqty), 4), 0)
      ELSE s.avgcost END
  FROM (
    SELECT outletid, itemno, sum(qty) AS qty,
      coalesce(sum(qty) FILTER (WHERE kind IN ('RECEIPT', 'TRANSFER_IN')), 0) AS inqty,
      coalesce(sum(qty * unitcost) FILTER (WHERE kind IN ('RECEIPT', 'TRANSFER_IN')), 0) AS invalue
    FROM moved GROUP BY outletid, itemno
  ) m
  WHERE s.outletid = m.outletid AND s.itemno = m.itemno;
  RETURN NULL;
END $$;
CREATE TRIGGER stock_movements_added AFTER INSERT ON stock_movement REFERENCING NEW TABLE AS moved
  FOR EACH STATEMENT EXECUTE FUNCTION stock_movements_added();

-- Goods received: a supplier's document; reversed (never edited) with a reason.
CREATE TABLE stock_receipt (
  receiptkey uuid PRIMARY KEY,
  compcode text NOT NULL REFERENCES companies (compcode),
  outletid integer NOT NULL REFERENCES restooutlet (outletid),
  supplier text NOT NULL,
  docno text NOT NULL,
  receiptdate date NOT NULL,
  totalvalue numeric(18,2) NOT NULL,
  reversed boolean NOT NULL DEFAULT false,
  reversereason text NOT NULL DEFAULT '',
  reversedby text,
  reverseddate timestamptz,
  createby text NOT NULL,
  createdate timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX stock_receipt_list_idx ON stock_receipt (compcode, outletid, receiptdate);

CREATE TABLE stock_receiptline (
  receiptkey uuid NOT NULL REFERENCES stock_receipt (receiptkey),
  lineno integer NOT NULL,
  itemno integer NOT NULL REFERENCES masteritem (itemno),
  qty numeric(18,4) NOT NULL,
  unitcost numeric(18,4) NOT NULL,
  PRIMARY KEY (receiptkey, lineno)
);
CREATE INDEX stock_receiptline_item_idx ON stock_receiptline (itemno);

-- A count sheet (opname): what was counted against the book, kept as it was.
CREATE TABLE stock_count (
  countkey uuid PRIMARY KEY,
  compcode text NOT NULL REFERENCES companies (compcode),
  outletid integer NOT NULL REFERENCES restooutlet (outletid),
  countno text NOT NULL,
  countdate date NOT NULL,
  createby text NOT NULL,
  createdate timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX stock_count_list_idx ON stock_count (compcode, outletid, countdate);

CREATE TABLE stock_countline (
  countkey uuid NOT NULL REFERENCES stock_count (countkey),
  lineno integer NOT NULL,
  itemno integer NOT NULL REFERENCES masteritem (itemno),
  book numeric(18,4) NOT NULL,
  counted numeric(18,4) NOT NULL,
  unitcost numeric(18,4) NOT NULL,
  PRIMARY KEY (countkey, lineno)
);

-- Document numbers of waste, transfers and counts (WS-, TR-, CT-): unique, gaps allowed.
CREATE SEQUENCE stock_docno_seq;

-- ---- Sales through recipes --------------------------------------------------------------------
-- What an order's lines take from stock: per line, the recipe of its menu times quantity / total yield,
-- summed per item and rounded to 4 decimals (core's saleUsage). The one place that expands a sale, so a
-- modifier's own recipe, when modifiers carry one, joins here.
CREATE FUNCTION stock_order_usage(key uuid, comp text) RETURNS TABLE (itemno integer, qty numeric)
LANGUAGE sql STABLE AS $$
  SELECT rl.itemno, round(sum(l.qty * rl.quantity / r.totalyield), 4)
  FROM restoorderdt l
  JOIN standardproduction r ON r.compcode = comp AND r.menuid = l.menuid
  JOIN standardproductionline rl ON rl.stdrproductionkey = r.stdrproductionkey
  WHERE l.orderkey = key
  GROUP BY rl.itemno
$$;

-- An order that became a sale or stopped being one (paid, voided, cancelled, re-opened, deleted) is
-- noted here in its own transaction: one small row, no index, nothing another till waits for. The fold
-- below turns it into movements (docs/architecture.md, "Per-sale effects").
CREATE TABLE stock_sale_delta (orderkey uuid NOT NULL);

CREATE FUNCTION stock_order_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stock_sale_delta VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD.orderkey ELSE NEW.orderkey END);
  RETURN NULL;
END $$;
CREATE TRIGGER stock_order_inserted AFTER INSERT ON restoorderho FOR EACH ROW
  WHEN (NEW.orderstatus = 5 AND NEW.isvoid = '0') EXECUTE FUNCTION stock_order_changed();
CREATE TRIGGER stock_order_updated AFTER UPDATE ON restoorderho FOR EACH ROW
  WHEN ((OLD.orderstatus = 5 AND OLD.isvoid = '0') IS DISTINCT FROM (NEW.orderstatus = 5 AND NEW.isvoid = '0')
    OR (NEW.orderstatus = 5 AND NEW.isvoid = '0' AND (OLD.outletid, OLD.orderdate) IS DISTINCT FROM (NEW.outletid, NEW.orderdate)))
  EXECUTE FUNCTION stock_order_changed();
CREATE TRIGGER stock_order_deleted AFTER DELETE ON restoorderho FOR EACH ROW
  WHEN (OLD.orderstatus = 5 AND OLD.isvoid = '0') EXECUTE FUNCTION stock_order_changed();

-- The fold: the noted orders' movements brought to what each order should have taken now (its lines
-- through recipes while it is a sale, nothing otherwise), the difference appended as SALE or VOID
-- movements. It compares with what the order's movements already took, so a void gives back exactly
-- what the sale took, and folding an order twice changes nothing. Folds run one at a time (the lock),
-- each seeing the movements the one before it wrote. Answers how many notes it folded.
CREATE FUNCTION stock_fold_sales() RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  keys uuid[];
  notes integer;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('stock_fold_sales'));
  WITH d AS (DELETE FROM stock_sale_delta RETURNING orderkey)
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
