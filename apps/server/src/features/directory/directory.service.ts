import type { Db } from '../../db/client.js';
import { offsetOf, paged } from '../../platform/list-query.js';
import * as q from './directory.queries.js';
import type { CompanyListQuery, EmployeeListQuery } from './directory.schemas.js';

export function listEmployees(db: Db, compcode: string, query: EmployeeListQuery) {
  return paged(
    q.findEmployees(db, compcode, query, { limit: query.limit, offset: offsetOf(query) }),
    q.countEmployees(db, compcode, query).then((total) => [{ total }]),
  );
}

export function listCompanies(db: Db, compcode: string, query: CompanyListQuery) {
  return paged(
    q.findCompanies(db, compcode, query, { limit: query.limit, offset: offsetOf(query) }),
    q.countCompanies(db, compcode, query).then((total) => [{ total }]),
  );
}
