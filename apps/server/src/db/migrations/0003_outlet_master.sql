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

-- Customer search. The name filter matches the start of any word of the name ('sant' finds 'Budi
-- Santoso'); every word prefix (up to 20 characters) is kept in a GIN-indexed array, so a filtered
-- page of a large directory never scans it whole. Plain btree/GIN only: no extension is needed on
-- either database. The phone filter is a prefix of the stored 08… form.
CREATE FUNCTION resto_word_prefixes(name text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT coalesce(array_agg(DISTINCT left(w, n)), '{}')
    FROM regexp_split_to_table(lower(name), '[^[:alnum:]]+') AS w,
         generate_series(1, least(length(w), 20)) AS n
    WHERE w <> ''
  $$;
ALTER TABLE restocustomer ADD COLUMN namekeys text[] GENERATED ALWAYS AS (resto_word_prefixes(customernm)) STORED;
CREATE INDEX restocustomer_namekeys_idx ON restocustomer USING gin (namekeys);
CREATE INDEX restocustomer_phone_prefix_idx ON restocustomer (compcode, "PhoneNo" text_pattern_ops);
CREATE INDEX restocustomer_outlet_idx ON restocustomer (compcode, outletid, customernm);
CREATE INDEX restotablepos_outlet_idx ON restotablepos (outletid, nourut);
-- The export's keyset pages: (name, id) after the last row of the previous page.
CREATE INDEX restocustomer_comp_name_id_idx ON restocustomer (compcode, customernm, customerid);
