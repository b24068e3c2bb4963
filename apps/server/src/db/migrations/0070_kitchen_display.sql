-- The kitchen display: per outlet whether kitchen screens are used (beside or instead of the kitchen
-- printer), when a card turns amber and red, and which menu categories go to which station screen;
-- and kitchenjob, one row per item a save sent to the kitchen, written in the save's transaction.
CREATE TABLE kitchensetting (
  outletid integer PRIMARY KEY REFERENCES restooutlet (outletid) ON DELETE CASCADE,
  kitchendisplay char(1) NOT NULL DEFAULT '0' CHECK (kitchendisplay IN ('0', '1')),
  warnminutes integer NOT NULL DEFAULT 10 CHECK (warnminutes BETWEEN 1 AND 600),
  lateminutes integer NOT NULL DEFAULT 20 CHECK (lateminutes BETWEEN 1 AND 600),
  updateby text,
  updatetime timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE kitchenstation (
  outletid integer NOT NULL REFERENCES restooutlet (outletid) ON DELETE CASCADE,
  categid text NOT NULL,
  station text NOT NULL CHECK (station <> ''),
  PRIMARY KEY (outletid, categid)
);

CREATE TABLE kitchenjob (
  kitchenjobid bigserial PRIMARY KEY,
  compcode text NOT NULL REFERENCES companies (compcode),
  outletid integer NOT NULL REFERENCES restooutlet (outletid),
  orderkey uuid NOT NULL REFERENCES restoorderho (orderkey) ON DELETE CASCADE,
  -- The save (or reprint) that sent it: one card per order and batchno.
  batchno integer NOT NULL,
  batch text NOT NULL CHECK (batch IN ('NEW', 'ADDED', 'VOID', 'REPRINT')),
  menuid integer NOT NULL,
  menuname text NOT NULL,
  menusize text,
  categid text,
  -- KITCHEN is the main kitchen; a station is fixed when the item is sent, so a later routing change moves no card.
  station text NOT NULL DEFAULT 'KITCHEN',
  qty integer NOT NULL CHECK (qty > 0),
  linenote text,
  sentat timestamptz NOT NULL DEFAULT now(),
  bumpedat timestamptz,
  bumpedby text,
  createby text NOT NULL
);
-- The screens read the open items of one outlet; the recall list and the prep-time report the bumped ones.
CREATE INDEX kitchenjob_open_idx ON kitchenjob (outletid, kitchenjobid) WHERE bumpedat IS NULL;
CREATE INDEX kitchenjob_bumped_idx ON kitchenjob (outletid, bumpedat) WHERE bumpedat IS NOT NULL;
CREATE INDEX kitchenjob_order_idx ON kitchenjob (orderkey, batchno);

-- Kitchen screens sign in as their own group, bound to one outlet.
ALTER TABLE restooutletuser DROP CONSTRAINT IF EXISTS restooutletuser_usergroup_check;
ALTER TABLE restooutletuser ADD CONSTRAINT restooutletuser_usergroup_check CHECK (usergroup IN ('manager', 'cashier', 'kitchen'));
