-- Sales targets (spec backoffice-and-reports.md: Restaurant Sales Target, Sales Target form): per
-- outlet and fiscal year, twelve monthly amounts with 2 decimals. budgetN is month N of fiscal year
-- tahun, counted from the company's first month (awalbln): with awalbln 4, budget1 is April of tahun
-- and budget12 March of tahun + 1 (docs/decisions/targets.md).
CREATE TABLE restotargetsales (
  outletid integer NOT NULL REFERENCES restooutlet (outletid),
  tahun integer NOT NULL CHECK (tahun BETWEEN 2000 AND 2100),
  compcode text NOT NULL REFERENCES companies (compcode),
  budget1 numeric(16,2) NOT NULL DEFAULT 0 CHECK (budget1 >= 0),
  budget2 numeric(16,2) NOT NULL DEFAULT 0 CHECK (budget2 >= 0),
  budget3 numeric(16,2) NOT NULL DEFAULT 0 CHECK (budget3 >= 0),
  budget4 numeric(16,2) NOT NULL DEFAULT 0 CHECK (budget4 >= 0),
  budget5 numeric(16,2) NOT NULL DEFAULT 0 CHECK (budget5 >= 0),
  budget6 numeric(16,2) NOT NULL DEFAULT 0 CHECK (budget6 >= 0),
  budget7 numeric(16,2) NOT NULL DEFAULT 0 CHECK (budget7 >= 0),
  budget8 numeric(16,2) NOT NULL DEFAULT 0 CHECK (budget8 >= 0),
  budget9 numeric(16,2) NOT NULL DEFAULT 0 CHECK (budget9 >= 0),
  budget10 numeric(16,2) NOT NULL DEFAULT 0 CHECK (budget10 >= 0),
  budget11 numeric(16,2) NOT NULL DEFAULT 0 CHECK (budget11 >= 0),
  budget12 numeric(16,2) NOT NULL DEFAULT 0 CHECK (budget12 >= 0),
  -- The year's sum, kept by the database so no reader adds the months differently.
  budget numeric(18,2) GENERATED ALWAYS AS (budget1 + budget2 + budget3 + budget4 + budget5 + budget6 + budget7 + budget8 + budget9 + budget10 + budget11 + budget12) STORED,
  createby text NOT NULL,
  modified timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (outletid, tahun)
);
-- Every screen reads one company's year.
CREATE INDEX restotargetsales_company_idx ON restotargetsales (compcode, tahun);
