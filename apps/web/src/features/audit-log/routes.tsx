import { IconHistory } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { NavItem } from '../../lib/navigation';

export const routes: RouteObject[] = [
  { path: 'audit-log', lazy: () => import('./audit-log-page').then((m) => ({ Component: m.AuditLogPage })) },
];

export const navItems: NavItem[] = [
  { area: 'admin', path: '/audit-log', label: { id: 'Log Audit', en: 'Audit Log' }, permission: 'audit.read', icon: IconHistory },
];
