-- Cashier shifts (issue 31): terminals, shifts opened with a float and closed with a counted drawer,
-- cash movements, the outlet's shift settings and its Z numbers.

-- The outlet's shift settings: both off by default, so tills without shifts keep working as before.
CREATE TABLE restoshiftsetting (
  outletid integer PRIMARY KEY REFERENCES restooutlet (outletid) ON DELETE CASCADE,
  -- '1': a payment on a terminal without an open shift is refused.
  shiftrequired char(1) NOT NULL DEFAULT '0' CHECK (shiftrequired IN ('0', '1')),
  -- '1': the cashier counts the drawer without seeing the expected cash.
  blindclose char(1) NOT NULL DEFAULT '0' CHECK (blindclose IN ('0', '1')),
  updateby text,
  updatetime timestamptz NOT NULL DEFAULT now()
);

-- A named till of an outlet (KASIR-1, BAR), added when a shift is first opened on its name.
CREATE TABLE restoterminal (
  terminalid serial PRIMARY KEY,
  compcode text NOT NULL REFERENCES companies (compcode),
  outletid integer NOT NULL REFERENCES restooutlet (outletid),
  terminal text NOT NULL CHECK (terminal <> '' AND terminal = upper(terminal)),
  aktif char(1) NOT NULL DEFAULT '1' CHECK (aktif IN ('0', '1')),
  createby text NOT NULL,
  createtime timestamptz NOT NULL DEFAULT now(),
  updateby text,
  updatetime timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX restoterminal_name_idx ON restoterminal (outletid, terminal);

CREATE TABLE restoshift (
  shiftid serial PRIMARY KEY,
  compcode text NOT NULL REFERENCES companies (compcode),
  outletid integer NOT NULL REFERENCES restooutlet (outletid),
  terminalid integer NOT NULL REFERENCES restoterminal (terminalid),
  -- The terminal's name when the shift was opened: a later rename does not rewrite history.
  terminal text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  openingfloat numeric(18, 2) NOT NULL CHECK (openingfloat >= 0),
  openedby text NOT NULL,
  openedat timestamptz NOT NULL DEFAULT now(),
  closedby text,
  closedat timestamptz,
  -- The last close's count: [{denomination, kind, count}].
  counted jsonb,
  -- The Z report's number in the outlet, given at the first close and kept through reopening.
  zno integer,
  -- How often the Z has been printed (paper or PDF) since the last close: the first is the original.
  zprints integer NOT NULL DEFAULT 0,
  reopencount integer NOT NULL DEFAULT 0,
  reopenreason text,
  reopenedby text,
  reopenedat timestamptz,
  CHECK ((status = 'open') = (closedat IS NULL))
);
-- One open shift per terminal: a second open answers 409, also when two tills race.
CREATE UNIQUE INDEX restoshift_open_idx ON restoshift (terminalid) WHERE status = 'open';
CREATE UNIQUE INDEX restoshift_zno_idx ON restoshift (outletid, zno);
-- The manager's list: an outlet's shifts by the day they opened.
CREATE INDEX restoshift_outlet_idx ON restoshift (outletid, openedat);
CREATE INDEX restoshift_company_idx ON restoshift (compcode, openedat);
-- A payment taken offline finds the shift its terminal had open at that time.
CREATE INDEX restoshift_terminal_idx ON restoshift (terminalid, openedat);

-- The running Z number of an outlet.
CREATE TABLE restoshiftzno (
  outletid integer PRIMARY KEY REFERENCES restooutlet (outletid) ON DELETE CASCADE,
  lastno integer NOT NULL DEFAULT 0
);

-- Cash put into or taken out of a drawer during a shift: positive in, negative out.
CREATE TABLE restoshiftcash (
  cashid serial PRIMARY KEY,
  shiftid integer NOT NULL REFERENCES restoshift (shiftid),
  compcode text NOT NULL REFERENCES companies (compcode),
  outletid integer NOT NULL REFERENCES restooutlet (outletid),
  amount numeric(18, 2) NOT NULL CHECK (amount <> 0),
  reason text NOT NULL CHECK (reason <> ''),
  createby text NOT NULL,
  createtime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX restoshiftcash_shift_idx ON restoshiftcash (shiftid, cashid);

-- Every payment carries the terminal it was taken on and the shift open there. No foreign key on
-- shiftid: the payment already holds the shift's row (FOR KEY SHARE) in the statement that reads it,
-- and shifts are never deleted, so the check would only add a lookup to every sale.
ALTER TABLE restoorderho ADD COLUMN terminal text;
ALTER TABLE restoorderho ADD COLUMN shiftid integer;
CREATE INDEX restoorderho_shift_idx ON restoorderho (shiftid) WHERE shiftid IS NOT NULL;

-- Shift reports go through the print queue like receipts.
ALTER TABLE printjob DROP CONSTRAINT IF EXISTS printjob_kind_check;
ALTER TABLE printjob ADD CONSTRAINT printjob_kind_check CHECK (kind IN ('receipt', 'kitchen', 'drawer', 'shift'));
