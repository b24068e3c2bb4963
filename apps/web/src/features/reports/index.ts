// What other features may use of the reports: the drill links into the sales list, and the date
// helpers of the report forms (the target report links to the sales list and shares its date picker rules).
export { salesByOutletLink } from './drill';
export { lastOfMonth } from './report-dates';
