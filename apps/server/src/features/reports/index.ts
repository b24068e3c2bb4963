// What the rest of the server uses of the reports: the summaries' rebuild (the reports:rebuild command)
// and nett sales per outlet and month (the actuals of sales targets).
export { nettSalesByMonth, type OutletSales } from './reports.service.js';
export { rebuildSummaries } from './summaries.js';
