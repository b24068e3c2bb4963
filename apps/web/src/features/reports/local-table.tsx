import 'mantine-datatable/styles.css';
import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type DataTableColumn, DataTable as MantineDataTable } from 'mantine-datatable';
import { TABLE_LOOK } from '../../components/data-table';
import { useT } from '../../lib/i18n';
import { text } from './reports.text';
import type { LocalTable } from './use-local-table';

export interface LocalDataTableProps<T> {
  table: LocalTable<T>;
  columns: DataTableColumn<T>[];
  idAccessor: (keyof T & string) | ((row: T) => string | number);
  pageSizes: number[];
  fetching: boolean;
  /** What an empty table says: idle, no sales, or why it failed. */
  emptyText: string;
}

/** A report list, sorted and paged in the browser: 'Showing X to Y of N entries', limit per page. */
export function LocalDataTable<T>({ table, columns, idAccessor, pageSizes, fetching, emptyText }: LocalDataTableProps<T>) {
  const t = useT();
  return (
    <MantineDataTable<T>
      {...TABLE_LOOK}
      verticalSpacing="xs"
      minHeight={table.records.length ? undefined : 180}
      idAccessor={idAccessor as keyof T & string}
      records={table.records}
      columns={columns}
      fetching={fetching}
      noRecordsText={emptyText}
      loadingText={t('loading')}
      totalRecords={table.filtered.length}
      page={table.page}
      onPageChange={table.setPage}
      recordsPerPage={table.limit}
      recordsPerPageOptions={pageSizes}
      onRecordsPerPageChange={table.setLimit}
      recordsPerPageLabel={t(text.limitPerPage)}
      paginationText={({ from, to, totalRecords }) => t(text.showing, { from, to, total: totalRecords })}
      sortStatus={table.sortStatus}
      onSortStatusChange={table.setSortStatus}
    />
  );
}

/** The search over a report list's rows (the fields the table was given). */
export function TableSearch<T>({ table }: { table: LocalTable<T> }) {
  const t = useT();
  return (
    <TextInput
      w={320}
      leftSection={<IconSearch size={16} />}
      placeholder={t(text.search)}
      aria-label={t(text.search)}
      value={table.search}
      onChange={(e) => table.setSearch(e.currentTarget.value)}
    />
  );
}
