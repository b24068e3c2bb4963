import { Alert, Button, Group, Modal, Select, Stack, Table, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { modals } from '@mantine/modals';
import { type BulkPostingResult, FORM_INVALID, ORDER_LIST_TYPES } from '@saji/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { notifyError, notifyInvalidForm } from '../../lib/notify';
import { useBulkPosting } from './order-admin.api';
import { text } from './order-admin.text';

interface Initial {
  outletid: string;
  tgl1: string;
  tgl2: string;
  ordertype: string;
}

/** Posts or un-posts every order of an outlet and date range (optionally one order type), then shows the summary. */
export function BulkPostingDialog({ opened, initial, onClose }: { opened: boolean; initial: Initial; onClose: () => void }) {
  const t = useT();
  const [values, setValues] = useState(initial);
  const [result, setResult] = useState<(BulkPostingResult & { post: boolean }) | null>(null);
  const bulk = useBulkPosting();
  const outlets = useQuery({
    queryKey: ['restoorderho', 'outlets'],
    queryFn: () => api.get<{ outletid: number; outletname: string }[]>('/api/restoorderho/outlet'),
    enabled: opened,
  });
  const set = (name: keyof Initial) => (v: string | null) => setValues((s) => ({ ...s, [name]: v ?? '' }));
  const run = async (post: boolean) => {
    if (!values.outletid || !values.tgl1 || !values.tgl2) return notifyInvalidForm(FORM_INVALID);
    // The question names how many orders the run will post (or un-post): the completed ones not yet so.
    const matching = await api
      .get<{ meta: { total: number } }>('/api/restoorderho', {
        outletid: values.outletid,
        tgl1: values.tgl1,
        tgl2: values.tgl2,
        ordertype: values.ordertype || 'ALL',
        status: '0',
        isvoid: 0,
        posting: post ? 0 : 1,
        limit: 1,
      })
      .then((r) => r.meta.total)
      .catch(() => null);
    const outletname = outlets.data?.find((o) => String(o.outletid) === values.outletid)?.outletname ?? '';
    const ordertype = values.ordertype && values.ordertype !== 'ALL' ? values.ordertype : t('all');
    // The spec confirms every posting and un-posting; a bulk run touches many orders at once.
    modals.openConfirmModal({
      title: t(post ? text.bulkPost : text.bulkUnpost),
      children: (
        <>
          <Text size="sm">{t(post ? text.bulkPostBody : text.bulkUnpostBody, { outletname, ...values, ordertype })}</Text>
          {matching !== null && (
            <Text size="sm" fw={700} mt="xs" data-testid="bulk-count">
              {matching ? t(text.bulkCount, { n: matching }) : t(text.bulkNone)}
            </Text>
          )}
        </>
      ),
      labels: { confirm: t(text.confirm), cancel: t('cancel') },
      centered: true,
      onConfirm: () =>
        bulk.mutate(
          { post, ...values, ordertype: values.ordertype === 'ALL' ? '' : (values.ordertype as 'TAKEAWAY') },
          { onSuccess: (r) => setResult({ ...r, post }), onError: (err) => notifyError(err, { long: true }) },
        ),
    });
  };
  return (
    <Modal
      opened={opened}
      onClose={() => {
        setResult(null);
        onClose();
      }}
      title={t(text.bulkTitle)}
      size="lg"
      centered
    >
      <Stack gap="sm">
        <Select
          label={t(text.outlet)}
          required
          data={(outlets.data ?? []).map((o) => ({ value: String(o.outletid), label: o.outletname }))}
          value={values.outletid || null}
          onChange={set('outletid')}
        />
        <Group grow>
          <DateInput label={t(text.dateFrom)} required value={values.tgl1 || null} onChange={set('tgl1')} />
          <DateInput label={t(text.dateTo)} required value={values.tgl2 || null} onChange={set('tgl2')} />
        </Group>
        <Select
          label={t(text.orderType)}
          data={[...ORDER_LIST_TYPES]}
          value={values.ordertype || 'ALL'}
          onChange={set('ordertype')}
          allowDeselect={false}
        />
        <Group justify="flex-end">
          <Button variant="light" color="red" loading={bulk.isPending && !bulk.variables?.post} onClick={() => run(false)}>
            {t(text.bulkUnpost)}
          </Button>
          <Button loading={bulk.isPending && !!bulk.variables?.post} onClick={() => run(true)}>
            {t(text.bulkPost)}
          </Button>
        </Group>
        {result && (
          <Alert color={result.skipped.length ? 'yellow' : 'green'} data-testid="bulk-result">
            <Text fw={600}>
              {t(result.post ? text.bulkPosted : text.bulkUnposted, { posted: result.posted, skipped: result.skipped.length })}
            </Text>
            {result.skipped.length > 0 && (
              <Table mt="xs" striped withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t(text.skippedOrder)}</Table.Th>
                    <Table.Th>{t(text.reason)}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {result.skipped.slice(0, 100).map((s) => (
                    <Table.Tr key={s.orderno}>
                      <Table.Td>{s.orderno}</Table.Td>
                      <Table.Td>{s.reason}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Alert>
        )}
      </Stack>
    </Modal>
  );
}
