// What other features may use of the catalogue.

export { companyModifierGroups } from './menu-modifiers.service.js';
export { sanitizeRichText } from './rich-text.js';
