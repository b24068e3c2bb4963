-- The customer name-word index takes new entries at once instead of through GIN's pending list.
-- Customers arrive one at a time, so the insert cost is small; a pending list that only a VACUUM
-- merges would make the planner price the index high and walk the whole directory instead, and the
-- embedded database runs no autovacuum.
ALTER INDEX restocustomer_namekeys_idx SET (fastupdate = off);
