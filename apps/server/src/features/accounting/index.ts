// What other features may use of accounting periods.
export { periodClosedAt } from './accounting.queries.js';
export { closedOrderPeriodError, closedPeriodError } from './accounting.service.js';
