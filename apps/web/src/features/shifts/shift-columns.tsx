import { Badge } from '@mantine/core';
import type { ShiftRow } from '@saji/core';
import type { DataTableColumn } from 'mantine-datatable';
import { formatDateTime, formatRupiah } from '../../lib/format';
import type { Translate } from '../../lib/i18n';
import { Difference } from './components/cash-figures';
import { text } from './shifts.text';

const money = (accessor: keyof ShiftRow & string, title: string): DataTableColumn<ShiftRow> => ({
  accessor,
  title,
  textAlign: 'right',
  noWrap: true,
  render: (r) => (r[accessor] === null ? '–' : formatRupiah(r[accessor] as number)),
});

/** The manager's shift list: who, when, the Z number, sales, and the drawer's figures with the difference marked when not zero. */
export function shiftColumns(t: Translate, showOutlet: boolean): DataTableColumn<ShiftRow>[] {
  return [
    { accessor: 'terminal', title: t(text.terminal), sortable: true },
    ...(showOutlet ? [{ accessor: 'outletname', title: t(text.outlet) }] : []),
    {
      accessor: 'status',
      title: t(text.status),
      noWrap: true,
      render: (r) => (
        <Badge color={r.status === 'open' ? 'teal' : 'gray'} variant="light">
          {t(r.status === 'open' ? text.open : text.closedStatus)}
          {r.reopencount > 0 ? ' ↺' : ''}
        </Badge>
      ),
    },
    { accessor: 'openedat', title: t(text.openedAt), sortable: true, render: (r) => formatDateTime(r.openedat) },
    { accessor: 'openedby', title: t(text.openedBy), sortable: true },
    { accessor: 'closedat', title: t(text.closedAt), sortable: true, render: (r) => (r.closedat ? formatDateTime(r.closedat) : '') },
    { accessor: 'zno', title: t(text.zno), sortable: true, textAlign: 'right' },
    { accessor: 'ordercount', title: t(text.orders), textAlign: 'right' },
    money('salestotal', t(text.sales)),
    money('expected', t(text.expected)),
    money('counted', t(text.counted)),
    {
      accessor: 'difference',
      title: t(text.difference),
      textAlign: 'right',
      noWrap: true,
      render: (r) => (r.difference === null ? '–' : <Difference value={r.difference} />),
    },
  ];
}
