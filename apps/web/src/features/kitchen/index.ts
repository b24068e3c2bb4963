// What other features may use of the kitchen display: the POS's ready markers, and the outlet's kitchen
// setting (whether its kitchen screens are on) for the till's kitchen ticket actions.
export { useKitchenSetting } from './kitchen.api';
export { KitchenLineMark, KitchenReadyMark } from './kitchen-ready';
