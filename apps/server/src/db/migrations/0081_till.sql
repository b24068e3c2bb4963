-- The till at lunch rush (issue 18).

-- How often an open order's pre-bill was printed: a guest asking for the bill three times is a sign,
-- and a pre-bill printed after payment started is worth a look. One row per order that printed one.
CREATE TABLE restoorderprebill (
  orderkey uuid PRIMARY KEY REFERENCES restoorderho (orderkey) ON DELETE CASCADE,
  printcount integer NOT NULL DEFAULT 0 CHECK (printcount >= 0),
  lastprinted timestamptz NOT NULL DEFAULT now(),
  lastby text NOT NULL
);

-- The open-orders panel lists an outlet's open orders oldest first: a partial index holds only them.
CREATE INDEX IF NOT EXISTS restoorderho_open_by_outlet_idx ON restoorderho (outletid, orderdate)
  WHERE orderstatus <> 5 AND isvoid = '0';

-- The quick note chips an outlet offers on its till (less sugar, no ice, extra spicy), in their order.
CREATE TABLE restonotechip (
  outletid integer PRIMARY KEY REFERENCES restooutlet (outletid) ON DELETE CASCADE,
  chips text[] NOT NULL DEFAULT '{}',
  updateby text NOT NULL,
  updatetime timestamptz NOT NULL DEFAULT now()
);
