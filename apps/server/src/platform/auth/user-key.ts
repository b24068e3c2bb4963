import type { UserGroup } from '@saji/core';

/** Who a user is: a username is unique within its company only (docs/decisions/users.md). */
export interface UserKey {
  compcode: string;
  username: string;
}

/** The signed-in user, as every service receives it. */
export interface SessionUser {
  username: string;
  name: string;
  group: UserGroup;
  compcode: string;
  company: string;
  /** The outlet a manager or cashier is bound to; null for an admin, who sees every outlet. */
  outletid: number | null;
  outletname: string | null;
  matauang: string;
  awalbln: number;
  /** A fixed active date of the company, or null for today. */
  fixedActiveDate: string | null;
}
