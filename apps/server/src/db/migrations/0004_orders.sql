-- Orders: header, lines, payments, the tables an order occupies, and per-outlet order numbers.
CREATE TABLE restoorderno (
  outletid integer PRIMARY KEY REFERENCES restooutlet (outletid),
  lastno bigint NOT NULL DEFAULT 0
);

CREATE TABLE restoorderho (
  orderkey uuid PRIMARY KEY,
  compcode text NOT NULL REFERENCES companies (compcode),
  outletid integer NOT NULL REFERENCES restooutlet (outletid),
  orderno text NOT NULL,
  orderdate timestamptz NOT NULL DEFAULT now(),
  ordertype text NOT NULL CHECK (ordertype IN ('DINE IN','TAKE AWAY','DELIVERY')),
  tablename text,
  tablecapacity integer NOT NULL DEFAULT 0,
  pax integer NOT NULL DEFAULT 1,
  totalitem integer NOT NULL DEFAULT 0,
  totalqty integer NOT NULL DEFAULT 0,
  note text NOT NULL DEFAULT '',
  customerid integer REFERENCES restocustomer (customerid),
  customernm text,
  "PhoneNo" text,
  "DeliveryAddr" text,
  deliverby text,
  adultqty integer NOT NULL DEFAULT 0,
  childqty integer NOT NULL DEFAULT 0,
  campaignkey text,
  voucherno text,
  subtotal numeric(18,2) NOT NULL DEFAULT 0,
  discval numeric(18,2) NOT NULL DEFAULT 0,
  netto numeric(18,2) NOT NULL DEFAULT 0,
  servicepc numeric(5,2) NOT NULL DEFAULT 0,
  serviceval numeric(18,2) NOT NULL DEFAULT 0,
  dpp numeric(18,2) NOT NULL DEFAULT 0,
  pb1pc numeric(5,2) NOT NULL DEFAULT 0,
  pb1val numeric(18,2) NOT NULL DEFAULT 0,
  total numeric(18,2) NOT NULL DEFAULT 0,
  paidamt numeric(18,2) NOT NULL DEFAULT 0,
  changeamt numeric(18,2) NOT NULL DEFAULT 0,
  orderstatus smallint NOT NULL DEFAULT 1,
  isvoid char(1) NOT NULL DEFAULT '0' CHECK (isvoid IN ('0','1')),
  voidreason text,
  voidby text,
  voidtime timestamptz,
  posting smallint NOT NULL DEFAULT 0 CHECK (posting IN (0,1)),
  postedby text,
  postingtime timestamptz,
  paymtime timestamptz,
  paymethod text,
  endtime timestamptz,
  createby text NOT NULL,
  updateby text,
  updatetime timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX restoorderho_no_uq ON restoorderho (outletid, orderno);

CREATE TABLE restoorderdt (
  orderkey uuid NOT NULL REFERENCES restoorderho (orderkey) ON DELETE CASCADE,
  lineno integer NOT NULL,
  menuid integer NOT NULL REFERENCES restomenu (menuid),
  menuname text NOT NULL,
  menusize text,
  categid text,
  salesacc text NOT NULL,
  qty integer NOT NULL CHECK (qty >= 1),
  hargajual numeric(18,2) NOT NULL,
  discpc numeric(5,2) NOT NULL DEFAULT 0,
  discval numeric(18,2) NOT NULL DEFAULT 0,
  netto numeric(18,2) NOT NULL DEFAULT 0,
  kenapajak smallint NOT NULL DEFAULT 1,
  isfree boolean NOT NULL DEFAULT false,
  linenote text,
  -- How much of this line the kitchen has been sent, so an added quantity is sent once and only once.
  kitchenqty integer NOT NULL DEFAULT 0,
  PRIMARY KEY (orderkey, lineno)
);
CREATE INDEX restoorderdt_menu_idx ON restoorderdt (menuid);

CREATE TABLE restoorderpayment (
  orderkey uuid NOT NULL REFERENCES restoorderho (orderkey) ON DELETE CASCADE,
  lineno integer NOT NULL,
  codepayment text NOT NULL,
  namepayment text NOT NULL,
  kodeacc text NOT NULL,
  paymentnote text,
  paymentamount numeric(18,2) NOT NULL,
  paymentnettamt numeric(18,2) NOT NULL,
  paymentchange numeric(18,2) NOT NULL DEFAULT 0,
  PRIMARY KEY (orderkey, lineno)
);

-- The tables an order sits at; "seated" rows are unique per table, so two terminals can never
-- seat the same table at once: the second insert fails on the index.
CREATE TABLE restoordertable (
  orderkey uuid NOT NULL REFERENCES restoorderho (orderkey) ON DELETE CASCADE,
  tableid integer NOT NULL REFERENCES restotable (tableid),
  seated boolean NOT NULL DEFAULT true,
  PRIMARY KEY (orderkey, tableid)
);
CREATE UNIQUE INDEX restoordertable_seated_uq ON restoordertable (tableid) WHERE seated;
