import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { ListScreen } from '../../components/list-screen';
import { PeriodForm } from '../../components/period-form';
import { useListScreen } from '../../components/use-list-screen';
import { formatDate } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { type CountRow, countList, useCountSheet } from './stock.api';
import { text } from './stock.text';
import { QtyCell, qty } from './stock-format';
import { useStockStart } from './stock-period';

/** The outlet's count sheets of a period; New opens the tablet count form, a double-click the sheet. */
export function CountsPage() {
  const t = useT();
  const navigate = useNavigate();
  const screen = useListScreen({ source: countList, id: 'countkey', filters: useStockStart(), sent: ({ outletname: _, ...f }) => f });
  const labels = { outlet: t(text.outlet), from: t(text.from), until: t(text.until), process: t(text.process) };
  return (
    <ListScreen<CountRow>
      screen={screen}
      title={t(text.countsTitle)}
      actions={{ add: () => navigate('/stock/counts/new') }}
      head={<PeriodForm value={screen.filters.draft} onChange={screen.filters.set} onProcess={screen.filters.apply} labels={labels} />}
      onOpen={(row) => navigate(`/stock/counts/${row.countkey}`)}
      columns={[
        { accessor: 'countdate', title: t(text.date), render: (r) => formatDate(`${r.countdate}T12:00:00Z`) },
        { accessor: 'countno', title: t(text.countno) },
        { accessor: 'outletname', title: t(text.outlet) },
        { accessor: 'lines', title: t(text.lines), textAlign: 'right' },
        {
          accessor: 'differencevalue',
          title: t(text.differenceValue),
          textAlign: 'right',
          render: (r) => <QtyCell value={r.differencevalue} money />,
        },
        { accessor: 'createby', title: t(text.createby) },
      ]}
    />
  );
}

/** A saved count sheet as it was counted: book, counted and the difference per item. */
export function CountSheetPage() {
  const t = useT();
  const navigate = useNavigate();
  const { data: sheet } = useCountSheet(useParams().key);
  if (!sheet) return null;
  return (
    <Stack gap="sm" maw={1000}>
      <Group justify="space-between">
        <Title order={2}>{t(text.countSheetTitle, { no: sheet.countno })}</Title>
        <Button variant="default" onClick={() => navigate('/stock/counts')}>
          {t('close')}
        </Button>
      </Group>
      <Text c="dimmed">
        {formatDate(`${sheet.countdate}T12:00:00Z`)} · {sheet.createby}
      </Text>
      <Table striped withTableBorder data-testid="count-result">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(text.itemname)}</Table.Th>
            <Table.Th>{t(text.unit)}</Table.Th>
            <Table.Th ta="right">{t(text.book)}</Table.Th>
            <Table.Th ta="right">{t(text.counted)}</Table.Th>
            <Table.Th ta="right">{t(text.difference)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sheet.lines.map((l) => (
            <Table.Tr key={l.itemno}>
              <Table.Td>{l.itemname}</Table.Td>
              <Table.Td>{l.invunitom}</Table.Td>
              <Table.Td ta="right">{qty(l.book)}</Table.Td>
              <Table.Td ta="right">{qty(l.counted)}</Table.Td>
              <Table.Td ta="right">
                <QtyCell value={l.difference} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
