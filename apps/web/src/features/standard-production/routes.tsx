import { IconChefHat } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import { type NavItem, navArea } from '../../lib/navigation';

/** Recipes: the list, and the form ('new', or a recipe's key; '?mode=view' shows it read-only). */
export const routes: RouteObject[] = [
  { path: 'standard-production', lazy: () => import('./standard-production-page').then((m) => ({ Component: m.StandardProductionPage })) },
  { path: 'standard-production/:key', lazy: () => import('./recipe-form-page').then((m) => ({ Component: m.RecipeFormPage })) },
];

const item = navArea('production', 'production.write');

export const navItems: NavItem[] = [item('/standard-production', 'Standar Produksi', 'Standard production', IconChefHat)];
