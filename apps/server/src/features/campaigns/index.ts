// What other features may use of campaigns: the running campaigns an order is priced with.
export { liveDiscounts, type OrderPromotions, orderPromotions } from './running-campaigns.js';
