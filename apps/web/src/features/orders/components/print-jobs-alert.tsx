import { Alert, Button, CloseButton, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';
import { type PrintJob, posApi, posKeys, usePrintJobs } from '../orders.api';
import { text } from '../orders.text';

const isKitchen = (job: PrintJob) => job.kind === 'kitchen';

/**
 * Failed print jobs stay in front of the cashier until reprinted or dismissed: a printer that is
 * off never blocks the sale, but nobody should believe a receipt or a kitchen ticket came out.
 */
export function PrintJobsAlert({ outletid }: { outletid: number | null | undefined }) {
  const t = useT();
  const queryClient = useQueryClient();
  const { data } = usePrintJobs(outletid);
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<string | null>(null);
  const failed = (data ?? []).filter((j) => j.state === 'failed' && j.kind !== 'drawer' && j.orderkey && !dismissed.has(String(j.id)));
  // One row, the latest failure with the count, so the alert never pushes the order off a 768-pixel screen.
  const job = failed[0];
  if (!job) return null;
  const dismissAll = () => setDismissed((s) => new Set([...s, ...failed.map((j) => String(j.id))]));

  const reprint = async (job: PrintJob) => {
    setBusy(String(job.id));
    try {
      if (isKitchen(job)) await posApi.printKitchen(job.orderkey as string, true);
      else await posApi.printReceipt(job.orderkey as string);
      setDismissed((s) => new Set(s).add(String(job.id)));
      queryClient.invalidateQueries({ queryKey: posKeys.printJobs(outletid) });
    } catch (err) {
      notifyError(err, { long: true });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Alert color="red" variant="light" py={4} px="xs" data-testid="print-failures">
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Text size="sm" lineClamp={1}>
          <Text span fw={700} c="red.8">
            {t(text.printFailed)}
            {failed.length > 1 ? ` (${failed.length})` : ''}:
          </Text>{' '}
          {isKitchen(job) ? t(text.kitchenTicket) : t(text.receipt)} {job.orderno ?? ''} {job.lasterror ? `· ${job.lasterror}` : ''}
        </Text>
        <Group gap={4} wrap="nowrap">
          <Button size="compact-sm" h={36} color="red" loading={busy === String(job.id)} onClick={() => reprint(job)}>
            {t(text.reprint)}
          </Button>
          <CloseButton size="xl" aria-label={t('close')} onClick={dismissAll} />
        </Group>
      </Group>
    </Alert>
  );
}
