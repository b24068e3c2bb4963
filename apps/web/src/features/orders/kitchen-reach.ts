import type { OutletSettings } from './orders.api';

/**
 * Whether the outlet's kitchen hears of orders at all. Today only a kitchen printer with Print Kitchen
 * Order on; a kitchen screen, once it exists, is one more way, and this is the one place to say so.
 */
export const kitchenIsReached = (outlet: OutletSettings | undefined) => !outlet || (outlet.kitchenorder === '1' && !!outlet.kitchenprinter);
