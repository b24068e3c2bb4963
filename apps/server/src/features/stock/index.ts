// What the rest of the server uses of stock: a production record issues its ingredients.
export { issueProduction } from './production-issue.js';
