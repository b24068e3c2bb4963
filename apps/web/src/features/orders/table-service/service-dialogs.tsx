import { ChecksDialog } from './checks-dialog';
import { MergeDialog } from './merge-dialog';
import { MoveDialog } from './move-dialog';
import { TableActionsSheet } from './service-actions';
import { SplitDialog } from './split-dialog';
import { useTableService } from './table-service-state';
import { TransferDialog } from './transfer-dialog';

/** The dialog of the action open on the till, else the actions of a table held down on the board. */
export function ServiceDialogs() {
  const { action, held, hold, checks } = useTableService();
  if (checks) return <ChecksDialog />;
  if (!action) return <TableActionsSheet card={held} onClose={() => hold(null)} />;
  // A new action on another order starts its dialog afresh.
  const key = `${action.kind}-${action.order.header.orderkey}`;
  switch (action.kind) {
    case 'move':
      return <MoveDialog key={key} action={action} />;
    case 'merge':
      return <MergeDialog key={key} action={action} />;
    case 'transfer':
      return <TransferDialog key={key} action={action} />;
    case 'split':
      return <SplitDialog key={key} action={action} />;
  }
}
