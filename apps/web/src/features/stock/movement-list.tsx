import type { StockKind } from '@saji/core';
import type { ReactNode } from 'react';
import { ListScreen } from '../../components/list-screen';
import { PeriodForm } from '../../components/period-form';
import { useListScreen } from '../../components/use-list-screen';
import { formatDate, formatDateTime } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { type MovementRow, movementList, type StockPeriod } from './stock.api';
import { kindText, text } from './stock.text';
import { QtyCell, qty } from './stock-format';
import { useStockStart } from './stock-period';

/** Movements of an outlet and period, of one kind or one item (waste, transfers, an item's movements). */
export function MovementList(props: {
  title: string;
  kind?: StockKind;
  itemno?: string;
  add?: boolean;
  form?: (close: () => void) => ReactNode;
  fields?: ReactNode;
  start?: Partial<StockPeriod>;
}) {
  const t = useT();
  const filters = { ...useStockStart(), ...props.start, kind: props.kind ?? '', itemno: props.itemno ?? '' };
  const screen = useListScreen({ source: movementList, id: 'movementid', filters, sent: ({ outletname: _, ...f }) => f });
  const labels = { outlet: t(text.outlet), from: t(text.from), until: t(text.until), process: t(text.process) };
  const form = props.form;
  return (
    <ListScreen<MovementRow>
      screen={screen}
      title={props.title}
      actions={{ add: props.add }}
      form={form ? () => form(screen.close) : undefined}
      head={
        <PeriodForm
          value={screen.filters.draft}
          onChange={screen.filters.set}
          onProcess={screen.filters.apply}
          labels={labels}
          fields={props.fields}
        />
      }
      columns={[
        { accessor: 'movedate', title: t(text.date), render: (r) => formatDate(`${r.movedate}T12:00:00Z`) },
        { accessor: 'kind', title: t(text.kind), render: (r) => t(kindText[r.kind]) },
        { accessor: 'refno', title: t(text.refno) },
        { accessor: 'itemname', title: t(text.itemname) },
        { accessor: 'qty', title: t(text.qty), textAlign: 'right', render: (r) => <QtyCell value={r.qty} /> },
        { accessor: 'unitcost', title: t(text.unitcost), textAlign: 'right', render: (r) => qty(r.unitcost) },
        { accessor: 'reason', title: t(text.reason) },
        { accessor: 'createby', title: t(text.createby) },
        { accessor: 'createdate', title: t(text.date), render: (r) => formatDateTime(r.createdate) },
      ]}
    />
  );
}
