// What other features may use of customers: the lookup, for the POS's delivery form.
export { CustomerLookup } from './customer-lookup';
