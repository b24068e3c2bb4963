import { IconUsersGroup } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { NavItem } from '../../lib/navigation';

export const routes: RouteObject[] = [{ path: 'users', lazy: () => import('./users-page').then((m) => ({ Component: m.UsersPage })) }];

export const navItems: NavItem[] = [
  { area: 'admin', path: '/users', label: { id: 'Kelola Tim', en: 'Manage Team' }, permission: 'users.manage', icon: IconUsersGroup },
];
