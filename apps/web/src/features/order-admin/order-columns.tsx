import { ActionIcon, Badge, Group, Text, Tooltip } from '@mantine/core';
import { listOrderType, orderStatusNameIn } from '@saji/core';
import { IconBan, IconPencil } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import type { CSSProperties } from 'react';
import { formatAmount, formatDateTime } from '../../lib/format';
import { currentLang, type Translate } from '../../lib/i18n';
import type { OrderListRow } from './order-admin.api';
import { text } from './order-admin.text';

export const isUnpostedCompleted = (r: OrderListRow) => r.isvoid !== '1' && r.orderstatus === 5 && r.posting !== 1;

/** Void rows read red; completed rows waiting for posting are tinted, unless selected (the selection colour wins). */
function rowStyle(selectedKey: string | undefined) {
  return (r: OrderListRow): CSSProperties | undefined => {
    if (r.isvoid === '1') return { color: 'var(--mantine-color-red-7)' };
    if (isUnpostedCompleted(r) && r.orderkey !== selectedKey) return { backgroundColor: 'var(--mantine-color-yellow-light)' };
    return undefined;
  };
}

export function orderColumns(
  t: Translate,
  selectedKey: string | undefined,
  onVoid: ((r: OrderListRow) => void) | undefined,
  onView: (r: OrderListRow) => void,
): DataTableColumn<OrderListRow>[] {
  const style = rowStyle(selectedKey);
  // The columns that fit a 1366 px screen beside the menu; the amounts' parts, the guests and the
  // note are in the order's detail (View Order).
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
    { accessor: 'total', title: t(text.total), sortable: true, textAlign: 'right', noWrap: true, render: (r) => formatAmount(r.total) },
    { accessor: 'createby', title: t(text.cashier), sortable: true },
    {
      accessor: 'orderstatusnm',
      title: t(text.statusName),
      sortable: true,
      width: 160,
      render: (r) =>
        r.isvoid === '1' ? (
          <Text size="sm" c="red.7" data-testid="void-status">
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
      // A void order is never posted: no badge that would suggest it waits for posting.
      render: (r) =>
        r.isvoid === '1' ? null : (
          <Badge variant="light" color={r.posting === 1 ? 'green' : 'gray'}>
            {r.posting === 1 ? t(text.posted) : t(text.unposted)}
          </Badge>
        ),
    },
    { accessor: 'paymethod', title: t(text.payMethod), sortable: true },
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
    width: 100,
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
