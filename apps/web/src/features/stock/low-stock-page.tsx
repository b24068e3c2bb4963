import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { NumberField } from '../../components/number-field';
import { OutletField } from '../../components/outlet-field';
import { useT } from '../../lib/i18n';
import { ItemPicker, type PickedItem } from './item-picker';
import { type LowStockRow, useLowStock, useSaveParLevels } from './stock.api';
import { text } from './stock.text';
import { QtyCell, qty } from './stock-format';
import { useStockStart } from './stock-period';

/** Items of an outlet below their par level, the largest shortfall first, and a par level set per item. */
export function LowStockPage() {
  const t = useT();
  const start = useStockStart();
  const [outlet, setOutlet] = useState({ outletid: start.outletid, outletname: start.outletname });
  const [item, setItem] = useState<PickedItem | null>(null);
  const [level, setLevel] = useState<number | ''>('');
  const low = useLowStock(outlet.outletid);
  const save = useSaveParLevels();
  return (
    <Stack gap="md">
      <Title order={2}>{t(text.lowTitle)}</Title>
      <Paper withBorder p="sm">
        <Group align="flex-end">
          <OutletField label={t(text.outlet)} required {...outlet} onChange={setOutlet} w={240} />
          <ItemPicker outletid={outlet.outletid} value={item} onChange={setItem} w={300} />
          <NumberField label={t(text.parlevel)} decimals={4} value={level} onChange={setLevel} w={150} />
          <Button
            disabled={!item || level === ''}
            loading={save.isPending}
            onClick={() =>
              item && save.mutate({ outletid: Number(outlet.outletid), lines: [{ itemno: item.itemno, parlevel: Number(level) }] })
            }
          >
            {t(text.setParLevel)}
          </Button>
        </Group>
      </Paper>
      <DataTable<LowStockRow>
        withTableBorder
        striped
        minHeight={160}
        fetching={low.isFetching}
        records={low.data?.list ?? []}
        idAccessor="itemno"
        noRecordsText={t(text.noLow)}
        columns={[
          { accessor: 'partnumber', title: t(text.partnumber) },
          { accessor: 'itemname', title: t(text.itemname) },
          { accessor: 'invunitom', title: t(text.unit) },
          { accessor: 'onhand', title: t(text.onhand), textAlign: 'right', render: (r) => <QtyCell value={r.onhand} /> },
          { accessor: 'parlevel', title: t(text.parlevel), textAlign: 'right', render: (r) => qty(r.parlevel) },
          { accessor: 'shortfall', title: t(text.shortfall), textAlign: 'right', render: (r) => qty(r.shortfall) },
        ]}
      />
    </Stack>
  );
}
