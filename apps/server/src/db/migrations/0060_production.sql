-- Standard production (recipes), production records (inventory issued) and what the daily food cost
-- reads (docs/production.md).

-- A recipe of the company's master items. menuid links it to the menu whose portions it makes (at
-- most one recipe a menu): a sale's theoretical food cost is its quantity times the cost per portion.
CREATE TABLE standardproduction (
  stdrproductionkey uuid PRIMARY KEY,
  compcode text NOT NULL REFERENCES companies (compcode),
  stdrproductionname text NOT NULL,
  description text NOT NULL DEFAULT '',
  totalitems integer NOT NULL DEFAULT 0,
  estimatedtotal numeric(18,2) NOT NULL,
  unitsize text NOT NULL CHECK (unitsize IN ('GR', 'ML')),
  totalyield numeric(18,2) NOT NULL CHECK (totalyield > 0),
  weightperportion numeric(18,2) NOT NULL,
  ttlnetto numeric(18,2) NOT NULL DEFAULT 0,
  matauang text NOT NULL DEFAULT 'IDR',
  menuid integer REFERENCES restomenu (menuid) ON DELETE SET NULL,
  createby text NOT NULL,
  createdate timestamptz NOT NULL DEFAULT now(),
  modified timestamptz NOT NULL DEFAULT now()
);
-- The list's default order, a page at a time.
CREATE INDEX standardproduction_list_idx ON standardproduction (compcode, createdate, stdrproductionkey);
CREATE UNIQUE INDEX standardproduction_menu_uq ON standardproduction (compcode, menuid) WHERE menuid IS NOT NULL;

-- Items are held by key: deleting an item a recipe uses is refused by this foreign key (409).
CREATE TABLE standardproductionline (
  stdrproductionkey uuid NOT NULL REFERENCES standardproduction (stdrproductionkey) ON DELETE CASCADE,
  lineno integer NOT NULL,
  linetype smallint NOT NULL DEFAULT 1,
  itemno integer NOT NULL REFERENCES masteritem (itemno),
  partnumber text NOT NULL,
  itemname text NOT NULL,
  iteminfo text NOT NULL DEFAULT '',
  description text NOT NULL,
  quantity numeric(18,4) NOT NULL,
  unitsize text NOT NULL DEFAULT 'EACH',
  unitprice numeric(18,2) NOT NULL,
  nilai numeric(18,2) NOT NULL,
  matauang text NOT NULL DEFAULT 'IDR',
  PRIMARY KEY (stdrproductionkey, lineno)
);
CREATE INDEX standardproductionline_item_idx ON standardproductionline (itemno);

-- Production codes run per outlet and are never handed out twice, even after a failed save.
CREATE TABLE production_counter (
  outletid integer PRIMARY KEY REFERENCES restooutlet (outletid),
  lastno integer NOT NULL DEFAULT 0
);

CREATE TABLE production (
  productionkey uuid PRIMARY KEY,
  compcode text NOT NULL REFERENCES companies (compcode),
  outletid integer NOT NULL REFERENCES restooutlet (outletid),
  productioncode text NOT NULL,
  productiondate date NOT NULL,
  ttlnetto numeric(18,2) NOT NULL DEFAULT 0,
  matauang text NOT NULL DEFAULT 'IDR',
  createby text NOT NULL,
  createdate timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX production_code_uq ON production (outletid, productioncode);
-- The list and the food cost read an outlet's (or a company's) productions of a period.
CREATE INDEX production_outlet_date_idx ON production (compcode, outletid, productiondate);
CREATE INDEX production_company_date_idx ON production (compcode, productiondate);

-- A line copies the recipe's figures at the time of production: later edits do not rewrite history,
-- and a deleted recipe leaves its productions as they were.
CREATE TABLE productionline (
  productionkey uuid NOT NULL REFERENCES production (productionkey) ON DELETE CASCADE,
  lineno integer NOT NULL,
  stdrproductionkey uuid REFERENCES standardproduction (stdrproductionkey) ON DELETE SET NULL,
  stdrproductionname text NOT NULL,
  description text NOT NULL DEFAULT '',
  estimatedtotal numeric(18,2) NOT NULL,
  unitsize text NOT NULL,
  totalyield numeric(18,2) NOT NULL,
  weightperportion numeric(18,2) NOT NULL,
  ttlnetto numeric(18,2) NOT NULL,
  remark text NOT NULL DEFAULT '',
  PRIMARY KEY (productionkey, lineno)
);
CREATE INDEX productionline_recipe_idx ON productionline (stdrproductionkey);
