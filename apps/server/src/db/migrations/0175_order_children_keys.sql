-- An order's lines, payments, tables and kitchen jobs are written only with their order: by the statement
-- that inserts or updates its header (order_insert_new, order_complete, the split), or in a transaction
-- that has locked the order's row first (an open order's save, merge, transfer, the kitchen's sends, the
-- payments' correction). Orders are never deleted, so the keys' cascades never ran. Their checks cost every
-- sale 19 look-ups of the order it had just written, with the after-trigger queue of each: about a sixth
-- of the database's CPU for a sale. The API tests look for rows without their order instead (the test
-- harness, on closing each app).
ALTER TABLE restoorderdt DROP CONSTRAINT restoorderdt_orderkey_fkey;
ALTER TABLE restoorderpayment DROP CONSTRAINT restoorderpayment_orderkey_fkey;
ALTER TABLE restoordertable DROP CONSTRAINT restoordertable_orderkey_fkey;
ALTER TABLE kitchenjob DROP CONSTRAINT kitchenjob_orderkey_fkey;
