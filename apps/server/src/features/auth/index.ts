export { hashSetupToken } from './auth.service.js';
export { bootstrapFirstAdmin } from './first-admin.js';
