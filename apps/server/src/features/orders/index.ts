export type { OrderMenu } from './orders.queries.js';
export { orderNoPrefix } from './orders.service.js';
