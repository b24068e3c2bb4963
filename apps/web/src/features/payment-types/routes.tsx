import { IconCreditCard } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import { type NavItem, navArea } from '../../lib/navigation';

export const routes: RouteObject[] = [
  { path: 'payment-types', lazy: () => import('./payment-types-page').then((m) => ({ Component: m.PaymentTypesPage })) },
];

const item = navArea('masterdata', 'masterdata.read');

export const navItems: NavItem[] = [item('/payment-types', 'Jenis Pembayaran', 'Payment Types', IconCreditCard)];
