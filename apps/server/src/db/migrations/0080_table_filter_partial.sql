-- The order list's table filter matches part of a name ('VIP' finds 'VIP3', issue 18), as the courier
-- filter does: a trigram index serves the ILIKE the way restoorderho_search_idx serves the courier's.
CREATE INDEX IF NOT EXISTS restoorderho_tablename_trgm_idx ON restoorderho USING gin (tablename gin_trgm_ops);
