import { Button, Group, Pagination, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { NumberField } from '../../components/number-field';
import { OutletField } from '../../components/outlet-field';
import { api, type ListEnvelope } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { type OnHandRow, useSaveCount } from './stock.api';
import { text } from './stock.text';
import { qty } from './stock-format';
import { useStockStart } from './stock-period';

const PAGE = 25;

/**
 * The count sheet on a tablet (1024x768): the outlet's items a page at a time, by category or name, a
 * large field per item for what was counted. Only items counted go on the sheet; saving sets their
 * stock to the count.
 */
export function CountFormPage() {
  const t = useT();
  const navigate = useNavigate();
  const start = useStockStart();
  const [outlet, setOutlet] = useState({ outletid: start.outletid, outletname: start.outletname });
  const [category, setCategory] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [typed] = useDebouncedValue({ category, search }, 300);
  const [counted, setCounted] = useState<Map<number, number | ''>>(new Map());
  const items = useQuery({
    queryKey: ['stock', 'count-items', outlet.outletid, typed, page],
    queryFn: () => api.get<ListEnvelope<OnHandRow>>('/api/stock/onhand', { outletid: outlet.outletid, ...typed, page, limit: PAGE }),
    enabled: !!outlet.outletid,
  });
  const save = useSaveCount();
  const lines = [...counted].filter(([, v]) => v !== '' && !Number.isNaN(v)).map(([itemno, v]) => ({ itemno, counted: Number(v) }));
  const set = (itemno: number, v: number | '') => setCounted((m) => new Map(m).set(itemno, v));
  return (
    <Stack gap="sm" maw={1000}>
      <Group justify="space-between">
        <Title order={2}>{t(text.countFormTitle)}</Title>
        <Text c="dimmed">{t(text.countedItems, { n: lines.length })}</Text>
      </Group>
      <Group align="flex-end" gap="sm">
        <OutletField label={t(text.outlet)} required {...outlet} onChange={setOutlet} w={220} />
        <TextInput size="md" label={t(text.category)} value={category} onChange={(e) => setCategory(e.currentTarget.value)} w={180} />
        <TextInput size="md" label={t(text.search)} value={search} onChange={(e) => setSearch(e.currentTarget.value)} w={220} />
      </Group>
      <Table striped withTableBorder verticalSpacing="xs" data-testid="count-sheet">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(text.itemname)}</Table.Th>
            <Table.Th w={90}>{t(text.unit)}</Table.Th>
            <Table.Th w={110} ta="right">
              {t(text.book)}
            </Table.Th>
            <Table.Th w={200}>{t(text.counted)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(items.data?.list ?? []).map((r) => (
            <Table.Tr key={r.itemno}>
              <Table.Td>
                <Text size="md">{r.itemname}</Text>
                <Text size="xs" c="dimmed">
                  {r.partnumber}
                </Text>
              </Table.Td>
              <Table.Td>{r.invunitom}</Table.Td>
              <Table.Td ta="right">{qty(r.onhand)}</Table.Td>
              <Table.Td>
                <NumberField
                  size="md"
                  aria-label={`${t(text.counted)} ${r.itemname}`}
                  decimals={4}
                  value={counted.get(r.itemno) ?? ''}
                  onChange={(v) => set(r.itemno, v)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="space-between">
        <Pagination value={page} onChange={setPage} total={Math.max(1, Math.ceil((items.data?.meta.total ?? 0) / PAGE))} size="lg" />
        <Group>
          <Button size="md" variant="default" onClick={() => navigate('/stock/counts')}>
            {t(text.cancel)}
          </Button>
          <Button
            size="md"
            disabled={!lines.length}
            loading={save.isPending}
            onClick={() =>
              save.mutate(
                { outletid: Number(outlet.outletid), lines },
                { onSuccess: (sheet) => navigate(`/stock/counts/${sheet.countkey}`) },
              )
            }
          >
            {t(text.saveCount)}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
