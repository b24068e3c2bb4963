import { IconChefHat } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { NavItem } from '../../lib/navigation';
import { text } from './standard-production.text';

/** Recipes: the list, and the form ('new', or a recipe's key; '?mode=view' shows it read-only). */
export const routes: RouteObject[] = [
  { path: 'standard-production', lazy: () => import('./standard-production-page').then((m) => ({ Component: m.StandardProductionPage })) },
  { path: 'standard-production/:key', lazy: () => import('./recipe-form-page').then((m) => ({ Component: m.RecipeFormPage })) },
];

export const navItems: NavItem[] = [
  { area: 'production', path: '/standard-production', label: text.nav, permission: 'production.write', icon: IconChefHat },
];
