// What other features may use of the audit log: the order list shows an order's own history.
export { OrderHistoryModal } from './order-history';
