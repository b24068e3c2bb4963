import { IconCreditCard } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { NavItem } from '../../lib/navigation';

export const routes: RouteObject[] = [
  { path: 'payment-types', lazy: () => import('./payment-types-page').then((m) => ({ Component: m.PaymentTypesPage })) },
];

export const navItems: NavItem[] = [
  {
    area: 'masterdata',
    path: '/payment-types',
    label: { id: 'Jenis Pembayaran', en: 'Payment Types' },
    permission: 'masterdata.read',
    icon: IconCreditCard,
  },
];
