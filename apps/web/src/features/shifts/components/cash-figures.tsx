import { Paper, SimpleGrid, Table, Text } from '@mantine/core';
import { differenceOf, type Tender } from '@saji/core';
import type { ReactNode } from 'react';
import { formatRupiah } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { text } from '../shifts.text';

/** Counted minus expected, in words: short (red) or over (orange); nothing when it tallies. */
export function Difference({ value }: { value: number | null }) {
  const t = useT();
  if (value === null) return <Text fw={700}>–</Text>;
  const word = value < 0 ? ` (${t(text.short)})` : value > 0 ? ` (${t(text.over)})` : '';
  return (
    <Text fw={700} c={value < 0 ? 'red' : value > 0 ? 'orange' : 'teal'} data-testid="difference">
      {value > 0 ? '+' : ''}
      {formatRupiah(value)}
      {word}
    </Text>
  );
}

/** Expected, counted and the difference, side by side; the expected cash stays hidden under a blind count. */
export function CashFigures({ expected, counted }: { expected: number | null; counted: number | null }) {
  const t = useT();
  const box = (label: string, value: ReactNode, id: string) => (
    <Paper withBorder p="xs" radius="sm" data-testid={id}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {value}
    </Paper>
  );
  const amount = (v: number | null) => <Text fw={700}>{v === null ? '–' : formatRupiah(v)}</Text>;
  const difference = expected === null || counted === null ? null : differenceOf(counted, expected);
  return (
    <SimpleGrid cols={3} spacing="xs">
      {box(t(text.expected), amount(expected), 'expected')}
      {box(t(text.counted), amount(counted), 'counted')}
      {box(t(text.difference), <Difference value={difference} />, 'difference-box')}
    </SimpleGrid>
  );
}

/** Totals by payment type with their counts: what each type paid of the orders. */
export function TenderTable({ tenders }: { tenders: readonly Tender[] }) {
  const t = useT();
  if (!tenders.length) return null;
  return (
    <Table striped withTableBorder fz="sm" data-testid="tenders">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t(text.payment)}</Table.Th>
          <Table.Th ta="right">{t(text.times)}</Table.Th>
          <Table.Th ta="right">{t(text.paid)}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {tenders.map((p) => (
          <Table.Tr key={p.codepayment}>
            <Table.Td>{p.namepayment}</Table.Td>
            <Table.Td ta="right">{p.count}</Table.Td>
            <Table.Td ta="right">{formatRupiah(p.net)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
