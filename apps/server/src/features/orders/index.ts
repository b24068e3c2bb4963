export { CHOOSE_OUTLET } from './order-context.js';
export type { OrderMenu } from './orders.queries.js';
export { orderNoPrefix } from './orders.service.js';
