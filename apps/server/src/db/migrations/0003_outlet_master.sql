-- Outlet master data: table positions (areas), restaurant tables, payment types and customers.
CREATE TABLE restotablepos (
  outletid integer NOT NULL REFERENCES restooutlet (outletid),
  tableposcode text NOT NULL,
  tableposname text NOT NULL,
  nourut integer NOT NULL DEFAULT 0,
  PRIMARY KEY (outletid, tableposcode)
);

CREATE TABLE restotable (
  tableid serial PRIMARY KEY,
  compcode text NOT NULL REFERENCES companies (compcode),
  outletid integer NOT NULL REFERENCES restooutlet (outletid),
  tablename text NOT NULL,
  tablecapacity integer NOT NULL CHECK (tablecapacity BETWEEN 1 AND 100),
  tableposcode text NOT NULL,
  tableaktif char(1) NOT NULL DEFAULT '1' CHECK (tableaktif IN ('0','1')),
  FOREIGN KEY (outletid, tableposcode) REFERENCES restotablepos (outletid, tableposcode) ON UPDATE CASCADE
);
CREATE UNIQUE INDEX restotable_name_uq ON restotable (outletid, tablename);
CREATE INDEX restotable_comp_idx ON restotable (compcode, outletid);

CREATE TABLE restopaymenttype (
  compcode text NOT NULL REFERENCES companies (compcode),
  codepayment text NOT NULL,
  namepayment text NOT NULL,
  kodeacc text NOT NULL DEFAULT '1',
  nourut integer NOT NULL DEFAULT 0,
  -- The cash line takes the change; by default the type whose code is CASH.
  iscash boolean NOT NULL DEFAULT false,
  PRIMARY KEY (compcode, codepayment)
);

CREATE TABLE restocustomer (
  customerid serial PRIMARY KEY,
  compcode text NOT NULL REFERENCES companies (compcode),
  customernm text NOT NULL,
  "DeliveryAddr" text,
  "City" text,
  -- Normalised to the 08… form so every way of typing a number finds the same customer.
  "PhoneNo" text NOT NULL,
  outletid integer REFERENCES restooutlet (outletid),
  createdate timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX restocustomer_phone_uq ON restocustomer (compcode, "PhoneNo");
CREATE INDEX restocustomer_comp_name_idx ON restocustomer (compcode, customernm);
