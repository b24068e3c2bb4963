import { Anchor, Text, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ListScreen } from '../../components/list-screen';
import { OutletFilter } from '../../components/outlet-filter';
import { useListScreen } from '../../components/use-list-screen';
import { formatPayment } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { type OnHandRow, onHandList } from './stock.api';
import { text } from './stock.text';
import { QtyCell, qty } from './stock-format';
import { useStockStart } from './stock-period';

/** Stock on hand of an outlet: search, category, the value of everything that matches; below zero in red. */
export function OnHandPage() {
  const t = useT();
  const navigate = useNavigate();
  const { outletid, outletname } = useStockStart();
  const screen = useListScreen({
    source: onHandList,
    id: 'itemno',
    filters: { outletid, outletname, search: '', category: '' },
    sent: ({ outletname: _, ...f }) => f,
  });
  const { filters, list } = screen;
  return (
    <ListScreen<OnHandRow>
      screen={screen}
      title={t(text.onHandTitle)}
      filters={
        <>
          <OutletFilter label={t(text.outlet)} w={240} filters={filters} />
          <TextInput
            label={t(text.search)}
            value={filters.draft.search}
            onChange={(e) => filters.set({ search: e.currentTarget.value })}
            w={220}
          />
          <TextInput
            label={t(text.category)}
            value={filters.draft.category}
            onChange={(e) => filters.set({ category: e.currentTarget.value })}
            w={180}
          />
        </>
      }
      onOpen={(row) => navigate(`/stock/movements?itemno=${row.itemno}&itemname=${encodeURIComponent(row.itemname)}&unit=${row.invunitom}`)}
      columns={[
        { accessor: 'partnumber', title: t(text.partnumber), sortable: true },
        {
          accessor: 'itemname',
          title: t(text.itemname),
          sortable: true,
          render: (r) => (
            <Anchor
              size="sm"
              onClick={() => navigate(`/stock/movements?itemno=${r.itemno}&itemname=${encodeURIComponent(r.itemname)}&unit=${r.invunitom}`)}
            >
              {r.itemname}
            </Anchor>
          ),
        },
        { accessor: 'itemcategory', title: t(text.category) },
        { accessor: 'onhand', title: t(text.onhand), sortable: true, textAlign: 'right', render: (r) => <QtyCell value={r.onhand} /> },
        { accessor: 'invunitom', title: t(text.unit) },
        { accessor: 'avgcost', title: t(text.avgcost), textAlign: 'right', render: (r) => qty(r.avgcost) },
        { accessor: 'value', title: t(text.value), sortable: true, textAlign: 'right', render: (r) => <QtyCell value={r.value} money /> },
        { accessor: 'parlevel', title: t(text.parlevel), textAlign: 'right', render: (r) => (r.parlevel ? qty(r.parlevel) : '') },
      ]}
    >
      <Text fw={600} ta="right" data-testid="stock-value">
        {t(text.valueTotal, { amount: formatPayment(list.meta?.value ?? 0) })}
      </Text>
    </ListScreen>
  );
}
