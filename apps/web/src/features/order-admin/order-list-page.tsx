import '@mantine/dates/styles.css';
import { Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { ORDER_EXPORT_FILE, ORDER_LIST_DEFAULT_LIMIT, ORDER_LIST_PAGE_SIZES, POSTING_OK, UNPOSTING_OK } from '@saji/core';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable } from '../../components/data-table';
import { useListQuery } from '../../components/use-list-query';
import { useCan, useProfile } from '../../lib/auth';
import { downloadFile } from '../../lib/download';
import { useT } from '../../lib/i18n';
import { notifyError, notifySuccess, warnSelectRow } from '../../lib/notify';
import { OrderHistoryModal } from '../audit-log';
import { BulkPostingDialog } from './bulk-posting-dialog';
import { ORDERS_KEY, type OrderListRow, printJv, usePaymentTypes, usePosting } from './order-admin.api';
import { text } from './order-admin.text';
import { orderColumns } from './order-columns';
import { OrderFilterPanel } from './order-filter-panel';
import { OrderListToolbar } from './order-list-toolbar';
import { PdfPreviewModal } from './pdf-preview-modal';
import { useOrderFilters } from './remembered-filters';
import { VoidDialog } from './void-dialog';

/** The POS order screen (salesresto.orderfrm), with the order key to view one. */
const posPath = (orderkey?: string) => (orderkey ? `/pos/${orderkey}` : '/pos');

export function OrderListPage() {
  const t = useT();
  const navigate = useNavigate();
  const { data: profile } = useProfile();
  const canVoid = useCan('orders.void');
  const canPost = useCan('orders.post');
  const canExport = useCan('orders.export');
  const canAudit = useCan('audit.read');
  // A manager or cashier sees only their outlet (the server scopes every call); an admin picks any.
  const bound = !!profile && profile.group !== 'admin';
  const filters = useOrderFilters();
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
  const [history, setHistory] = useState<OrderListRow | null>(null);

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
      <OrderFilterPanel filters={filters} paymentTypes={paymentTypes.data} />

      <OrderListToolbar
        posted={current?.posting === 1}
        postingPending={posting.isPending}
        onView={withRow('Edit', (r) => navigate(posPath(r.orderkey)))}
        onAdd={() => navigate(posPath())}
        onVoid={canVoid ? withRow('Delete', setVoiding) : undefined}
        onPost={canPost ? withRow('Posted', confirmPosting) : undefined}
        onJv={withRow('Printed', (r) => openJv(r.orderkey))}
        onBulk={() => setBulkOpen((n) => n + 1)}
        onExport={canExport ? () => downloadFile('/api/restoorderho/exportxls', ORDER_EXPORT_FILE, list.exportParams) : undefined}
        onHistory={canAudit ? withRow('Edit', setHistory) : undefined}
        onClose={() => navigate('/')}
      />

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
      <OrderHistoryModal order={history} onClose={() => setHistory(null)} />
    </Stack>
  );
}
