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
  /** One's own account: who is signed in, changing one's own password. */
  'account.own': KITCHEN,
  /** Read master data and lookups (outlets, menus, tables, payment types, accounts, items). */
  'masterdata.read': ALL,
  /** Company-wide settings: outlets. */
  'outlets.write': ADMIN,
  /** Company-wide catalogue: menu categories, menus, payment types, GL accounts, items. */
  'catalog.write': ADMIN,
  /** Tables and positions of an outlet (a manager only for their own outlet). */
  'tables.write': BACK_OFFICE,
  /** The customer directory of the outlet: cashiers look customers up, add and edit them while taking delivery orders. */
  'customers.read': ALL,
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
  /** Table service at the till: a waiter moves a party, merges two tables, moves a dish, splits a bill (no manager needed, unlike cancel). */
  'orders.move': ALL,
  'orders.merge': ALL,
  'orders.transfer': ALL,
  'orders.split': ALL,
  /** The till's outlet settings: the quick note chips its cashiers tap (a manager only for their own outlet). */
  'pos.setup': BACK_OFFICE,
  'orders.export': BACK_OFFICE,
  /** See the accounting periods; closing and re-opening a month is the company's (admin) decision. */
  'periods.read': BACK_OFFICE,
  'periods.manage': ADMIN,
  /** Users: admins manage their company's, managers only the cashiers of their own outlet (the service decides). */
  'users.manage': BACK_OFFICE,
  /** The company's user settings (how long a set-password link works): head office. */
  'users.settings': ADMIN,
  /** The audit log: admins see their company's, managers their outlet's. */
  'audit.read': BACK_OFFICE,
  'companies.lookup': ADMIN,
  /** Sales reports and charts, their exports and print (/api/restoreport/*); target versus actual. */
  'reports.read': BACK_OFFICE,
  'targets.write': ADMIN,
  'production.write': BACK_OFFICE,
  /** Stock of an outlet (a manager only their own): on hand, movements, documents, the variance report. */
  'stock.read': BACK_OFFICE,
  /** Goods received and reversed, waste, transfers out of the outlet, counts and par levels. */
  'stock.write': BACK_OFFICE,
  /** Open a print preview; each asks again for what the call that rendered it asked (platform/print-preview.ts). */
  'prints.preview': BACK_OFFICE,
  /** The kitchen display: see the outlet's kitchen cards, bump and recall them. */
  'kitchen.display': KITCHEN,
  /** The outlet's kitchen settings: screen on or off, age thresholds, stations. */
  'kitchen.manage': BACK_OFFICE,
  /** Cashier shifts at the till: open with a float, cash in and out, close with a count, X and Z reports. */
  'shifts.work': ALL,
  /** The outlet's shifts in the back office: the list, reopening, terminals and the shift settings. */
  'shifts.manage': BACK_OFFICE,
  /** See campaigns (a manager those running at their outlet). */
  'campaigns.read': BACK_OFFICE,
  /** Campaigns span outlets and change every till's prices, so head office decides them. */
  'campaigns.write': ADMIN,
} as const satisfies Record<string, readonly UserGroup[]>;

export type Permission = keyof typeof PERMISSIONS;

/** What each permission covers, in the words of docs/permissions.md (generated from this file and the routes). */
export const PERMISSION_COVERS: Record<Permission, string> = {
  'account.own': 'One’s own account: who is signed in (`/api/auth/me`) and changing one’s own password.',
  'masterdata.read': 'Read master data and lookups: outlets, menus, categories, tables, payment types, GL accounts, items.',
  'outlets.write': 'Add, edit and delete outlets (Restaurant Branch/Outlet).',
  'catalog.write': 'The company-wide catalogue: menu categories, menus, payment types, GL accounts, items.',
  'tables.write': 'Tables and table positions of an outlet (a manager only for their own outlet).',
  'customers.read': 'The customer directory and the phone lookup of the POS (a bound user their outlet’s customers).',
  'customers.write': 'Add and edit customers (cashiers do it while taking delivery orders).',
  'customers.delete': 'Delete customers.',
  'customers.export': 'Export the customer directory to .xlsx (the whole list of names, phones and addresses).',
  'orders.take': 'The POS: save orders, take payment, print receipts and kitchen tickets, open the cash drawer.',
  'orders.read': 'The order list and order detail, and what the POS reads to take an order.',
  'orders.live': 'Hear the outlet’s live pushes (`/api/ws`): the table board, the ready markers and the kitchen screens.',
  'orders.void': 'Void an order (with a reason).',
  'orders.cancel': 'Cancel Order on the POS: end an open order nothing was paid of, with a reason (shown as a void).',
  'orders.post': 'Post and un-post orders to the general ledger, singly and in bulk.',
  'orders.move': 'Move an open order’s party to other tables (or join more); the old tables free at once.',
  'orders.merge': 'Merge two open orders of an outlet into one: every line, the tables joined, the guests added.',
  'orders.transfer': 'Move items (or part of a line’s quantity) from one open order to another.',
  'orders.split': 'Split an open order’s bill into checks: by items, by seats or in equal parts.',
  'pos.setup': 'The till’s outlet settings: the quick note chips its cashiers tap (a manager for their outlet only).',
  'orders.export': 'Export orders to .xlsx.',
  'periods.read': 'See which months of the fiscal year are open or closed.',
  'periods.manage': 'Close and re-open a month of the company’s books (every outlet at once, so head office decides).',
  'users.manage': 'Outlet users: add, edit, deactivate, reset passwords (a manager only the cashiers of their outlet).',
  'users.settings':
    'The company’s user settings: hours a set-password link works (1 to 168, default 24), hours a till may sell offline (1 to 72, 12).',
  'audit.read': 'The audit log (a manager only their outlet’s rows, and an order’s history).',
  'companies.lookup': 'The company lookup in the user form.',
  'reports.read': 'Sales reports, charts, their exports and print (`/api/restoreport/*`), target versus actual.',
  'targets.write': 'Yearly sales targets per outlet (reading them and Target vs Realization is `reports.read`).',
  'production.write': 'Standard production (recipes) and production records.',
  'stock.read':
    'Stock on hand, movements, receipts, counts, low stock and the variance report with its exports (a manager only their outlet).',
  'stock.write':
    'Receive goods and reverse a receipt, record waste, transfer out of an outlet, count stock, set par levels (a manager only their outlet).',
  'prints.preview': 'Open a print preview (journal voucher, report, targets, recipe card) made by a user of the same scope.',
  'kitchen.display': 'The kitchen display: the outlet’s kitchen cards and items, bump and recall, the kitchen settings read.',
  'kitchen.manage': 'The outlet’s kitchen settings: screens on or off, age thresholds, categories routed to stations.',
  'shifts.work': 'Cashier shifts at the till: open with a float, cash in and out, close with a count, X and Z reports.',
  'shifts.manage': 'The outlet’s shifts in the back office: the shift list, reopening, terminals and the shift settings.',
  'campaigns.read': 'The campaign list, detail and export (a manager sees the campaigns running at their outlet).',
  'campaigns.write': 'Add, edit and delete campaigns: they span outlets and change every till’s prices.',
};

export function can(group: UserGroup | undefined | null, permission: Permission): boolean {
  return !!group && (PERMISSIONS[permission] as readonly UserGroup[]).includes(group);
}
