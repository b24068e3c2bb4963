/** User-facing messages of the spec's error catalogue, shared by the server and the screens. */
export const FORM_INVALID = 'Please fill the form correctly.';
export const ERROR_TITLE = 'ERROR MESSAGE';
export const DELIVERY_INVALID = 'Please fill Delivery form correctly.';
export const ORDER_NOT_COMPLETED = 'Order NOT completed YET';
export const ORDER_VOIDED = 'Order is voided';
export const POSTING_OK = 'Posting Successfully';
export const UNPOSTING_OK = 'Un-Posting Successfully';
export const UPDATE_OK = 'Update Successfully';
export const UPDATE_DATA_OK = 'Update data successfully';
export const COMPLETE_OK = 'Complete successfully';
export const SAVE_REQUEST = 'Save Request';
export const SAVE_REQUEST_ERROR = 'Save Request Error';
export const VIEW_ONLY_SAVE = 'View Only , any change on Transaction can not been saved';
export const VIEW_ONLY_FEATURE = 'View Only mode, this feature is unavailable';
export const VIEW_MODE_SAVE = 'View mode cannot be Saved';
export const REQUEST_DETAIL_MISSING = 'Please fill at least 1(one) Request Detail';
export const ISSUED_DETAIL_MISSING = 'Please fill at least 1(one) Inventory Issued Detail';
export const SAVE_ISSUED_ERROR = 'Save Inventory Issued Error';
export const DELETE_TITLE = 'Delete Record?';
export const DELETE_BODY = '1 record is about to be permanently deleted. Are you sure about doing this?';
export const PAYMENT_TYPE_MISSING = 'Please fill Payment Type';
export const PAYMENT_NOTE_MISSING = 'Please fill Payment Note';
export const PAYMENT_NOT_ENOUGH = 'Payment is not enough !';
export const AMOUNT_MISSING = 'Please enter Amount!';
// Additions to the catalogue, in its style: overpayment is refused rather than paid out as change.
export const PAYMENT_NONCASH_OVER_TOTAL =
  'Non-cash payment is more than the total ! Charge the card the exact amount: change is given only from cash.';
export const PAYMENT_CASH_NOT_NEEDED = 'Cash is more than needed !';
export const changeTooLarge = (max: string) => `Change may not be more than ${max} !`;
export const priceNotValid = (menuname: string) => `${menuname}: the price is not valid, correct it in the menu master`;
export const lineTooLarge = (menuname: string, max: string) => `${menuname}: the line amount may not be more than ${max}`;
export const orderTooLarge = (max: string) => `The order total may not be more than ${max}`;
export const amountTooLarge = (max: string) => `Amount may not be more than ${max} !`;
export const MENU_MISSING = 'Please select menu !';
export const PAX_MISSING = 'Please enter PAX!';
export const TAKE_AWAY_SELECTED = 'Take away transaction is selected';
export const LOADING_ORDER = 'Loading Order Detail, please wait';
export const SELECT_YEAR = 'Please select YEAR';
export const FILL_ONE_ROW = 'Please fill at least 1(one) Row';
export const LOADING_TARGET = 'Loading Target, please wait';
export const SAVE_BUDGET = 'Save Budget';
export const SAVE_BUDGET_ERROR = 'Save Budget Error';

export type RowAction = 'Edit' | 'Delete' | 'Posted' | 'Printed' | 'Print';
export const selectRowFirst = (action: RowAction) => `Please select a row that want to be ${action}!`;
export const alreadyInList = (name: string) => `${name} already in the list`;
export const alreadyApplied = (name: string) => `${name} already Applied`;

// Campaign save rules (backoffice spec section 5).
export const CAMPAIGN_TERM_MENUS_MISSING = 'Term & Condition Menu/Product has to be filled';
export const CAMPAIGN_MENUS_MISSING = 'Applicable to Menu/Product has to be filled';
export const CAMPAIGN_OUTLETS_MISSING = 'Applicable to Branch/Outlet has to be filled';
