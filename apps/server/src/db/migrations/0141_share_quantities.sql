-- A bill split in equal checks (issue 28) gives each check a share of every line: a third of one Nasi
-- Goreng is 0.3333 of a portion (the first check takes what is left, 0.3334), so a line's quantity has
-- 4 decimals. Whole portions stay whole, and the shares of a line add up to it exactly.
ALTER TABLE restoorderdt
  DROP CONSTRAINT restoorderdt_qty_check,
  ALTER COLUMN qty TYPE numeric(10, 4),
  ADD CONSTRAINT restoorderdt_qty_check CHECK (qty > 0);

-- The menu summaries add those shares up: their quantity keeps the 4 decimals and their gross (each
-- line's qty x price) 6, so the checks of one bill add up to its quantity and its gross to the rupiah
-- whichever day and fold they land in.
ALTER TABLE rpt_sales_menu_day ALTER COLUMN qty TYPE numeric(18, 4), ALTER COLUMN gross TYPE numeric(24, 6);
ALTER TABLE rpt_sales_menu_day_delta ALTER COLUMN qty TYPE numeric(18, 4), ALTER COLUMN gross TYPE numeric(24, 6);
