import { Badge, Button, Loader, Modal, Stack, Text } from '@mantine/core';
import { ORDER_STATUS, type OrderDetail } from '@saji/core';
import { useNavigate } from 'react-router';
import { useT } from '../../../lib/i18n';
import { CheckColumn } from './check-column';
import css from './service.module.css';
import { useSplitChecks } from './table-service.api';
import { serviceText } from './table-service.text';
import { useTableService } from './table-service-state';

/** The checks of a split bill side by side: each paid on its own (its own tenders and receipt) with one tap. */
export function ChecksDialog() {
  const t = useT();
  const navigate = useNavigate();
  const { checks, showChecks } = useTableService();
  const list = useSplitChecks(checks);
  const orders = list.data?.orders ?? [];
  const open = orders.filter((o) => o.header.orderstatus === ORDER_STATUS.OPEN && o.header.isvoid !== '1');
  const bill = orders[0]?.header.splitfromno ?? '';
  return (
    <Modal
      opened={!!checks}
      onClose={() => showChecks(null)}
      title={t(serviceText.splitChecksOf, { orderno: bill })}
      zIndex={400}
      fullScreen
    >
      <Stack gap="sm">
        {list.isPending && <Loader m="md" />}
        {list.isError && <Text c="red">{String(list.error.message)}</Text>}
        {list.data && <Text fw={600}>{open.length ? t(serviceText.checksLeft, { n: open.length }) : t(serviceText.allPaid)}</Text>}
        <div className={css.checks} style={{ height: 560 }} data-testid="split-checks">
          {orders.map((o) => (
            <CheckCard key={o.header.orderkey} order={o} onOpen={() => navigate(`/pos/${o.header.orderkey}`)} />
          ))}
        </div>
        <Button size="lg" variant="default" onClick={() => showChecks(null)} style={{ alignSelf: 'flex-end' }}>
          {t(serviceText.back)}
        </Button>
      </Stack>
    </Modal>
  );
}

function CheckCard({ order, onOpen }: { order: OrderDetail; onOpen(): void }) {
  const t = useT();
  const h = order.header;
  const paid = h.orderstatus === ORDER_STATUS.COMPLETED;
  const closed = h.orderstatus !== ORDER_STATUS.OPEN || h.isvoid === '1';
  return (
    <CheckColumn
      testid={`check-${h.splitno}`}
      title={
        <>
          <span>
            {t(serviceText.checkOf, { n: h.splitno ?? '', count: h.splitcount ?? '' })}
            <Text span size="xs" c="dimmed" display="block">
              {h.orderno}
            </Text>
          </span>
          <Badge color={paid ? 'green' : closed ? 'gray' : 'orange'}>
            {paid ? t(serviceText.paidCheck) : closed ? h.orderstatusnm : t(serviceText.openCheck)}
          </Badge>
        </>
      }
      lines={order.lines}
      ways={h.splitcount ?? undefined}
      total={h.total}
      footer={
        <Button size="md" color={closed ? 'gray' : 'green'} variant={closed ? 'light' : 'filled'} onClick={onOpen}>
          {closed ? t(serviceText.openOrder) : t(serviceText.payCheck)}
        </Button>
      }
    />
  );
}
