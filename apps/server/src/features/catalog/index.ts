// What other features may use of the catalogue.
export { sanitizeRichText } from './rich-text.js';
