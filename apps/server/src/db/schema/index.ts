// Each feature area owns one schema file; its tables are created by the numbered SQL migration beside it.
export * from './foundation.js';
export * from './master-data.js';
export * from './orders.js';
export * from './accounting.js';
