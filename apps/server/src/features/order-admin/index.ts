// What other features may use of order administration.
export { writeVoid } from './order-changes.service.js';
