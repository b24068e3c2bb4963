import type { Profile } from '@saji/core';

/** Managers and cashiers work their own outlet (the server refuses any other); an admin any outlet of the company. */
export const boundToOutlet = (profile: Profile) => profile.group !== 'admin';

/** Per user and browser: an admin at a till in Bandung picks Bandung once, not at every sign-in. */
const keyOf = (username: string) => `saji.pos.outlet.${username}`;

/**
 * The outlet this terminal takes new orders for: a bound user's own; for an admin the one last picked
 * in this browser, else the profile's default (the company's first active outlet).
 */
export function terminalOutlet(profile: Profile): number | null {
  if (boundToOutlet(profile)) return profile.outletid;
  try {
    const stored = Number(localStorage.getItem(keyOf(profile.username)));
    if (Number.isInteger(stored) && stored > 0) return stored;
  } catch {
    // No storage: the default outlet.
  }
  return profile.outletid;
}

/** Remembers an admin's pick; null forgets it (the outlet is gone), so the default applies again. */
export function rememberOutlet(username: string, outletid: number | null): void {
  try {
    if (outletid === null) localStorage.removeItem(keyOf(username));
    else localStorage.setItem(keyOf(username), String(outletid));
  } catch {
    // A full or disabled storage only costs the admin picking the outlet again.
  }
}
