import type { Profile } from '@saji/core';
import { describe, expect, it } from 'vitest';
import { type NavItem, navArea, visibleNav } from './navigation';

const Icon = () => null;
const items: NavItem[] = [
  { area: 'reports', path: '/reports', label: { id: 'Laporan', en: 'Reports' }, permission: 'reports.read', icon: Icon },
  { area: 'pos', path: '/pos', label: { id: 'POS', en: 'POS' }, permission: 'orders.take', icon: Icon },
  { area: 'admin', path: '/accounting/periods', label: { id: 'Periode', en: 'Periods' }, permission: 'periods.manage', icon: Icon },
];
const as = (group: Profile['group']) => ({ group }) as Profile;

describe('visibleNav', () => {
  it('keeps the areas in menu order whatever order the features list their items in', () => {
    expect(visibleNav(as('admin'), items).map((a) => a.area.area)).toEqual(['pos', 'reports', 'admin']);
  });

  it("shows only what the user's group may open, and hides empty areas", () => {
    const cashier = visibleNav(as('cashier'), items);
    expect(cashier.flatMap((a) => a.items.map((i) => i.path))).toEqual(['/pos']);
  });

  it('shows nothing before the profile has loaded', () => {
    expect(visibleNav(undefined, items)).toEqual([]);
  });
});

describe('navArea', () => {
  it('builds entries of its area with its permission unless an entry names another', () => {
    const item = navArea('stock', 'stock.read');
    expect(item('/stock', 'Stok', 'Stock', Icon)).toEqual({
      area: 'stock',
      path: '/stock',
      label: { id: 'Stok', en: 'Stock' },
      permission: 'stock.read',
      icon: Icon,
    });
    expect(item('/stock/counts', 'Opname', 'Counts', Icon, 'stock.write').permission).toBe('stock.write');
  });
});
