import { can, type Permission, type Profile } from '@saji/core';
import { type ComponentType, createContext } from 'react';
import type { Text } from './i18n';

/** The navigation areas, in menu order. An area shows only when the user may open one of its items. */
export const NAV_AREAS = [
  { area: 'pos', label: { id: 'POS', en: 'POS' } },
  { area: 'orders', label: { id: 'Pesanan', en: 'Orders' } },
  { area: 'masterdata', label: { id: 'Data Master', en: 'Master data' } },
  { area: 'production', label: { id: 'Produksi', en: 'Production' } },
  { area: 'stock', label: { id: 'Stok', en: 'Stock' } },
  { area: 'targets', label: { id: 'Target', en: 'Targets' } },
  { area: 'reports', label: { id: 'Laporan', en: 'Reports' } },
  { area: 'admin', label: { id: 'Administrasi', en: 'Administration' } },
] as const satisfies readonly { area: string; label: Text }[];

export type NavArea = (typeof NAV_AREAS)[number]['area'];

/** One menu entry; each feature exports its own list from `features/<feature>/routes.tsx`. */
export interface NavItem {
  area: NavArea;
  /** Absolute path of the screen, e.g. '/outlets'. */
  path: string;
  /**
   * Written in the feature's routes file itself: the routes load with the first page, and importing the
   * feature's text table for one label put every word of it there too (the first load went over budget).
   */
  label: Text;
  /** The entry is hidden from users whose group lacks this permission. */
  permission: Permission;
  icon: ComponentType<{ size?: number | string; stroke?: number }>;
}

/**
 * The menu entries of one area, one a line: the area and the permission most of them need are said once.
 * `permission` on an entry overrides it for a screen that asks for another.
 */
export function navArea(area: NavArea, permission: Permission) {
  return (path: string, id: string, en: string, icon: NavItem['icon'], own: Permission = permission): NavItem => ({
    area,
    path,
    label: { id, en },
    permission: own,
    icon,
  });
}

/** Every feature's menu entries, provided by the app shell (app/ assembles the features; features cannot import it). */
export const NavItemsContext = createContext<NavItem[]>([]);

/** The menu the user may see: areas in their fixed order, each with the items the user's group may open. */
export function visibleNav(profile: Profile | undefined, items: NavItem[]): { area: (typeof NAV_AREAS)[number]; items: NavItem[] }[] {
  return NAV_AREAS.map((area) => ({
    area,
    items: items.filter((item) => item.area === area.area && can(profile?.group, item.permission)),
  })).filter((a) => a.items.length > 0);
}
