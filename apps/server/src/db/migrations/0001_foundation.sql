-- Foundation: companies, people, sign-in, outlets, chart of accounts and accounting periods.
CREATE TABLE companies (
  compcode text PRIMARY KEY,
  company text NOT NULL,
  compaddr1 text, compaddr2 text, compaddr3 text,
  compphone text, compfax text,
  matauang text NOT NULL DEFAULT 'IDR',
  awalbln integer NOT NULL DEFAULT 1 CHECK (awalbln BETWEEN 1 AND 12),
  tglaktif date
);

CREATE TABLE employees (
  crewkey serial PRIMARY KEY,
  compcode text NOT NULL REFERENCES companies (compcode),
  crewnik text NOT NULL,
  crewname text NOT NULL,
  crewmail text, crewhp text, jabatan text, pangkat text, departemen text,
  terminated boolean NOT NULL DEFAULT false
);
CREATE UNIQUE INDEX employees_nik_uq ON employees (compcode, crewnik);

CREATE TABLE user_accounts (
  username text PRIMARY KEY,
  compcode text NOT NULL REFERENCES companies (compcode),
  crewkey integer REFERENCES employees (crewkey),
  full_name text NOT NULL,
  email text, mobile text,
  password_hash text,
  is_admin boolean NOT NULL DEFAULT false,
  isdeleted integer NOT NULL DEFAULT 0,
  setup_token_hash text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_accounts_comp_idx ON user_accounts (compcode);

CREATE TABLE sessions (
  id_hash text PRIMARY KEY,
  username text NOT NULL REFERENCES user_accounts (username) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_idx ON sessions (username);

CREATE TABLE restooutlet (
  outletid serial PRIMARY KEY,
  compcode text NOT NULL REFERENCES companies (compcode),
  outletcode text NOT NULL,
  outletname text NOT NULL,
  alamat1 text NOT NULL,
  alamat2 text NOT NULL,
  provinsi text NOT NULL,
  servicepc numeric(5,2) NOT NULL DEFAULT 0 CHECK (servicepc BETWEEN 0 AND 100),
  pb1pc numeric(5,2) NOT NULL DEFAULT 0 CHECK (pb1pc BETWEEN 0 AND 100),
  serviceacc text NOT NULL DEFAULT '4',
  taxacc text NOT NULL DEFAULT '2',
  maxdinetime integer NOT NULL DEFAULT 90,
  aktif char(1) NOT NULL DEFAULT '1' CHECK (aktif IN ('0','1')),
  outletcolor text NOT NULL,
  header1 text NOT NULL, header2 text, header3 text,
  footer1 text NOT NULL, footer2 text, footer3 text,
  outletlogo text,
  kitchenorder char(1) NOT NULL DEFAULT '0' CHECK (kitchenorder IN ('0','1')),
  posprinter text,
  kitchenprinter text,
  modified timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX restooutlet_code_uq ON restooutlet (compcode, outletcode);
CREATE INDEX restooutlet_comp_name_idx ON restooutlet (compcode, outletname);

CREATE TABLE restooutletuser (
  username text PRIMARY KEY REFERENCES user_accounts (username) ON DELETE CASCADE,
  outletid integer NOT NULL REFERENCES restooutlet (outletid),
  usergroup text NOT NULL CHECK (usergroup IN ('manager','cashier')),
  isdeleted integer NOT NULL DEFAULT 0
);

CREATE TABLE glaccount (
  compcode text NOT NULL REFERENCES companies (compcode),
  tahun integer NOT NULL,
  kodeacc text NOT NULL,
  namaacc text NOT NULL,
  PRIMARY KEY (compcode, tahun, kodeacc)
);

CREATE TABLE acc_period (
  compcode text NOT NULL REFERENCES companies (compcode),
  tahun integer NOT NULL,
  bulan integer NOT NULL CHECK (bulan BETWEEN 1 AND 12),
  isclosed boolean NOT NULL DEFAULT false,
  closed_by text,
  closed_at timestamptz,
  PRIMARY KEY (compcode, tahun, bulan)
);
