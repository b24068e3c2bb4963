// What the rest of the server uses of the reports: the summaries' rebuild (the reports:rebuild command),
// and sales per day and menus sold per day by the reports' definition of a sale (the food cost report).
export { menusSoldPerDay, salesPerDay } from './reports.service.js';
export { rebuildSummaries } from './summaries.js';
