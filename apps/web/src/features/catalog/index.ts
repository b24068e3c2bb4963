// What other features may use of the catalogue: the menu lookup, for the campaign form.
export { MenuLookup } from './menu-lookup';
