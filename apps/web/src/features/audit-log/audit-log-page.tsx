import { Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { AUDIT_ACTIONS, type AuditRow } from '@saji/core';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { DataTable } from '../../components/data-table';
import { FilterPanel, useFilters } from '../../components/filter-panel';
import { OutletField } from '../../components/outlet-field';
import { Toolbar } from '../../components/toolbar';
import { useProfile } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { auditColumns } from './audit-columns';
import { type AuditFilters, exportAudit, useAuditList } from './audit-log.api';
import { text } from './audit-log.text';

const NO_FILTERS: AuditFilters = { tgl1: '', tgl2: '', username: '', action: '', outletid: '', outletname: '', objectkey: '' };

const dateField = (field: { value: string; onChange: (v: string | null) => void }) => ({
  value: field.value || null,
  onChange: (v: string | null) => field.onChange(v ?? ''),
});

/** The audit log: an admin's whole company, a manager's own outlet; newest first, filtered and exported. */
export function AuditLogPage() {
  const t = useT();
  const navigate = useNavigate();
  const { data: profile } = useProfile();
  const filters = useFilters(NO_FILTERS);
  // outletname travels along for the field; the server filters by the id and ignores it.
  const list = useAuditList(filters.applied);
  const columns = useMemo(() => auditColumns(t), [t]);

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>{t(text.title)}</Title>
        <Toolbar<AuditRow> onExport={() => exportAudit(list.exportParams)} onClose={() => navigate('/')} />
      </Group>
      <FilterPanel onApply={filters.apply} onClear={filters.clear}>
        <DateInput label={t(text.dateFrom)} valueFormat="YYYY-MM-DD" clearable w={150} {...dateField(filters.field('tgl1'))} />
        <DateInput label={t(text.dateTo)} valueFormat="YYYY-MM-DD" clearable w={150} {...dateField(filters.field('tgl2'))} />
        <TextInput label={t(text.user)} w={160} {...filters.field('username')} />
        <Select label={t(text.action)} w={210} clearable searchable data={[...AUDIT_ACTIONS]} {...filters.field('action')} />
        {profile?.group === 'admin' && (
          <OutletField
            label={t(text.outlet)}
            outletid={filters.draft.outletid}
            outletname={filters.draft.outletname}
            placeholder={t('allOutlets')}
            clearable
            onChange={(o) => {
              filters.field('outletid').onChange(o.outletid);
              filters.field('outletname').onChange(o.outletname);
            }}
          />
        )}
        <TextInput label={t(text.objectkey)} w={300} {...filters.field('objectkey')} />
      </FilterPanel>
      <DataTable<AuditRow> list={list} columns={columns} idAccessor="auditid" pageSizes={[15, 30, 50, 100]} />
      {list.more && (
        <Text size="sm" c="dimmed">
          {t(text.countCapped, { total: list.total.toLocaleString('id-ID') })}
        </Text>
      )}
    </Stack>
  );
}
