// The order being taken, as plain data (draft/core.ts) and the pure steps that change it: where it is
// served (seating), what is on it (lines), and what a save sends and checks (saving). Screens import
// it all from here as `D`.
export * from './draft/core';
export * from './draft/lines';
export * from './draft/saving';
export * from './draft/seating';
