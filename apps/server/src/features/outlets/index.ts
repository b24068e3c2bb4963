// What other features may use of outlets.
export { outletExists } from './outlets.service.js';
