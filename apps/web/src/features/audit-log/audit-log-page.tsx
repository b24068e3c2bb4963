import { Select, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { AUDIT_ACTIONS, type AuditRow, auditActionText } from '@saji/core';
import { useMemo } from 'react';
import { ListScreen } from '../../components/list-screen';
import { OutletFilter } from '../../components/outlet-filter';
import { useListScreen } from '../../components/use-list-screen';
import { useLang, useT } from '../../lib/i18n';
import { auditColumns } from './audit-columns';
import { type AuditFilters, auditList, exportAudit } from './audit-log.api';
import { text } from './audit-log.text';

const NO_FILTERS: AuditFilters = { tgl1: '', tgl2: '', username: '', action: '', outletid: '', outletname: '', objectkey: '' };

/** The audit log: an admin's whole company, a manager's own outlet; newest first, filtered and exported. */
export function AuditLogPage() {
  const t = useT();
  const lang = useLang();
  // outletname travels along for the field; the server filters by the id and ignores it.
  const screen = useListScreen({ source: auditList, id: 'auditid', filters: NO_FILTERS });
  const { filters } = screen;
  const columns = useMemo(() => auditColumns(t), [t]);
  return (
    <ListScreen<AuditRow>
      screen={screen}
      title={t(text.title)}
      actions={{ export: exportAudit }}
      filters={
        <>
          <DateInput label={t(text.dateFrom)} clearable w={150} {...filters.date('tgl1')} />
          <DateInput label={t(text.dateTo)} clearable w={150} {...filters.date('tgl2')} />
          <TextInput label={t(text.user)} w={160} {...filters.field('username')} />
          <Select
            label={t(text.action)}
            w={210}
            clearable
            searchable
            data={AUDIT_ACTIONS.map((a) => ({ value: a, label: auditActionText(a, lang) }))}
            {...filters.field('action')}
          />
          <OutletFilter label={t(text.outlet)} filters={filters} adminOnly />
          <TextInput label={t(text.objectkey)} w={300} {...filters.field('objectkey')} />
        </>
      }
      columns={columns}
      pageSizes={[15, 30, 50, 100]}
      cappedText={text.countCapped}
    />
  );
}
