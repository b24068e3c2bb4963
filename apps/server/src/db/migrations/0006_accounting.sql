-- Accounting: journal vouchers posted from orders, and stored print previews.

-- One voucher per source order at most: the unique index is the last line of defence behind the
-- row lock taken while posting, so two terminals posting the same order can never write two.
CREATE TABLE gl_journal (
  journalid bigserial PRIMARY KEY,
  compcode text NOT NULL REFERENCES companies (compcode),
  outletid integer NOT NULL REFERENCES restooutlet (outletid),
  voucherno text NOT NULL,
  voucherdate date NOT NULL,
  orderkey uuid REFERENCES restoorderho (orderkey),
  memo text NOT NULL DEFAULT '',
  createby text NOT NULL,
  createtime timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX gl_journal_order_uq ON gl_journal (orderkey);
CREATE UNIQUE INDEX gl_journal_voucher_uq ON gl_journal (compcode, voucherno);
CREATE INDEX gl_journal_date_idx ON gl_journal (compcode, voucherdate);

CREATE TABLE gl_journal_line (
  journalid bigint NOT NULL REFERENCES gl_journal (journalid) ON DELETE CASCADE,
  lineno integer NOT NULL,
  kodeacc text NOT NULL,
  debit numeric(18,2) NOT NULL DEFAULT 0 CHECK (debit >= 0),
  credit numeric(18,2) NOT NULL DEFAULT 0 CHECK (credit >= 0),
  memo text NOT NULL DEFAULT '',
  PRIMARY KEY (journalid, lineno),
  CHECK (debit = 0 OR credit = 0)
);

-- Rendered documents waiting to be shown in the preview modal; they expire, and only the company
-- that printed them can open them.
CREATE TABLE print_preview (
  id uuid PRIMARY KEY,
  compcode text NOT NULL REFERENCES companies (compcode),
  createby text NOT NULL,
  filename text NOT NULL,
  content bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX print_preview_expiry_idx ON print_preview (expires_at);

-- The order list over a million orders (docs/performance.md shows the plans). Every query is limited to
-- a company, often to an outlet and a date window, and asks for one page in the order of one
-- whitelisted column. Each sortable column has an index ending with the orderkey tie-breaker, so a
-- page is read in index order and stops after its rows instead of sorting every match; the partial
-- indexes serve the rare states (void, open, completed but not posted) that the filters ask for.
CREATE INDEX restoorderho_outlet_no_idx ON restoorderho (compcode, outletid, orderno);
CREATE INDEX restoorderho_outlet_date_idx ON restoorderho (compcode, outletid, orderdate);
CREATE INDEX restoorderho_no_idx ON restoorderho (compcode, orderno, orderkey);
CREATE INDEX restoorderho_date_idx ON restoorderho (compcode, orderdate, orderkey);
CREATE INDEX restoorderho_type_idx ON restoorderho (compcode, ordertype, orderkey);
CREATE INDEX restoorderho_table_idx ON restoorderho (compcode, tablename, orderkey);
CREATE INDEX restoorderho_deliverby_idx ON restoorderho (compcode, deliverby, orderkey);
CREATE INDEX restoorderho_total_idx ON restoorderho (compcode, total, orderkey);
CREATE INDEX restoorderho_createby_idx ON restoorderho (compcode, createby, orderkey);
CREATE INDEX restoorderho_paymethod_idx ON restoorderho (compcode, paymethod, orderkey);
CREATE INDEX restoorderho_posting_idx ON restoorderho (compcode, posting, orderkey);
CREATE INDEX restoorderho_status_idx ON restoorderho (compcode, orderstatus, orderkey);
CREATE INDEX restoorderho_void_idx ON restoorderho (compcode, orderdate) WHERE isvoid = '1';
CREATE INDEX restoorderho_open_idx ON restoorderho (compcode, orderdate) WHERE isvoid = '0' AND orderstatus <> 5;
CREATE INDEX restoorderho_unposted_idx ON restoorderho (compcode, orderdate) WHERE isvoid = '0' AND orderstatus = 5 AND posting = 0;
