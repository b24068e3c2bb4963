import { z } from 'zod';

/** The actions the audit trail records (the audit log's Action filter offers them). */
export const AUDIT_ACTIONS = [
  'auth.signin',
  'auth.signin.failed',
  'auth.signout',
  'auth.password.set',
  'auth.password.reset',
  'auth.password.change',
  'user.create',
  'user.update',
  'user.delete',
  'order.void',
  'order.status',
  'order.post',
  'order.unpost',
  'order.postall',
  'order.unpostall',
  'order.reprint',
  'order.kitchen.reprint',
  'drawer.open',
  'menu.save',
  'menu.delete',
  'menu.modifiers',
  'category.save',
  'category.delete',
  'paymenttype.save',
  'paymenttype.delete',
  'period.close',
  'period.open',
  'campaign.save',
  'campaign.delete',
  'customers.export',
  'orders.export',
  'shift.open',
  'shift.cash',
  'shift.close',
  'shift.reopen',
  'shift.print',
  'shift.setting',
  'terminal.save',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A row of the audit log (GET /api/auditlog). */
export const auditRowSchema = z.object({
  auditid: z.number(),
  /** ISO timestamp. */
  at: z.string(),
  username: z.string(),
  compcode: z.string().nullable(),
  outletid: z.number().nullable(),
  action: z.string(),
  objectkey: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  requestid: z.string().nullable(),
  address: z.string().nullable(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;
