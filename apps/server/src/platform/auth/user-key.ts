/** Who a user is: a username is unique within its company only (docs/decisions/users.md). */
export interface UserKey {
  compcode: string;
  username: string;
}
