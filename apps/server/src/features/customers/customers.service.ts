import { alreadyInList, type CustomerValues, normalizePhone, PHONE_INVALID, phonePrefix, UPDATE_DATA_OK, UPDATE_OK } from '@saji/core';
import type { Db } from '../../db/client.js';
import { audit } from '../../platform/audit.js';
import { outletScope, type RequestScope, scopedTo } from '../../platform/auth/scope.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { offsetOf, paged } from '../../platform/list-query.js';
import { outletExists } from '../outlets/index.js';
import * as q from './customers.queries.js';
import type { CustomerListQuery } from './customers.schemas.js';

/** Prefixes of index entries are at most 20 characters (see the migration); longer words match on their start. */
const MAX_WORD = 20;

/** The list's text filters as the queries read them: name words and a phone prefix in the stored form. */
export function filtersOf(
  scope: RequestScope,
  query: Omit<CustomerListQuery, 'page' | 'limit'>,
): q.CustomerFilters & Pick<CustomerListQuery, 'sortBy' | 'sortDir'> {
  // A bound user's "outlet" filter can only narrow to their own outlet: outletScope refuses another.
  const outletid = query.outletid === undefined ? undefined : outletScope(scope, query.outletid);
  const nameWords = query.customernm
    ?.toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => w.slice(0, MAX_WORD));
  return {
    outletid,
    outletname: query.outletname,
    nameWords,
    phonePrefix: query.PhoneNo ? phonePrefix(query.PhoneNo) : undefined,
    sortBy: query.sortBy,
    sortDir: query.sortDir,
  };
}

export async function listCustomers(db: Db, scope: RequestScope, query: CustomerListQuery) {
  const scoped = scopedTo(scope);
  const filters = filtersOf(scope, query);
  const page = { limit: query.limit, offset: offsetOf(query) };
  if (filters.nameWords?.length || filters.phonePrefix) {
    const { list, total } = await q.findCustomersCounted(db, scoped, filters, page);
    return { meta: { total }, list };
  }
  return paged(
    q.findCustomers(db, scoped, filters, page),
    q.countCustomers(db, scoped, filters).then((total) => [{ total }]),
  );
}

/** The whole filtered directory, name by name, for the export. */
export async function exportRows(db: Db, scope: RequestScope, query: Omit<CustomerListQuery, 'page' | 'limit'>) {
  const names = await q.outletNamesOf(db, scope.compcode);
  // The directory of names and phones leaving the system is what the log must show, with the filters that chose it.
  await audit(db, scope, { action: 'customers.export', after: query });
  return q.customersByName(db, scopedTo(scope), filtersOf(scope, query), names);
}

export async function getCustomer(db: Db, scope: RequestScope, customerid: number) {
  const customer = await q.findCustomer(db, scopedTo(scope), { customerid });
  if (!customer) throw notFound('Customer');
  return customer;
}

/**
 * The POS finds a caller by phone however it was typed. The lookup covers the whole company, even
 * for outlet users: a phone is unique per company, so a regular of another outlet must be found
 * rather than refused as a duplicate when the cashier tries to add them.
 */
export async function getCustomerByPhone(db: Db, scope: RequestScope, phone: string) {
  const normalised = normalizePhone(phone);
  if (!normalised) throw badRequest(`PhoneNo ${phone} is ${PHONE_INVALID}`);
  const customer = await q.findCustomer(db, scopedTo({ ...scope, boundOutlet: null }), { PhoneNo: normalised });
  if (!customer) throw notFound('Customer');
  return customer;
}

/**
 * Inserts, or updates when customerid is given. An outlet user's new customers belong to their
 * outlet; an edit keeps the customer's outlet. The phone (already normalised) is unique per company.
 */
export async function saveCustomer(db: Db, scope: RequestScope, values: CustomerValues) {
  const { customerid, outletid: requestedOutlet, ...data } = values;
  return db.transaction(async (tx) => {
    const existing = customerid === undefined ? undefined : await q.findCustomer(tx, scopedTo(scope), { customerid });
    if (customerid !== undefined && !existing) throw notFound('Customer');
    let outletid: number | null;
    if (scope.boundOutlet !== null) outletid = existing ? existing.outletid : scope.boundOutlet;
    else outletid = requestedOutlet ?? null;
    if (outletid !== null && !(await outletExists(tx, scope.compcode, outletid))) throw notFound('Outlet');
    if (await q.phoneTaken(tx, scope.compcode, data.PhoneNo, customerid)) {
      throw conflict(`PhoneNo ${alreadyInList(data.PhoneNo)}`, { field: 'PhoneNo' });
    }
    const row = { ...data, outletid };
    if (customerid === undefined) return { message: UPDATE_OK, customerid: await q.insertCustomer(tx, scope.compcode, row) };
    await q.updateCustomer(tx, scope.compcode, customerid, row);
    return { message: UPDATE_DATA_OK, customerid };
  });
}

/** Refused once orders name the customer: the order history keeps pointing at them. */
export async function removeCustomer(db: Db, scope: RequestScope, customerid: number) {
  return db.transaction(async (tx) => {
    const customer = await q.findCustomer(tx, scopedTo(scope), { customerid });
    if (!customer) throw notFound('Customer');
    const used = await q.customerOrderCount(tx, customerid);
    if (used > 0)
      throw conflict(`Customer ${customer.customernm} has ${used} order(s) and cannot be deleted; the order history refers to them.`);
    await q.deleteCustomer(tx, scope.compcode, customerid);
    return { message: 'Delete successfully', customerid };
  });
}
