import { Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useProfile } from '../../lib/auth';
import { formatDate, formatQty } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { useKitchenTimes } from './kitchen.api';
import { text } from './kitchen.text';

/** Average ticket time (sent to bumped) per outlet, day and station, over a period. */
export function KitchenTimePage() {
  const t = useT();
  const { data: profile } = useProfile();
  const today = profile?.tglaktif ?? '';
  const [form, setForm] = useState({ tgl1: '', tgl2: '' });
  const [asked, setAsked] = useState<{ tgl1: string; tgl2: string } | null>(null);
  const times = useKitchenTimes(asked);
  const tgl1 = form.tgl1 || today;
  const tgl2 = form.tgl2 || today;
  return (
    <Stack>
      <Title order={3}>{t(text.timeNav)}</Title>
      <Group align="flex-end">
        <TextInput type="date" label={t(text.from)} value={tgl1} onChange={(e) => setForm({ ...form, tgl1: e.currentTarget.value })} />
        <TextInput type="date" label={t(text.to)} value={tgl2} onChange={(e) => setForm({ ...form, tgl2: e.currentTarget.value })} />
        <Button onClick={() => setAsked({ tgl1, tgl2 })} loading={times.isFetching}>
          {t(text.process)}
        </Button>
      </Group>
      {times.data && (
        <Table striped withTableBorder data-testid="kitchen-time">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t(text.day)}</Table.Th>
              <Table.Th>{t(text.outlet)}</Table.Th>
              <Table.Th>{t(text.station)}</Table.Th>
              <Table.Th ta="right">{t(text.cards)}</Table.Th>
              <Table.Th ta="right">{t(text.avg)}</Table.Th>
              <Table.Th ta="right">{t(text.max)}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {times.data.list.map((r) => (
              <Table.Tr key={`${r.day}-${r.outletid}-${r.station}`}>
                <Table.Td>{formatDate(r.day)}</Table.Td>
                <Table.Td>{r.outletname}</Table.Td>
                <Table.Td>{r.station}</Table.Td>
                <Table.Td ta="right">{r.cards}</Table.Td>
                <Table.Td ta="right">{formatQty(Math.round(r.avgminutes * 10) / 10)}</Table.Td>
                <Table.Td ta="right">{formatQty(Math.round(r.maxminutes * 10) / 10)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {times.data && !times.data.list.length && <Text c="dimmed">{t(text.noRows)}</Text>}
    </Stack>
  );
}
