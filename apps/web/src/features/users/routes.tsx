import { IconUsersGroup } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import { type NavItem, navArea } from '../../lib/navigation';

export const routes: RouteObject[] = [{ path: 'users', lazy: () => import('./users-page').then((m) => ({ Component: m.UsersPage })) }];

const item = navArea('admin', 'users.manage');

export const navItems: NavItem[] = [item('/users', 'Kelola Tim', 'Manage Team', IconUsersGroup)];
