// What other features may use of the kitchen display: the POS save and reprint put items on the screens.
export { reprintToKitchen, sendToKitchen } from './kitchen-send.js';
