// The POS commands, one module per use case; routes and other features call them through here.
export { getDetail } from './order-context.js';
export { orderNoPrefix } from './order-number.js';
export { payOrder } from './pay-order.js';
export { openDrawer, printKitchen, printReceipt } from './print-order.js';
export { saveOrder } from './save-order.js';
export { tableBoard } from './table-board.js';
