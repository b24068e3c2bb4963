import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the app's service worker (vite.config.ts), which keeps the built app so that a reload
 * without a server still opens the POS. A new build takes over at the next load; a till in the middle
 * of a sale is not reloaded under the cashier's hands.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  registerSW({ immediate: true });
}
