// What other features may use of outlets.
export { outletExists, outletNameOf } from './outlets.service.js';
