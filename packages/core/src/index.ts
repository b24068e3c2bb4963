export * from './messages.js';
export * from './permissions.js';
export * from './outlets.js';
export * from './auth.js';
