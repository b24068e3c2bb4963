// What the rest of the server uses of the reports: the summaries' rebuild (the reports:rebuild command),
// sales per day and menus sold per day by the reports' definition of a sale (the food cost report), and
// nett sales per outlet and month (the actuals of sales targets).
export { menusSoldPerDay, nettSalesByMonth, type OutletSales, salesPerDay } from './reports.service.js';
export { rebuildSummaries } from './summaries.js';
