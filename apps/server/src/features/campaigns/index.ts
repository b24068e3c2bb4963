// What other features may use of campaigns: the running campaigns an order is priced with, and the
// names of the campaigns that gave an order's free lines (its kitchen ticket names them).

export type { PricedMenu } from './campaigns.queries.js';
export { campaignNames } from './campaigns.service.js';
export { lastRunning, liveDiscounts, type OrderPromotions, orderPromotions, type RunningCampaigns } from './running-campaigns.js';
