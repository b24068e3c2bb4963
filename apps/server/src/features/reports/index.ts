// What the rest of the server uses of the reports: the summaries' rebuild (the reports:rebuild command).
export { rebuildSummaries } from './summaries.js';
