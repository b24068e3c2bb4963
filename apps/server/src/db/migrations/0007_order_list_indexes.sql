-- The order list over a million orders, continued from 0006 (docs/performance.md shows the plans).

-- Pax and the amounts sort too (every column of the spec but the note), each with the orderkey
-- tie-breaker, so a page sorted by one of them is read in index order.
CREATE INDEX restoorderho_pax_idx ON restoorderho (compcode, pax, orderkey);
CREATE INDEX restoorderho_netto_idx ON restoorderho (compcode, netto, orderkey);
CREATE INDEX restoorderho_serviceval_idx ON restoorderho (compcode, serviceval, orderkey);
CREATE INDEX restoorderho_pb1val_idx ON restoorderho (compcode, pb1val, orderkey);

-- Table name and Delivery By belong to one order type each (a take-away order has neither), so a list of
-- one type sorted by one of them must not wade through the other types' rows first.
CREATE INDEX restoorderho_type_table_idx ON restoorderho (compcode, ordertype, tablename, orderkey);
CREATE INDEX restoorderho_type_deliverby_idx ON restoorderho (compcode, ordertype, deliverby, orderkey);

-- Cashiers work at one outlet, so a manager's list sorted by cashier would skip the other outlets'
-- cashiers in the company-wide index; this one starts at the outlet.
CREATE INDEX restoorderho_outlet_createby_idx ON restoorderho (compcode, outletid, createby, orderkey);

-- The filters that match part of a value. Table name and payment method match one of the names the
-- order joins with ', ' (its tables, the payment types that paid): array indexes of those names.
-- Delivery By matches any part of the courier's name (ILIKE '%...%'): a trigram index.
CREATE INDEX restoorderho_tablenames_idx ON restoorderho USING gin ((string_to_array(upper(tablename), ', ')));
CREATE INDEX restoorderho_paymethods_idx ON restoorderho USING gin ((string_to_array(upper(paymethod), ', ')));
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX restoorderho_deliverby_trgm_idx ON restoorderho USING gin (deliverby gin_trgm_ops);

-- The state columns depend on each other (a void order is never posted, an open one never posted):
-- without these statistics the planner multiplies their shares and expects rows that cannot exist.
CREATE STATISTICS restoorderho_state_stats (dependencies, mcv) ON isvoid, orderstatus, posting, ordertype FROM restoorderho;
