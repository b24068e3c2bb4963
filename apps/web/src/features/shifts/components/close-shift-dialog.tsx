import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { countedDrawer, type ShiftDetail } from '@saji/core';
import { useState } from 'react';
import { useProfile } from '../../../lib/auth';
import { useT } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { outboxText } from '../../../lib/outbox/outbox.text';
import { waitingCommands } from '../../../lib/outbox/use-outbox';
import { useCloseShift, useShiftDetail } from '../shifts.api';
import { text } from '../shifts.text';
import { CashFigures, TenderTable } from './cash-figures';
import { countedEntries, DrawerCount, type DrawerCounts } from './drawer-count';
import { ReportActions } from './report-actions';

interface Props {
  shiftid: number;
  terminal: string;
  paperWidth: 58 | 80;
  onClose: () => void;
}

/**
 * Closing a shift: the drawer counted note by note, the counted total as it is typed beside the
 * expected cash and the difference (unless the count is blind), the totals by payment type; then the
 * result, with the Z report on the receipt printer and as PDF.
 */
export function CloseShiftDialog({ shiftid, terminal, paperWidth, onClose }: Props) {
  const t = useT();
  const detail = useShiftDetail(shiftid);
  const close = useCloseShift(shiftid);
  const [counts, setCounts] = useState<DrawerCounts>({});
  const [printZ, setPrintZ] = useState(true);
  const [done, setDone] = useState<ShiftDetail | null>(null);
  const unreadable = Object.values(counts).some((c) => typeof c === 'number' && !Number.isInteger(c));
  const counted = countedDrawer(countedEntries(counts)).total;
  const username = useProfile().data?.username;
  const submit = async () => {
    // A sale still in the outbox belongs in this drawer's count: the close waits until it is sent.
    const waiting = username ? await waitingCommands(username) : 0;
    if (waiting) return notifyError(t(outboxText.closeRefused, { count: waiting }), { long: true });
    close.mutate(
      {
        counted: countedEntries(counts).map(({ denomination, kind, count }) => ({ denomination, kind, count })),
        print: printZ,
        width: paperWidth,
      },
      {
        onSuccess: (closed) => {
          notifySuccess(t(text.closed));
          setDone(closed);
        },
      },
    );
  };
  const shown = done ?? detail.data;
  return (
    <Modal opened onClose={onClose} title={`${t(text.closeShift)} · ${terminal}`} size={720} centered zIndex={400}>
      {done ? (
        <Stack data-testid="close-result">
          <CashFigures expected={done.header.expected} counted={done.header.counted} />
          <TenderTable tenders={done.tenders} />
          <Group justify="space-between">
            <ReportActions shiftid={shiftid} report="Z" paperWidth={paperWidth} />
            <Button onClick={onClose}>{t('close')}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <DrawerCount counts={counts} onChange={setCounts} />
          {shown?.header.blind && <Alert color="blue">{t(text.blind)}</Alert>}
          <CashFigures expected={shown?.header.expected ?? null} counted={counted} />
          {shown && <TenderTable tenders={shown.tenders} />}
          <Group justify="space-between">
            <Checkbox size="md" label={t(text.printZ)} checked={printZ} onChange={(e) => setPrintZ(e.currentTarget.checked)} />
            <Button size="md" color="red" onClick={submit} loading={close.isPending} disabled={unreadable || !detail.data}>
              {t(text.closeShift)}
            </Button>
          </Group>
          {detail.isError && <Text c="red">{String(detail.error.message)}</Text>}
        </Stack>
      )}
    </Modal>
  );
}
