// What other features may use of order administration: the POS posts and un-posts from its screen.
export { usePosting } from './order-admin.api';
export { text as orderAdminText } from './order-admin.text';
