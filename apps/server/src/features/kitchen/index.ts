// What other features may use of the kitchen display: the POS save and reprint put items on the screens
// (a new order's first card in the order's own statement).
export { firstCardInsert, firstCardItems, reprintToKitchen, sendToKitchen } from './kitchen-send.js';
