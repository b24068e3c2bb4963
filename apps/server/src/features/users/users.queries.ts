import type { OutletUser } from '@saji/core';
import { and, count, eq, ilike, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { companies, employees, outlets, outletUsers, userAccounts } from '../../db/schema/index.js';
import type { ScopedTo } from '../../platform/auth/scope.js';
import type { UserKey } from '../../platform/auth/user-key.js';
import { caseless, likePattern, orderOf } from '../../platform/list-query.js';
import type { UserFilters } from './users.schemas.js';

/** A user's outlet row: a username is unique within its company only. */
const ofAccount = and(eq(outletUsers.compcode, userAccounts.compcode), eq(outletUsers.username, userAccounts.username));

const usergroup = sql<OutletUser['usergroup']>`CASE WHEN ${userAccounts.isAdmin} THEN 'admin' ELSE ${outletUsers.usergroup} END`;

const columns = {
  username: userAccounts.username,
  full_name: userAccounts.full_name,
  email: userAccounts.email,
  mobile: userAccounts.mobile,
  outletid: outletUsers.outletid,
  outletcode: outlets.outletcode,
  outletname: outlets.outletname,
  company: companies.company,
  compcode: userAccounts.compcode,
  usergroup,
  isdeleted: userAccounts.isdeleted,
  crewkey: userAccounts.crewkey,
  crewnik: employees.crewnik,
};

const sortable = {
  username: userAccounts.username,
  full_name: caseless(userAccounts.full_name),
  outletname: caseless(outlets.outletname),
  usergroup,
  company: caseless(companies.company),
};

/**
 * The users a scope may see: the company's (never a deleted one); an outlet's only its managers and
 * cashiers. An admin's outlet row does not exist, so the outlet joins are left joins.
 */
function userWhere(scope: ScopedTo, f: Partial<UserFilters>): SQL | undefined {
  const name = f.username && likePattern(f.username);
  return and(
    eq(userAccounts.compcode, scope.compcode),
    isNull(userAccounts.deletedAt),
    scope.outletid === undefined ? undefined : eq(outletUsers.outletid, scope.outletid),
    name ? or(ilike(userAccounts.username, name), ilike(userAccounts.full_name, name)) : undefined,
    f.company ? ilike(companies.company, likePattern(f.company)) : undefined,
  );
}

function selectUsers(db: DbOrTx) {
  return db
    .select(columns)
    .from(userAccounts)
    .innerJoin(companies, eq(companies.compcode, userAccounts.compcode))
    .leftJoin(outletUsers, ofAccount)
    .leftJoin(outlets, eq(outlets.outletid, outletUsers.outletid))
    .leftJoin(employees, eq(employees.crewkey, userAccounts.crewkey));
}

export function findUsers(db: DbOrTx, scope: ScopedTo, f: UserFilters, page: { limit: number; offset: number }): Promise<OutletUser[]> {
  return selectUsers(db)
    .where(userWhere(scope, f))
    .orderBy(...orderOf(sortable, f.sortBy, f.sortDir, userAccounts.username))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countUsers(db: DbOrTx, scope: ScopedTo, f: Partial<UserFilters>): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(userAccounts)
    .innerJoin(companies, eq(companies.compcode, userAccounts.compcode))
    .leftJoin(outletUsers, ofAccount)
    .where(userWhere(scope, f));
  return row?.total ?? 0;
}

/** One user of the company as the rules need it, locked for the change that follows. */
export async function lockUser(tx: DbOrTx, compcode: string, username: string) {
  const [row] = await tx
    .select({
      username: userAccounts.username,
      full_name: userAccounts.full_name,
      isAdmin: userAccounts.isAdmin,
      isdeleted: userAccounts.isdeleted,
      outletid: outletUsers.outletid,
      usergroup: outletUsers.usergroup,
    })
    .from(userAccounts)
    .leftJoin(outletUsers, ofAccount)
    .where(and(eq(userAccounts.compcode, compcode), eq(userAccounts.username, username), isNull(userAccounts.deletedAt)))
    .for('update', { of: userAccounts });
  return row;
}
export type LockedUser = NonNullable<Awaited<ReturnType<typeof lockUser>>>;

/**
 * The company's other active admins, locked: two admins demoting each other at once wait for one
 * another, so the second sees that only one is left.
 */
export async function otherActiveAdmins(tx: DbOrTx, compcode: string, username: string): Promise<number> {
  const rows = await tx
    .select({ username: userAccounts.username })
    .from(userAccounts)
    .where(
      and(
        eq(userAccounts.compcode, compcode),
        eq(userAccounts.isAdmin, true),
        eq(userAccounts.isdeleted, 0),
        isNull(userAccounts.deletedAt),
        ne(userAccounts.username, username),
      ),
    )
    .for('update');
  return rows.length;
}

export async function findEmployee(tx: DbOrTx, compcode: string, crewkey: number) {
  const [row] = await tx
    .select()
    .from(employees)
    .where(and(eq(employees.compcode, compcode), eq(employees.crewkey, crewkey)));
  return row;
}

/** The account an employee already has (not deleted), or undefined. */
export async function accountOfEmployee(tx: DbOrTx, crewkey: number) {
  const [row] = await tx
    .select({ username: userAccounts.username })
    .from(userAccounts)
    .where(and(eq(userAccounts.crewkey, crewkey), isNull(userAccounts.deletedAt)));
  return row;
}

/**
 * Whether a sign-in name is taken in the company, by a deleted user too (history still names them).
 * Other companies' names are not looked at: they are theirs to use, and a conflict would tell.
 */
export async function usernameTaken(tx: DbOrTx, user: UserKey): Promise<boolean> {
  const rows = await tx
    .select({ username: userAccounts.username })
    .from(userAccounts)
    .where(and(eq(userAccounts.compcode, user.compcode), eq(userAccounts.username, user.username)));
  return rows.length > 0;
}

/** The company's user settings (how long a set-password link works). */
export async function userSettingsOf(tx: DbOrTx, compcode: string) {
  const [row] = await tx
    .select({ setuplinkhours: companies.setuplinkhours, offlinehours: companies.offlinehours })
    .from(companies)
    .where(eq(companies.compcode, compcode));
  return row;
}

export async function saveUserSettings(
  tx: DbOrTx,
  compcode: string,
  values: { setuplinkhours: number; offlinehours: number },
): Promise<void> {
  await tx.update(companies).set(values).where(eq(companies.compcode, compcode));
}

export async function outletOf(tx: DbOrTx, compcode: string, outletid: number) {
  const [row] = await tx
    .select({ outletid: outlets.outletid, outletname: outlets.outletname })
    .from(outlets)
    .where(and(eq(outlets.compcode, compcode), eq(outlets.outletid, outletid)));
  return row;
}

export async function insertUser(
  tx: DbOrTx,
  values: typeof userAccounts.$inferInsert,
  binding: { outletid: number; usergroup: string },
): Promise<void> {
  await tx.insert(userAccounts).values(values);
  await tx.insert(outletUsers).values({ compcode: values.compcode, username: values.username, ...binding });
}

export async function updateAccount(tx: DbOrTx, user: UserKey, values: Partial<typeof userAccounts.$inferInsert>): Promise<void> {
  await tx
    .update(userAccounts)
    .set(values)
    .where(and(eq(userAccounts.compcode, user.compcode), eq(userAccounts.username, user.username)));
}

/** Binds a user to an outlet and group (a demoted admin gets the row), keeping its active flag in step with the account. */
export async function bindToOutlet(tx: DbOrTx, user: UserKey, binding: { outletid: number; usergroup: string; isdeleted: number }) {
  await tx
    .insert(outletUsers)
    .values({ compcode: user.compcode, username: user.username, ...binding })
    .onConflictDoUpdate({ target: [outletUsers.compcode, outletUsers.username], set: binding });
}
