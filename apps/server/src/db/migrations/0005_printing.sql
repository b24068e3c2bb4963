-- The durable print queue (receipts, kitchen tickets, cash drawer kicks) and what saving orders needs
-- beyond 0004: the fingerprint of the last save (a retried save is recognised and changes nothing)
-- and the order in which an order's tables were picked (the first one is the order's tableid).
CREATE TABLE printjob (
  id bigserial PRIMARY KEY,
  compcode text NOT NULL REFERENCES companies (compcode),
  outletid integer NOT NULL REFERENCES restooutlet (outletid),
  orderkey uuid REFERENCES restoorderho (orderkey) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('receipt', 'kitchen', 'drawer')),
  -- host:port of the printer when the job was queued; null when the outlet has none set.
  target text,
  payload bytea NOT NULL,
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'printing', 'done', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  lasterror text,
  nextat timestamptz NOT NULL DEFAULT now(),
  claimedat timestamptz,
  createby text NOT NULL,
  createdate timestamptz NOT NULL DEFAULT now(),
  donetime timestamptz
);
CREATE INDEX printjob_due_idx ON printjob (nextat) WHERE state IN ('queued', 'printing');
CREATE INDEX printjob_outlet_idx ON printjob (outletid, createdate DESC);
CREATE INDEX printjob_order_idx ON printjob (orderkey);

ALTER TABLE restoorderho ADD COLUMN savehash text;
ALTER TABLE restoordertable ADD COLUMN seq smallint NOT NULL DEFAULT 0;
-- The cashier's free note for the order, printed on kitchen tickets (note is the item summary).
ALTER TABLE restoorderho ADD COLUMN remark text;
