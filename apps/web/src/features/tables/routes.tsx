import { IconArmchair } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import { type NavItem, navArea } from '../../lib/navigation';

export const routes: RouteObject[] = [{ path: 'tables', lazy: () => import('./tables-page').then((m) => ({ Component: m.TablesPage })) }];

const item = navArea('masterdata', 'masterdata.read');

export const navItems: NavItem[] = [item('/tables', 'Meja', 'Tables', IconArmchair)];
