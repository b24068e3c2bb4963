-- The on hand list's first page by name (docs/performance.md, "Stock"): the company's stock items in
-- the order people read their names, so a page is the first rows of this index, each joined to its
-- outlet's level, instead of every item sorted at every read.
CREATE INDEX masteritem_stock_name_idx ON masteritem (compcode, lower(itemname), itemno) WHERE jasa = 0;
