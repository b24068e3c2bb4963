// What the POS uses of shifts: the header's shift button, the device's terminal its payments carry, and
// the offer to open a shift when a payment is refused for want of one.
export { ShiftButton } from './components/shift-button';
export { deviceTerminal } from './device-terminal';
export { offerShiftOnRefusal } from './shift-offer';
