import '@mantine/dates/styles.css';
import { Button, Checkbox, Group, Input, SegmentedControl, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { modals } from '@mantine/modals';
import { ORDER_EXPORT_FILE, ORDER_LIST_DEFAULT_LIMIT, ORDER_LIST_PAGE_SIZES, ORDER_LIST_TYPES, POSTING_OK, UNPOSTING_OK } from '@saji/core';
import { IconBan, IconBook2, IconDownload, IconEye, IconPlus, IconSend, IconStack2, IconX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable } from '../../components/data-table';
import { FilterPanel, useFilters } from '../../components/filter-panel';
import { OutletField } from '../../components/outlet-field';
import { useListQuery } from '../../components/use-list-query';
import { useCan, useProfile } from '../../lib/auth';
import { downloadFile } from '../../lib/download';
import { useT } from '../../lib/i18n';
import { notifyError, notifySuccess, warnSelectRow } from '../../lib/notify';
import { BulkPostingDialog } from './bulk-posting-dialog';
import { ORDERS_KEY, type OrderListRow, printJv, usePaymentTypes, usePosting } from './order-admin.api';
import { text } from './order-admin.text';
import { orderColumns } from './order-columns';
import { PdfPreviewModal } from './pdf-preview-modal';
import { VoidDialog } from './void-dialog';

/** The POS order screen (salesresto.orderfrm), with the order key to view one. */
const posPath = (orderkey?: string) => (orderkey ? `/pos/${orderkey}` : '/pos');

const initialFilters = {
  outletid: '',
  outletname: '',
  status: '0',
  isvoid: '0',
  deliverby: '',
  tablename: '',
  tgl1: '',
  tgl2: '',
  ordertype: 'ALL',
  posting: '',
  paymethod: '',
};

export function OrderListPage() {
  const t = useT();
  const navigate = useNavigate();
  const { data: profile } = useProfile();
  const canVoid = useCan('orders.void');
  const canPost = useCan('orders.post');
  const canExport = useCan('orders.export');
  // A manager or cashier sees only their outlet (the server scopes every call); an admin picks any.
  const bound = !!profile && profile.group !== 'admin';
  const filters = useFilters(initialFilters);
  const list = useListQuery<OrderListRow>(ORDERS_KEY, '/api/restoorderho', filters.applied, {
    limit: ORDER_LIST_DEFAULT_LIMIT,
    sortBy: 'orderno',
  });
  const paymentTypes = usePaymentTypes();
  const posting = usePosting();
  const [selected, setSelected] = useState<OrderListRow | null>(null);
  const [voiding, setVoiding] = useState<OrderListRow | null>(null);
  const [bulkOpen, setBulkOpen] = useState(0);
  const [previewId, setPreviewId] = useState<string | null>(null);

  const current = selected && list.records.find((r) => r.orderkey === selected.orderkey);
  const withRow = (action: 'Edit' | 'Delete' | 'Posted' | 'Printed', fn: (row: OrderListRow) => void) => () =>
    current ? fn(current) : warnSelectRow(action);

  const openJv = async (orderkey: string) => {
    try {
      setPreviewId((await printJv(orderkey)).id);
    } catch (err) {
      notifyError(err, { long: true });
    }
  };

  const confirmPosting = (row: OrderListRow) => {
    const post = row.posting !== 1;
    modals.openConfirmModal({
      title: t(post ? text.postingTitle : text.unpostingTitle),
      children: <Text size="sm">{t(post ? text.postingBody : text.unpostingBody, { orderno: row.orderno })}</Text>,
      labels: { confirm: t(text.confirm), cancel: t('cancel') },
      centered: true,
      onConfirm: () =>
        posting.mutate(
          { orderkey: row.orderkey, post },
          {
            onSuccess: () => {
              notifySuccess(post ? POSTING_OK : UNPOSTING_OK);
              // After a single posting the voucher it wrote is shown at once.
              if (post) openJv(row.orderkey);
            },
            onError: (err) => notifyError(err, { long: true }),
          },
        ),
    });
  };

  const columns = useMemo(
    () => orderColumns(t, selected?.orderkey, canVoid ? setVoiding : undefined, (r) => navigate(posPath(r.orderkey))),
    [t, selected?.orderkey, canVoid, navigate],
  );

  return (
    <Stack gap="md">
      <Title order={2}>{t(text.title)}</Title>
      <FilterPanel onApply={filters.apply} onClear={filters.clear}>
        <OutletField
          label={t(text.outlet)}
          outletid={filters.draft.outletid}
          outletname={filters.draft.outletname}
          placeholder={t('allOutlets')}
          clearable
          w={240}
          onChange={(o) => {
            filters.field('outletid').onChange(o.outletid);
            filters.field('outletname').onChange(o.outletname);
          }}
        />
        <Input.Wrapper label={t(text.status)}>
          <SegmentedControl
            display="flex"
            size="md"
            data={[
              { value: '1', label: t(text.open) },
              { value: '0', label: t(text.closed) },
            ]}
            {...filters.field('status')}
          />
        </Input.Wrapper>
        <Checkbox
          label={t(text.void)}
          mb={10}
          checked={filters.draft.isvoid === '1'}
          onChange={(e) => filters.field('isvoid').onChange(e.currentTarget.checked ? '1' : '0')}
        />
        <TextInput label={t(text.deliverBy)} w={150} {...filters.field('deliverby')} />
        <TextInput label={t(text.tableName)} w={130} {...filters.field('tablename')} />
        <DateInput label={t(text.dateFrom)} valueFormat="YYYY-MM-DD" clearable w={150} size="md" {...dateField(filters.field('tgl1'))} />
        <DateInput label={t(text.dateTo)} valueFormat="YYYY-MM-DD" clearable w={150} size="md" {...dateField(filters.field('tgl2'))} />
        <Select label={t(text.orderType)} w={140} data={[...ORDER_LIST_TYPES]} allowDeselect={false} {...filters.field('ordertype')} />
        <Select
          label={t(text.posting)}
          w={140}
          data={[
            { value: '', label: t('all') },
            { value: '1', label: t(text.posted) },
            { value: '0', label: t(text.unposted) },
          ]}
          allowDeselect={false}
          {...filters.field('posting')}
        />
        <Select
          label={t(text.payMethod)}
          w={160}
          clearable
          // An order's paymethod lists the names of the types that paid, so the filter sends a name.
          data={[...new Set((paymentTypes.data ?? []).map((p) => p.namepayment))]}
          value={filters.draft.paymethod || null}
          onChange={filters.field('paymethod').onChange}
        />
      </FilterPanel>

      <Group gap="xs">
        <Button variant="light" leftSection={<IconEye size={18} />} onClick={withRow('Edit', (r) => navigate(posPath(r.orderkey)))}>
          {t(text.viewOrder)}
        </Button>
        <Button leftSection={<IconPlus size={18} />} onClick={() => navigate(posPath())}>
          {t('add')}
        </Button>
        {canVoid && (
          <Button variant="light" color="red" leftSection={<IconBan size={18} />} onClick={withRow('Delete', setVoiding)}>
            {t(text.voidOrder)}
          </Button>
        )}
        {canPost && (
          <>
            <Button
              variant="light"
              color="indigo"
              leftSection={<IconSend size={18} />}
              loading={posting.isPending}
              onClick={withRow('Posted', confirmPosting)}
            >
              {current?.posting === 1 ? t(text.unpostingButton) : t(text.postingButton)}
            </Button>
            <Button
              variant="light"
              color="indigo"
              leftSection={<IconBook2 size={18} />}
              onClick={withRow('Printed', (r) => openJv(r.orderkey))}
            >
              {t(text.jv)}
            </Button>
            <Button variant="light" color="indigo" leftSection={<IconStack2 size={18} />} onClick={() => setBulkOpen((n) => n + 1)}>
              {t(text.postAll)}
            </Button>
          </>
        )}
        {canExport && (
          <Button
            variant="light"
            color="teal"
            leftSection={<IconDownload size={18} />}
            onClick={() => downloadFile('/api/restoorderho/exportxls', ORDER_EXPORT_FILE, list.exportParams)}
          >
            {t('export')}
          </Button>
        )}
        <Button variant="default" leftSection={<IconX size={18} />} onClick={() => navigate('/')}>
          {t('close')}
        </Button>
      </Group>

      <DataTable<OrderListRow>
        list={list}
        columns={columns}
        idAccessor="orderkey"
        pageSizes={[...ORDER_LIST_PAGE_SIZES]}
        selected={current ?? null}
        onSelect={setSelected}
      />
      {list.more && (
        <Text size="sm" c="dimmed" data-testid="count-capped">
          {t(text.countCapped, { total: list.total.toLocaleString('id-ID') })}
        </Text>
      )}

      <VoidDialog order={voiding} onClose={() => setVoiding(null)} />
      {bulkOpen > 0 && (
        <BulkPostingDialog
          key={bulkOpen}
          opened
          initial={{
            outletid: filters.applied.outletid || (bound && profile?.outletid ? String(profile.outletid) : ''),
            tgl1: filters.applied.tgl1,
            tgl2: filters.applied.tgl2,
            ordertype: filters.applied.ordertype,
          }}
          onClose={() => setBulkOpen(0)}
        />
      )}
      <PdfPreviewModal id={previewId} title={t(text.jvTitle)} onClose={() => setPreviewId(null)} />
    </Stack>
  );
}

/** A date picker bound to a YYYY-MM-DD draft field. */
function dateField(field: { value: string; onChange: (v: string | null) => void }) {
  return { value: field.value || null, onChange: (v: string | null) => field.onChange(v ?? '') };
}
