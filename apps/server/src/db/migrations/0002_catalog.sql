-- Catalogue: menu categories, menus with per-outlet prices, and the master item list for recipe costing.
CREATE TABLE restomenucategory (
  compcode text NOT NULL REFERENCES companies (compcode),
  categid text NOT NULL,
  categname text NOT NULL,
  nourut integer NOT NULL DEFAULT 0,
  PRIMARY KEY (compcode, categid)
);

CREATE TABLE restomenu (
  menuid serial PRIMARY KEY,
  compcode text NOT NULL REFERENCES companies (compcode),
  menucode text NOT NULL,
  menuname text NOT NULL,
  menusize text,
  menudesc text NOT NULL DEFAULT '',
  menucateg text NOT NULL,
  salesacc text NOT NULL,
  hargajualstd numeric(18,2) NOT NULL CHECK (hargajualstd >= 1),
  kenapajakstd smallint NOT NULL DEFAULT 1 CHECK (kenapajakstd IN (0,1)),
  menuimg text,
  aktif char(1) NOT NULL DEFAULT '1' CHECK (aktif IN ('0','1')),
  modified timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (compcode, menucateg) REFERENCES restomenucategory (compcode, categid) ON UPDATE CASCADE
);
CREATE UNIQUE INDEX restomenu_code_uq ON restomenu (compcode, menucode);
CREATE INDEX restomenu_comp_name_idx ON restomenu (compcode, menuname);
CREATE INDEX restomenu_comp_categ_idx ON restomenu (compcode, menucateg);

CREATE TABLE restomenuoutlet (
  menuid integer NOT NULL REFERENCES restomenu (menuid) ON DELETE CASCADE,
  outletid integer NOT NULL REFERENCES restooutlet (outletid),
  hargajual numeric(18,2) NOT NULL CHECK (hargajual >= 1),
  kenapajak smallint NOT NULL DEFAULT 1 CHECK (kenapajak IN (0,1)),
  PRIMARY KEY (menuid, outletid)
);
CREATE INDEX restomenuoutlet_outlet_idx ON restomenuoutlet (outletid);

CREATE TABLE masteritem (
  itemno serial PRIMARY KEY,
  compcode text NOT NULL REFERENCES companies (compcode),
  partnumber text NOT NULL,
  itemname text NOT NULL,
  invunitom text NOT NULL DEFAULT 'EACH',
  itemcategory text,
  headcategory text,
  jasa smallint NOT NULL DEFAULT 0 CHECK (jasa IN (0,1)),
  lastprice numeric(18,2) NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX masteritem_part_uq ON masteritem (compcode, partnumber);
