import { Button, Menu, Modal, Stack } from '@mantine/core';
import { ORDER_STATUS } from '@saji/core';
import { IconArrowsExchange, IconArrowsJoin, IconArrowsSplit, IconReceipt2, IconTransfer } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useCan } from '../../../lib/auth';
import { useT } from '../../../lib/i18n';
import * as D from '../order-draft';
import type { TableCard } from '../orders.api';
import { usePosOrder } from '../pos-state';
import { serviceText } from './table-service.text';
import { type ServiceKind, useTableService } from './table-service-state';

const ICONS: Record<ServiceKind, ReactNode> = {
  move: <IconArrowsExchange size={20} />,
  merge: <IconArrowsJoin size={20} />,
  transfer: <IconTransfer size={20} />,
  split: <IconArrowsSplit size={20} />,
};

/** The actions this user may take on an order of this type (only a dine-in party moves to a table). */
function useKinds(ordertype: string): ServiceKind[] {
  const may: Record<ServiceKind, boolean> = {
    move: useCan('orders.move') && ordertype === 'DINE IN',
    merge: useCan('orders.merge'),
    transfer: useCan('orders.transfer'),
    split: useCan('orders.split'),
  };
  return (Object.keys(may) as ServiceKind[]).filter((k) => may[k]);
}

/** The ticket's menu of table-service actions, on a saved open order. */
export function ServiceMenu() {
  const t = useT();
  const { draft, viewOnly } = usePosOrder();
  const { start } = useTableService();
  const kinds = useKinds(draft.ordertype);
  const open = D.isSaved(draft) && !D.isClosed(draft) && (draft.orderstatus ?? ORDER_STATUS.OPEN) === ORDER_STATUS.OPEN;
  if (viewOnly || !open || !kinds.length) return null;
  return (
    <Menu position="bottom" shadow="md" width="target" zIndex={300}>
      <Menu.Target>
        <Button size="md" variant="light" fullWidth leftSection={<IconArrowsExchange size={18} />} data-testid="service-menu">
          {t(serviceText.menu)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {kinds.map((kind) => (
          <Menu.Item key={kind} py="sm" leftSection={ICONS[kind]} onClick={() => start(kind, draft.orderkey)}>
            {t(serviceText[kind])}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** A table held down on the board: its order's actions, or the checks of its split bill. */
export function TableActionsSheet({ card, onClose }: { card: TableCard | null; onClose(): void }) {
  const t = useT();
  const { start, showChecks } = useTableService();
  const kinds = useKinds('DINE IN');
  const go = (then: () => void) => {
    onClose();
    then();
  };
  const title = card ? t(serviceText.tableOrder, { table: card.tablename, orderno: card.orderno ?? '' }) : '';
  return (
    <Modal opened={!!card?.orderkey} onClose={onClose} title={title} centered zIndex={400} size="sm">
      {card?.orderkey && (
        <Stack gap="sm" data-testid="table-actions">
          {card.checks !== null ? (
            <Button size="lg" leftSection={<IconReceipt2 size={20} />} onClick={() => go(() => showChecks(card.orderkey))}>
              {t(serviceText.checks)}
            </Button>
          ) : (
            kinds.map((kind) => (
              <Button
                key={kind}
                size="lg"
                variant="light"
                justify="flex-start"
                leftSection={ICONS[kind]}
                onClick={() => go(() => start(kind, card.orderkey as string))}
              >
                {t(serviceText[kind])}
              </Button>
            ))
          )}
        </Stack>
      )}
    </Modal>
  );
}
