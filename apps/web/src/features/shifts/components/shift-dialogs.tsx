import type { Terminal } from '@saji/core';
import type { ShiftOffer } from '../shift-offer';
import { CashDialog } from './cash-dialog';
import { CloseShiftDialog } from './close-shift-dialog';
import { OpenShiftDialog } from './open-shift-dialog';
import { TerminalDialog } from './terminal-dialog';
import { XReportDialog } from './x-report-dialog';

export type ShiftDialog = 'terminal' | 'open' | 'cash' | 'x' | 'close' | null;

interface Props {
  dialog: ShiftDialog;
  outletid: number;
  terminal: string | null;
  shiftid: number | null;
  terminals: readonly Terminal[];
  paperWidth: 58 | 80;
  /** A refused payment that led here: its message, and the payment sent again once the shift opens. */
  offer: ShiftOffer | null;
  onClose: () => void;
}

/** The one shift dialog open at the till. */
export function ShiftDialogs({ dialog, outletid, terminal, shiftid, terminals, paperWidth, offer, onClose }: Props) {
  if (dialog === 'terminal') return <TerminalDialog outletid={outletid} current={terminal} terminals={terminals} onClose={onClose} />;
  if (!terminal) return null;
  if (dialog === 'open')
    return <OpenShiftDialog outletid={outletid} terminal={terminal} notice={offer?.message} onClose={onClose} onOpened={offer?.retry} />;
  if (!shiftid) return null;
  if (dialog === 'cash') return <CashDialog shiftid={shiftid} terminal={terminal} onClose={onClose} />;
  if (dialog === 'x') return <XReportDialog shiftid={shiftid} terminal={terminal} paperWidth={paperWidth} onClose={onClose} />;
  if (dialog === 'close') return <CloseShiftDialog shiftid={shiftid} terminal={terminal} paperWidth={paperWidth} onClose={onClose} />;
  return null;
}
