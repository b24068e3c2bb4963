/**
 * The permission matrix: one place, read by the server's route guard and by the screens that hide
 * what a group may not do. docs/permissions.md explains each row.
 */
/** `kitchen`: a kitchen screen's sign-in, bound to one outlet like a cashier, that sees only the kitchen display. */
export const USER_GROUPS = ['admin', 'manager', 'cashier', 'kitchen'] as const;
export type UserGroup = (typeof USER_GROUPS)[number];

/** Everyone who works the till or the back office (not a kitchen screen). */
const ALL: readonly UserGroup[] = ['admin', 'manager', 'cashier'];
const KITCHEN: readonly UserGroup[] = USER_GROUPS;
const BACK_OFFICE: readonly UserGroup[] = ['admin', 'manager'];
const ADMIN: readonly UserGroup[] = ['admin'];

export const PERMISSIONS = {
  /** Read master data and lookups (outlets, menus, tables, payment types, accounts, items). */
  'masterdata.read': ALL,
  /** Company-wide settings: outlets. */
  'outlets.write': ADMIN,
  /** Company-wide catalogue: menu categories, menus, payment types, GL accounts, items. */
  'catalog.write': ADMIN,
  /** Tables and positions of an outlet (a manager only for their own outlet). */
  'tables.write': BACK_OFFICE,
  /** Customers: cashiers add and edit them while taking delivery orders. */
  'customers.write': ALL,
  'customers.delete': BACK_OFFICE,
  /** The whole customer directory (names, phones, addresses) as one file: the back office, not the till. */
  'customers.export': BACK_OFFICE,
  /** Take orders: save, pay, print, open the cash drawer. */
  'orders.take': ALL,
  'orders.read': ALL,
  /** Hear the outlet's live pushes (/api/ws): the tills' table board and the kitchen screens. */
  'orders.live': KITCHEN,
  'orders.void': BACK_OFFICE,
  /** Cancel Order on the POS: end an open order nobody paid anything of (docs/permissions.md has the rule). */
  'orders.cancel': BACK_OFFICE,
  'orders.post': BACK_OFFICE,
  /** The till's outlet settings: the quick note chips its cashiers tap (a manager only for their own outlet). */
  'pos.setup': BACK_OFFICE,
  'orders.export': BACK_OFFICE,
  /** See the accounting periods; closing and re-opening a month is the company's (admin) decision. */
  'periods.read': BACK_OFFICE,
  'periods.manage': ADMIN,
  /** Users: admins manage their company's, managers only the cashiers of their own outlet (the service decides). */
  'users.manage': BACK_OFFICE,
  /** The audit log: admins see their company's, managers their outlet's. */
  'audit.read': BACK_OFFICE,
  'companies.lookup': ADMIN,
  /** Sales reports and charts, their exports and print (/api/restoreport/*); target versus actual. */
  'reports.read': BACK_OFFICE,
  'targets.write': ADMIN,
  'production.write': BACK_OFFICE,
  /** The kitchen display: see the outlet's kitchen cards, bump and recall them. */
  'kitchen.display': KITCHEN,
  /** The outlet's kitchen settings: screen on or off, age thresholds, stations. */
  'kitchen.manage': BACK_OFFICE,
  /** See campaigns (a manager those running at their outlet). */
  'campaigns.read': BACK_OFFICE,
  /** Campaigns span outlets and change every till's prices, so head office decides them. */
  'campaigns.write': ADMIN,
} as const satisfies Record<string, readonly UserGroup[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(group: UserGroup | undefined | null, permission: Permission): boolean {
  return !!group && (PERMISSIONS[permission] as readonly UserGroup[]).includes(group);
}
