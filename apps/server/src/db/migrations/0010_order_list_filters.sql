-- The order list over a million orders, continued from 0006 and 0007 (docs/performance.md shows the plans).

-- One search index instead of three: outlet, order type, the payment methods, the table names and
-- the courier's trigrams in one GIN index (btree_gin indexes the plain columns), so the filters that
-- match part of a value are combined with the outlet and the order type inside the index. Before,
-- each found every order of its value (a quarter of all orders pay by BCA, one in twenty goes with
-- GoFood) and each was read from the table to learn its outlet and type: 100 to 200 ms for a manager's
-- deliveries paid by BCA, or for a courier with dine-in orders, which cannot have one.
CREATE EXTENSION IF NOT EXISTS btree_gin;
DROP INDEX restoorderho_tablenames_idx;
DROP INDEX restoorderho_paymethods_idx;
DROP INDEX restoorderho_deliverby_trgm_idx;
CREATE INDEX restoorderho_search_idx ON restoorderho USING gin (
  outletid, ordertype, (string_to_array(upper(paymethod), ', ')), (string_to_array(upper(tablename), ', ')), deliverby gin_trgm_ops);

-- The sort indexes carry the outlet and the order date after the orderkey tie-breaker. They never
-- change the order (the key is unique), but a scan in sort order checks a manager's outlet and a date
-- range in the index instead of reading each order from the table first: a quarter of a year sorted
-- by order number read 280,000 orders of other months (100 ms) and now skips them in the index.
-- The date index (0006) stays as it was: without the outlet it can be combined with the search index
-- for a date range (PostgreSQL does not AND two indexes that both test the outlet).
DROP INDEX restoorderho_no_idx;
DROP INDEX restoorderho_outlet_no_idx;
DROP INDEX restoorderho_type_idx;
DROP INDEX restoorderho_table_idx;
DROP INDEX restoorderho_deliverby_idx;
DROP INDEX restoorderho_total_idx;
DROP INDEX restoorderho_createby_idx;
DROP INDEX restoorderho_paymethod_idx;
DROP INDEX restoorderho_posting_idx;
DROP INDEX restoorderho_status_idx;
DROP INDEX restoorderho_pax_idx;
DROP INDEX restoorderho_netto_idx;
DROP INDEX restoorderho_serviceval_idx;
DROP INDEX restoorderho_pb1val_idx;
DROP INDEX restoorderho_type_table_idx;
DROP INDEX restoorderho_type_deliverby_idx;
DROP INDEX restoorderho_outlet_createby_idx;
CREATE INDEX restoorderho_no_idx ON restoorderho (compcode, orderno, orderkey, outletid, orderdate);
CREATE INDEX restoorderho_outlet_no_idx ON restoorderho (compcode, outletid, orderno, orderkey, orderdate);
CREATE INDEX restoorderho_type_idx ON restoorderho (compcode, ordertype, orderkey, outletid, orderdate);
CREATE INDEX restoorderho_table_idx ON restoorderho (compcode, tablename, orderkey, outletid, orderdate);
CREATE INDEX restoorderho_deliverby_idx ON restoorderho (compcode, deliverby, orderkey, outletid, orderdate);
CREATE INDEX restoorderho_total_idx ON restoorderho (compcode, total, orderkey, outletid, orderdate);
CREATE INDEX restoorderho_createby_idx ON restoorderho (compcode, createby, orderkey, outletid, orderdate);
CREATE INDEX restoorderho_paymethod_idx ON restoorderho (compcode, paymethod, orderkey, outletid, orderdate);
CREATE INDEX restoorderho_posting_idx ON restoorderho (compcode, posting, orderkey, outletid, orderdate);
CREATE INDEX restoorderho_status_idx ON restoorderho (compcode, orderstatus, orderkey, outletid, orderdate);
CREATE INDEX restoorderho_pax_idx ON restoorderho (compcode, pax, orderkey, outletid, orderdate);
CREATE INDEX restoorderho_netto_idx ON restoorderho (compcode, netto, orderkey, outletid, orderdate);
CREATE INDEX restoorderho_serviceval_idx ON restoorderho (compcode, serviceval, orderkey, outletid, orderdate);
CREATE INDEX restoorderho_pb1val_idx ON restoorderho (compcode, pb1val, orderkey, outletid, orderdate);
CREATE INDEX restoorderho_type_table_idx ON restoorderho (compcode, ordertype, tablename, orderkey, outletid, orderdate);
CREATE INDEX restoorderho_type_deliverby_idx ON restoorderho (compcode, ordertype, deliverby, orderkey, outletid, orderdate);
CREATE INDEX restoorderho_outlet_createby_idx ON restoorderho (compcode, outletid, createby, orderkey, orderdate);

-- The rare states (void, open, completed but unposted) are gathered from their partial indexes and
-- each order is read from the table; the outlet, the order type and (void) the posting state in the
-- index drop those that other filters exclude before that read. A void order is never posted, so
-- Void with Posting = Posted finds nothing at once instead of reading ten thousand void orders.
DROP INDEX restoorderho_void_idx;
DROP INDEX restoorderho_open_idx;
DROP INDEX restoorderho_unposted_idx;
CREATE INDEX restoorderho_void_idx ON restoorderho (compcode, orderdate, outletid, ordertype, posting) WHERE isvoid = '1';
CREATE INDEX restoorderho_open_idx ON restoorderho (compcode, orderdate, outletid, ordertype) WHERE isvoid = '0' AND orderstatus <> 5;
CREATE INDEX restoorderho_unposted_idx ON restoorderho (compcode, orderdate, outletid, ordertype)
  WHERE isvoid = '0' AND orderstatus = 5 AND posting = 0;
