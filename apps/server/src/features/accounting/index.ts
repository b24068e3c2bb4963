// What other features may use of accounting periods.

export { closedOrderPeriodError, closedPeriodError } from './accounting.service.js';
export { periodClosedAt } from './period-closed.js';
