import { ActionIcon, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { fiscalYearOf } from '@saji/core';
import { IconChevronLeft, IconChevronRight, IconLock, IconLockOpen } from '@tabler/icons-react';
import { useState } from 'react';
import { useCan, useProfile } from '../../lib/auth';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { notifyError, notifySuccess } from '../../lib/notify';
import { usePeriods, useSetPeriod } from './accounting.api';
import { text } from './accounting.text';

/** Opens and closes the months of a fiscal year; a closed month refuses posting and un-posting. */
export function PeriodsPage() {
  const t = useT();
  const { data: profile } = useProfile();
  const [tahun, setTahun] = useState(() => (profile ? fiscalYearOf(profile.tglaktif, profile.awalbln) : new Date().getFullYear()));
  const periods = usePeriods(tahun);
  const setPeriod = useSetPeriod();
  // Managers see the months; closing one closes every outlet's books, so it is the admin's to do.
  const canManage = useCan('periods.manage');
  const months = periods.data?.months ?? [];

  const toggle = (p: { tahun: number; bulan: number; label: string; isclosed: boolean }) =>
    modals.openConfirmModal({
      title: t(p.isclosed ? text.openPeriod : text.closePeriod),
      children: <Text size="sm">{t(p.isclosed ? text.openWhat : text.closeWhat, { month: p.label })}</Text>,
      labels: { confirm: t(text.confirm), cancel: t('cancel') },
      centered: true,
      onConfirm: () =>
        setPeriod.mutate(
          { tahun: p.tahun, bulan: p.bulan, isclosed: !p.isclosed },
          { onSuccess: (r) => notifySuccess(r.message), onError: (err) => notifyError(err) },
        ),
    });

  return (
    <Stack gap="md" maw={860}>
      <Title order={2}>{t(text.periodsTitle)}</Title>
      <Text size="sm" c="dimmed">
        {t(text.periodsHelp)}
      </Text>
      <Group gap="xs">
        <ActionIcon variant="default" size="input-md" aria-label="previous year" onClick={() => setTahun((y) => y - 1)}>
          <IconChevronLeft size={18} />
        </ActionIcon>
        <Text fw={600} size="lg" data-testid="fiscal-year">
          {t(text.fiscalYear)} {tahun}
        </Text>
        {months.length > 0 && (
          <Text c="dimmed">
            {months[0].label} – {months[months.length - 1].label}
          </Text>
        )}
        <ActionIcon variant="default" size="input-md" aria-label="next year" onClick={() => setTahun((y) => y + 1)}>
          <IconChevronRight size={18} />
        </ActionIcon>
      </Group>
      <Paper withBorder>
        <Table striped verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t(text.month)}</Table.Th>
              <Table.Th>{t(text.statusName)}</Table.Th>
              <Table.Th>{t(text.closedBy)}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {months.map((p) => (
              <Table.Tr key={`${p.tahun}-${p.bulan}`}>
                <Table.Td>{p.label}</Table.Td>
                <Table.Td>
                  <Badge color={p.isclosed ? 'red' : 'green'} variant="light">
                    {t(p.isclosed ? text.periodClosed : text.periodOpen)}
                  </Badge>
                </Table.Td>
                <Table.Td>{p.isclosed ? `${p.closedby ?? ''} ${formatDateTime(p.closedat)}` : ''}</Table.Td>
                <Table.Td align="right">
                  {canManage && (
                    <Button
                      size="sm"
                      variant="light"
                      color={p.isclosed ? 'green' : 'red'}
                      leftSection={p.isclosed ? <IconLockOpen size={16} /> : <IconLock size={16} />}
                      onClick={() => toggle(p)}
                    >
                      {t(p.isclosed ? text.openPeriod : text.closePeriod)}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </Stack>
  );
}
