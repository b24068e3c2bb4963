import { IconHistory } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import { type NavItem, navArea } from '../../lib/navigation';

export const routes: RouteObject[] = [
  { path: 'audit-log', lazy: () => import('./audit-log-page').then((m) => ({ Component: m.AuditLogPage })) },
];

const item = navArea('admin', 'audit.read');

export const navItems: NavItem[] = [item('/audit-log', 'Log Audit', 'Audit Log', IconHistory)];
