import type { Company, Employee } from '@saji/core';
import { and, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { companies, employees } from '../../db/schema/index.js';
import { caseless, likePattern, orderOf } from '../../platform/list-query.js';
import type { CompanyListQuery, EmployeeListQuery } from './directory.schemas.js';

type Page = { limit: number; offset: number };

const employeeColumns = {
  crewkey: employees.crewkey,
  crewnik: employees.crewnik,
  crewname: employees.crewname,
  crewmail: employees.crewmail,
  crewhp: employees.crewhp,
  jabatan: employees.jabatan,
  pangkat: employees.pangkat,
  departemen: employees.departemen,
};

const employeeSortable = {
  crewnik: caseless(employees.crewnik),
  crewname: caseless(employees.crewname),
  jabatan: caseless(employees.jabatan),
  pangkat: caseless(employees.pangkat),
  departemen: caseless(employees.departemen),
};

/** Only serving staff can be picked: terminated employees never appear. */
function employeeWhere(compcode: string, f: EmployeeListQuery): SQL | undefined {
  return and(
    eq(employees.compcode, compcode),
    eq(employees.terminated, false),
    f.crewname ? ilike(employees.crewname, likePattern(f.crewname)) : undefined,
    f.crewnik ? ilike(employees.crewnik, likePattern(f.crewnik)) : undefined,
    f.jabatan ? ilike(employees.jabatan, likePattern(f.jabatan)) : undefined,
    f.departemen ? ilike(employees.departemen, likePattern(f.departemen)) : undefined,
  );
}

export function findEmployees(db: DbOrTx, compcode: string, f: EmployeeListQuery, page: Page): Promise<Employee[]> {
  return db
    .select(employeeColumns)
    .from(employees)
    .where(employeeWhere(compcode, f))
    .orderBy(...orderOf(employeeSortable, f.sortBy, f.sortDir, employees.crewkey))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countEmployees(db: DbOrTx, compcode: string, f: EmployeeListQuery): Promise<number> {
  const [row] = await db.select({ total: count() }).from(employees).where(employeeWhere(compcode, f));
  return row?.total ?? 0;
}

// Tenant isolation: an administrator administers their own company only, so the lookup lists that
// one company even though the table holds every tenant.
function companyWhere(compcode: string, f: CompanyListQuery): SQL | undefined {
  const text = f.company && likePattern(f.company);
  return and(
    eq(companies.compcode, compcode),
    text
      ? or(
          ilike(companies.company, text),
          ilike(companies.compcode, text),
          ilike(companies.compaddr1, text),
          ilike(companies.compaddr3, text),
        )
      : undefined,
  );
}

const joined = (parts: (string | null)[], sep: string) => parts.filter((p) => p?.trim()).join(sep);

export async function findCompanies(db: DbOrTx, compcode: string, f: CompanyListQuery, page: Page): Promise<Company[]> {
  const rows = await db
    .select({
      compcode: companies.compcode,
      company: companies.company,
      compaddr1: companies.compaddr1,
      compaddr2: companies.compaddr2,
      compaddr3: companies.compaddr3,
      compphone: companies.compphone,
      compfax: companies.compfax,
    })
    .from(companies)
    .where(companyWhere(compcode, f))
    .orderBy(...orderOf({ company: caseless(companies.company), compcode: companies.compcode }, f.sortBy, f.sortDir, companies.compcode))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((c) => ({
    ...c,
    address: joined([c.compaddr1, c.compaddr2, c.compaddr3], ', '),
    phonefax: joined([c.compphone, c.compfax], ' / '),
  }));
}

export async function countCompanies(db: DbOrTx, compcode: string, f: CompanyListQuery): Promise<number> {
  const [row] = await db.select({ total: count() }).from(companies).where(companyWhere(compcode, f));
  return row?.total ?? 0;
}
