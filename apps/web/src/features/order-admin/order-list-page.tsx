import '@mantine/dates/styles.css';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { ORDER_EXPORT_FILE, ORDER_LIST_DEFAULT_LIMIT, ORDER_LIST_PAGE_SIZES, POSTING_OK, UNPOSTING_OK } from '@saji/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ColumnChoice } from '../../components/column-choice';
import { useHistoryMemory } from '../../components/list-memory';
import { ListScreen } from '../../components/list-screen';
import { listSource } from '../../components/use-list-query';
import { useListScreen } from '../../components/use-list-screen';
import { useCan, useProfile } from '../../lib/auth';
import { downloadFile } from '../../lib/download';
import { useT } from '../../lib/i18n';
import { notifyError, notifySuccess, warnSelectRow } from '../../lib/notify';
import { OrderHistoryModal } from '../audit-log';
import { BulkPostingDialog } from './bulk-posting-dialog';
import { ORDERS_KEY, type OrderListRow, printJv, usePaymentTypes, usePosting } from './order-admin.api';
import { text } from './order-admin.text';
import { posPath, useOrderColumns } from './order-columns';
import { INITIAL_ORDER_FILTERS, OrderFilterFields, type OrderFilters } from './order-filter-panel';
import { OrderListToolbar } from './order-list-toolbar';
import { PdfPreviewModal } from './pdf-preview-modal';
import { VoidDialog } from './void-dialog';

/** The POS order screen (salesresto.orderfrm), with the order key to view one. */
const orderList = listSource<OrderListRow>(ORDERS_KEY, '/api/restoorderho', { limit: ORDER_LIST_DEFAULT_LIMIT, sortBy: 'orderno' });

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
  // View Order and Back return to the filter applied; opening the list afresh starts from the defaults.
  const screen = useListScreen({
    source: orderList,
    id: 'orderkey',
    filters: INITIAL_ORDER_FILTERS,
    memory: useHistoryMemory<OrderFilters>('orderFilters'),
  });
  const { filters, list, selected: current } = screen;
  const paymentTypes = usePaymentTypes();
  const posting = usePosting();
  const [voiding, setVoiding] = useState<OrderListRow | null>(null);
  const [bulkOpen, setBulkOpen] = useState(0);
  const [previewId, setPreviewId] = useState<string | null>(null);
  const [history, setHistory] = useState<OrderListRow | null>(null);

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

  const { choice, columns } = useOrderColumns(t, current?.orderkey, canVoid ? setVoiding : undefined, navigate);

  return (
    <ListScreen<OrderListRow>
      screen={screen}
      title={t(text.title)}
      filters={<OrderFilterFields filters={filters} paymentTypes={paymentTypes.data} />}
      toolbar={
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
          columns={<ColumnChoice {...choice} />}
        />
      }
      columns={columns}
      // Twelve columns beside the menu at 1366 px: in the list's small type they fit without scrolling sideways.
      dense
      pageSizes={[...ORDER_LIST_PAGE_SIZES]}
      cappedText={text.countCapped}
    >
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
    </ListScreen>
  );
}
