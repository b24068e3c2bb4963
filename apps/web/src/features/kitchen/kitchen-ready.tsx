import { Badge } from '@mantine/core';
import { IconChefHat } from '@tabler/icons-react';
import { useT } from '../../lib/i18n';
import { useKitchenReady } from './kitchen.api';
import { text } from './kitchen.text';

const useOrderReady = (outletid: number, orderkey: string | null | undefined) => {
  const ready = useKitchenReady(orderkey ? outletid : null);
  return ready.data?.find((r) => r.orderkey === orderkey);
};

/** The table board's marker: everything the kitchen was sent for the order is bumped (or how much is). */
export function KitchenReadyMark({ outletid, orderkey }: { outletid: number; orderkey: string | null }) {
  const t = useT();
  const order = useOrderReady(outletid, orderkey);
  if (!order?.bumped) return null;
  return (
    <Badge size="sm" color={order.ready ? 'green' : 'yellow'} leftSection={<IconChefHat size={12} />} data-testid="kitchen-ready">
      {order.ready ? t(text.ready) : `${order.bumped}/${order.sent}`}
    </Badge>
  );
}

/** On a ticket line of a saved order: how many of it the kitchen has bumped, ready to serve. */
export function KitchenLineMark({ outletid, orderkey, menuid }: { outletid: number; orderkey: string; menuid: number }) {
  const t = useT();
  const order = useOrderReady(outletid, orderkey);
  const bumped = order?.items.filter((i) => i.menuid === menuid).reduce((n, i) => n + i.bumped, 0) ?? 0;
  if (!bumped) return null;
  return (
    <Badge size="xs" color="green" variant="light" ml={6} data-testid="kitchen-line-ready">
      {bumped} {t(text.ready)}
    </Badge>
  );
}
