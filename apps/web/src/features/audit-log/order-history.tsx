import { Modal } from '@mantine/core';
import type { AuditRow } from '@saji/core';
import { useMemo } from 'react';
import { DataTable } from '../../components/data-table';
import { useListQuery } from '../../components/use-list-query';
import { useT } from '../../lib/i18n';
import { auditColumns } from './audit-columns';
import { type AuditFilters, orderHistoryList } from './audit-log.api';
import { text } from './audit-log.text';

/** An order's own history from the audit log: voids, status changes, postings, reprints. */
export function OrderHistoryModal({ order, onClose }: { order: { orderkey: string; orderno: string } | null; onClose: () => void }) {
  const t = useT();
  return (
    <Modal opened={!!order} onClose={onClose} title={order ? t(text.historyTitle, { orderno: order.orderno }) : ''} size="80rem" centered>
      {order && <History orderkey={order.orderkey} />}
    </Modal>
  );
}

function History({ orderkey }: { orderkey: string }) {
  const t = useT();
  const filters = useMemo(
    (): AuditFilters => ({ tgl1: '', tgl2: '', username: '', action: '', outletid: '', outletname: '', objectkey: orderkey }),
    [orderkey],
  );
  const list = useListQuery(orderHistoryList, filters);
  const columns = useMemo(() => auditColumns(t, false), [t]);
  return <DataTable<AuditRow> list={list} columns={columns} idAccessor="auditid" pageSizes={[50]} />;
}
