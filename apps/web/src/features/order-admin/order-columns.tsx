import { ActionIcon, Badge, Group, Text, Tooltip } from '@mantine/core';
import { listOrderType, orderStatusNameIn } from '@saji/core';
import { IconBan, IconPencil } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { type CSSProperties, useMemo } from 'react';
import { useShownColumns } from '../../components/column-choice';
import { amountColumn } from '../../components/data-table';
import { formatAmount, formatDateTime } from '../../lib/format';
import { currentLang, type Translate } from '../../lib/i18n';
import type { OrderListRow } from './order-admin.api';
import { text } from './order-admin.text';
import { ORDER_COLUMNS } from './order-column-choice';

/** The POS screen, on an order or a new one. */
export const posPath = (orderkey?: string) => (orderkey ? `/pos/${orderkey}` : '/pos');

export const isUnpostedCompleted = (r: OrderListRow) => r.isvoid !== '1' && r.orderstatus === 5 && r.posting !== 1;

/** Void rows read red; completed rows waiting for posting are tinted, unless selected (the selection colour wins). */
function rowStyle(selectedKey: string | undefined) {
  return (r: OrderListRow): CSSProperties | undefined => {
    if (r.isvoid === '1') return { color: 'var(--mantine-color-red-7)' };
    if (isUnpostedCompleted(r) && r.orderkey !== selectedKey) return { backgroundColor: 'var(--mantine-color-yellow-light)' };
    return undefined;
  };
}

/** The list's columns, with the optional ones the user chose; a row's Edit opens it in the POS screen. */
export function useOrderColumns(
  t: Translate,
  selectedKey: string | undefined,
  onVoid: ((r: OrderListRow) => void) | undefined,
  navigate: (path: string) => void,
) {
  const choice = useShownColumns(ORDER_COLUMNS);
  const columns = useMemo(
    () => choice.apply(orderColumns(t, selectedKey, onVoid, (r) => navigate(posPath(r.orderkey)))),
    [t, selectedKey, onVoid, navigate, choice.apply],
  );
  return { choice, columns };
}

function orderColumns(
  t: Translate,
  selectedKey: string | undefined,
  onVoid: ((r: OrderListRow) => void) | undefined,
  onView: (r: OrderListRow) => void,
): DataTableColumn<OrderListRow>[] {
  const style = rowStyle(selectedKey);
  const columns: DataTableColumn<OrderListRow>[] = [
    {
      accessor: 'orderno',
      title: t(text.orderNo),
      sortable: true,
      noWrap: true,
      // An order taken offline also shows the number on its receipt, by which the guest asks for it.
      render: (r) =>
        r.offlineno ? (
          <>
            {r.orderno}
            <Text size="xs" c="dimmed" data-testid="offline-no">
              {r.offlineno}
            </Text>
          </>
        ) : (
          r.orderno
        ),
    },
    { accessor: 'orderdate', title: t(text.date), sortable: true, noWrap: true, render: (r) => formatDateTime(r.orderdate) },
    { accessor: 'outletname', title: t(text.outlet), noWrap: true },
    { accessor: 'ordertype', title: t(text.type), sortable: true, noWrap: true, render: (r) => listOrderType(r.ordertype) },
    { accessor: 'tablename', title: t(text.table), sortable: true },
    { accessor: 'deliverby', title: t(text.deliverBy), sortable: true, render: (r) => (r.ordertype === 'DELIVERY' ? r.deliverby : '') },
    { accessor: 'pax', title: t(text.pax), sortable: true, textAlign: 'right', render: (r) => (r.ordertype === 'DINE IN' ? r.pax : '') },
    amountColumn<OrderListRow>('netto', t(text.netto)),
    amountColumn<OrderListRow>('serviceval', t(text.service)),
    amountColumn<OrderListRow>('pb1val', t(text.pb1)),
    {
      accessor: 'discval',
      title: t(text.discount),
      sortable: true,
      textAlign: 'right',
      noWrap: true,
      // A campaign's (or the cashier's) discount, already taken out of netto.
      render: (r) => (r.discval ? `−${formatAmount(r.discval)}` : ''),
    },
    amountColumn<OrderListRow>('total', t(text.total)),
    { accessor: 'createby', title: t(text.cashier), sortable: true },
    {
      accessor: 'orderstatusnm',
      title: t(text.statusName),
      sortable: true,
      render: (r) =>
        r.isvoid === '1' ? (
          <Text size="xs" c="red.7" data-testid="void-status">
            <b>VOID</b>
            {r.voidreason ? ` - ${r.voidreason}` : ''}
            {r.voidby ? ` (${r.voidby})` : ''}
          </Text>
        ) : (
          orderStatusNameIn(r.orderstatusnm, currentLang())
        ),
    },
    {
      accessor: 'posting',
      title: t(text.posting),
      sortable: true,
      // Room for the small badge's word ('UNPOSTED'): an auto column squeezed it to 'POST…'.
      width: 88,
      // A void order is never posted: no badge that would suggest it waits for posting.
      render: (r) =>
        r.isvoid === '1' ? null : (
          <Badge size="sm" variant="light" color={r.posting === 1 ? 'green' : 'gray'}>
            {r.posting === 1 ? t(text.posted) : t(text.unposted)}
          </Badge>
        ),
    },
    { accessor: 'paymethod', title: t(text.payMethod), sortable: true },
    {
      accessor: 'note',
      title: t(text.note),
      width: 150,
      ellipsis: true,
      render: (r) => <span title={r.note}>{r.note}</span>,
    },
    actionsColumn(t, onVoid, onView),
  ];
  return columns.map((c) => ({ ...c, cellsStyle: style }));
}

/** The row's buttons: open it in the POS screen, and void it for those who may. */
function actionsColumn(
  t: Translate,
  onVoid: ((r: OrderListRow) => void) | undefined,
  onView: (r: OrderListRow) => void,
): DataTableColumn<OrderListRow> {
  return {
    accessor: '__actions',
    title: t('actions'),
    textAlign: 'center',
    // Two 34 px icons and the dense list's padding.
    width: 84,
    render: (r) => (
      <Group gap={4} justify="center" wrap="nowrap">
        <Tooltip label={t('edit')}>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={t('edit')}
            onClick={(e) => {
              e.stopPropagation();
              onView(r);
            }}
          >
            <IconPencil size={20} />
          </ActionIcon>
        </Tooltip>
        {onVoid && r.isvoid !== '1' && (
          <Tooltip label={t(text.voidOrder)}>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t(text.voidOrder)}
              onClick={(e) => {
                e.stopPropagation();
                onVoid(r);
              }}
            >
              <IconBan size={20} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    ),
  };
}
