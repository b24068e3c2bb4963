export { bootstrapFirstAdmin } from './first-admin.js';
