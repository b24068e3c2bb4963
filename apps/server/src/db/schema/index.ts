// Each feature area owns one schema file; its tables are created by the numbered SQL migration of that area.

export * from './accounting.js';
export * from './audit.js';
export * from './campaigns.js';
export * from './catalog.js';
export * from './foundation.js';
export * from './kitchen.js';
export * from './orders.js';
export * from './outlet-master.js';
export * from './printing.js';
export * from './production.js';
export * from './reports.js';
export * from './shifts.js';
export * from './stock.js';
export * from './targets.js';
export * from './till.js';
