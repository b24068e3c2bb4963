// What other features may use of the kitchen display: the POS's ready markers.
export { KitchenLineMark, KitchenReadyMark } from './kitchen-ready';
