-- Orders taken while the till had no server (issue 29): when the till took it, by its own clock (the
-- order's date is that time too; this column says the date came from a device), and its provisional
-- number (terminal code and the device's running number, KASIR-1-000123), printed on its receipt.
ALTER TABLE restoorderho ADD COLUMN offlineat timestamptz;
ALTER TABLE restoorderho ADD COLUMN offlineno text;
-- The cashier holding an offline receipt finds the order by the number printed on it.
CREATE INDEX restoorderho_offlineno_idx ON restoorderho (outletid, offlineno) WHERE offlineno IS NOT NULL;
