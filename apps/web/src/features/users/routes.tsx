import { IconUsersGroup } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { NavItem } from '../../lib/navigation';
import { text } from './users.text';

export const routes: RouteObject[] = [{ path: 'users', lazy: () => import('./users-page').then((m) => ({ Component: m.UsersPage })) }];

export const navItems: NavItem[] = [{ area: 'admin', path: '/users', label: text.nav, permission: 'users.manage', icon: IconUsersGroup }];
