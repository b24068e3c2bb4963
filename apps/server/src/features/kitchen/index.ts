// What other features may use of the kitchen display: the POS save and reprint put items on the screens
// (a new order's first batch in the order's own statement, through insertJobsSql).

export { insertJobsSql, jobItems } from './kitchen.queries.js';
export { reprintToKitchen, sendToKitchen } from './kitchen-send.js';
