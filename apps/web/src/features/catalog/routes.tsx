import { IconCategory, IconToolsKitchen2 } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import { type NavItem, navArea } from '../../lib/navigation';

/** Menu categories and menus (list and form); each screen is its own chunk. */
export const routes: RouteObject[] = [
  { path: 'menu-categories', lazy: () => import('./menu-categories-page').then((m) => ({ Component: m.MenuCategoriesPage })) },
  { path: 'menus', lazy: () => import('./menus-page').then((m) => ({ Component: m.MenusPage })) },
  // 'new' adds a menu; a number edits that menu (or shows it, for users who may not write).
  { path: 'menus/:menuid', lazy: () => import('./menu-form-page').then((m) => ({ Component: m.MenuFormPage })) },
];

const item = navArea('masterdata', 'masterdata.read');

export const navItems: NavItem[] = [
  item('/menu-categories', 'Kategori Menu', 'Menu categories', IconCategory),
  item('/menus', 'Menu Restoran', 'Restaurant menu', IconToolsKitchen2),
];
