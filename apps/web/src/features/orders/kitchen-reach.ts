import type { KitchenSetting, Outlet } from '@saji/core';

/** Where the outlet's kitchen tickets go: its kitchen printer, its kitchen screens, or both. */
export interface KitchenReach {
  /** Print Kitchen Order on, with a kitchen printer to print on. */
  printer: boolean;
  /** The kitchen display on: tickets appear on the outlet's kitchen screens. */
  screen: boolean;
  /** Both settings are loaded; until then nothing is claimed either way. */
  known: boolean;
}

export const kitchenReach = (outlet: Outlet | undefined, setting: Pick<KitchenSetting, 'kitchendisplay'> | undefined): KitchenReach => ({
  printer: outlet?.kitchenorder === '1' && !!outlet.kitchenprinter,
  screen: setting?.kitchendisplay === '1',
  known: !!outlet && !!setting,
});

/** Whether the outlet's kitchen hears of orders at all (while loading it is taken to, so no notice flashes). */
export const kitchenIsReached = (reach: KitchenReach) => !reach.known || reach.printer || reach.screen;

/**
 * Whether a kitchen ticket can be sent again from the till: to the printer when Print Kitchen Order is
 * on (a ticket it failed to print shows in front of the cashier), to the screens when they are on.
 */
export const canResendKitchen = (outlet: Outlet | undefined, reach: KitchenReach) => outlet?.kitchenorder === '1' || reach.screen;
