// What other features may use of accounting periods.
export { closedPeriodError } from './accounting.service.js';
