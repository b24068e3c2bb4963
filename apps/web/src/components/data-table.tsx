import 'mantine-datatable/styles.css';
import { ActionIcon, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconPencil, IconRefresh, IconTrash } from '@tabler/icons-react';
import { type DataTableColumn, DataTable as MantineDataTable } from 'mantine-datatable';
import { formatAmount } from '../lib/format';
import { useT } from '../lib/i18n';
import { errorText } from '../lib/notify';
import type { ListQuery } from './use-list-query';

/** Page-size options: 10 to 50 in steps of 5 (the spec's common choice). */
/**
 * A sortable figure column, right-aligned on one line, in the back office's amounts with their 2
 * decimals (docs/decisions/till.md) unless `render` shows it otherwise; `footer` under it.
 */
export function amountColumn<T>(
  accessor: keyof T & string,
  title: string,
  options: Pick<DataTableColumn<T>, 'render' | 'footer'> = {},
): DataTableColumn<T> {
  return {
    accessor,
    title,
    sortable: true,
    textAlign: 'right',
    noWrap: true,
    render: (r) => formatAmount(r[accessor] as number),
    ...options,
  };
}

/** The look of the back office's data tables: bordered, rounded, striped, the row under the pointer lit. */
export const TABLE_LOOK = { withTableBorder: true, borderRadius: 'sm', striped: true, highlightOnHover: true } as const;

export const PAGE_SIZES = [10, 15, 20, 25, 30, 35, 40, 45, 50];

/** The line under every list and lookup: '1–10 of 60'. */
export function usePaginationText() {
  const t = useT();
  return ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
    `${from}–${to} ${t('ofTotal')} ${totalRecords}`;
}

export interface DataTableProps<T> {
  /** The list from useListQuery: records, paging and sort. */
  list: ListQuery<T>;
  columns: DataTableColumn<T>[];
  /** The record's key field. */
  idAccessor: keyof T & string;
  pageSizes?: number[];
  /** One-row selection: a click selects (highlights) that row. */
  selected?: T | null;
  onSelect?: (row: T) => void;
  /** A double-click opens the row (a read-only view). */
  onOpen?: (row: T) => void;
  /** Adds the 'No.' column (row number across pages). */
  numbered?: boolean;
  /** The small type and narrower cell padding, for a list whose every column must fit a 1366 px screen. */
  dense?: boolean;
  /** Adds edit and delete icons at the end of each row; leave out for read-only lists. */
  onEdit?: (row: T) => void;
  onDelete?: (row: T) => void;
}

/**
 * The server-paged, sortable list every screen uses. Sorting asks the server (sortBy/sortDir), so
 * columns are sortable only where the endpoint whitelists them: mark those columns `sortable: true`.
 */
export function DataTable<T>({
  list,
  columns,
  idAccessor,
  pageSizes = PAGE_SIZES,
  selected,
  onSelect,
  onOpen,
  numbered,
  dense,
  onEdit,
  onDelete,
}: DataTableProps<T>) {
  const t = useT();
  const paginationText = usePaginationText();
  const selectedId = selected ? selected[idAccessor] : undefined;
  const offset = (list.page - 1) * list.limit;

  const all: DataTableColumn<T>[] = [
    ...(numbered ? [{ accessor: '__no', title: t('no'), width: 56, render: (_: T, index: number) => offset + index + 1 }] : []),
    ...columns,
    ...(onEdit || onDelete ? [actionsColumn<T>(t('actions'), t('edit'), t('delete'), onEdit, onDelete)] : []),
  ];

  return (
    <MantineDataTable<T>
      {...TABLE_LOOK}
      verticalSpacing="sm"
      fz={dense ? 'xs' : undefined}
      horizontalSpacing={dense ? 6 : undefined}
      minHeight={list.records.length ? undefined : 180}
      idAccessor={idAccessor}
      records={list.records}
      columns={all}
      fetching={list.fetching}
      // A list that failed to load says why instead of looking empty, and offers to try again.
      noRecordsText={list.error ? errorText(list.error) : t('noRecords')}
      emptyState={list.error ? <LoadFailed error={list.error} retry={() => list.refetch()} /> : undefined}
      loadingText={t('loading')}
      totalRecords={list.total}
      page={list.page}
      onPageChange={list.setPage}
      recordsPerPage={list.limit}
      recordsPerPageOptions={pageSizes}
      onRecordsPerPageChange={list.setLimit}
      recordsPerPageLabel={t('recordsPerPage')}
      paginationText={paginationText}
      sortStatus={{ columnAccessor: list.sort.sortBy, direction: list.sort.sortDir }}
      onSortStatusChange={(s) => list.setSort({ sortBy: String(s.columnAccessor), sortDir: s.direction })}
      onRowClick={onSelect ? ({ record }) => onSelect(record) : undefined}
      onRowDoubleClick={onOpen ? ({ record }) => onOpen(record) : undefined}
      rowClassName={(record) => (selectedId !== undefined && record[idAccessor] === selectedId ? 'saji-row-selected' : undefined)}
      customRowAttributes={(record) => ({ 'aria-selected': selectedId !== undefined && record[idAccessor] === selectedId })}
    />
  );
}

const retryText = { id: 'Coba lagi', en: 'Try again' };

/** The empty table's place when the list could not be read: why, and a button to read it again. */
function LoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useT();
  return (
    <Stack align="center" gap={6} role="alert">
      <IconAlertTriangle size={28} color="var(--mantine-color-red-6)" />
      <Text size="sm" c="red.7" ta="center" maw={560}>
        {errorText(error)}
      </Text>
      {/* The empty state lets clicks through to the table; the button takes its own. */}
      <Button size="xs" variant="light" leftSection={<IconRefresh size={16} />} style={{ pointerEvents: 'auto' }} onClick={retry}>
        {t(retryText)}
      </Button>
    </Stack>
  );
}

function actionsColumn<T>(
  title: string,
  editLabel: string,
  deleteLabel: string,
  onEdit?: (row: T) => void,
  onDelete?: (row: T) => void,
): DataTableColumn<T> {
  return {
    accessor: '__actions',
    title,
    textAlign: 'center',
    width: 110,
    render: (row) => (
      <Group gap="xs" justify="center" wrap="nowrap">
        {onEdit && (
          <Tooltip label={editLabel}>
            <ActionIcon
              size="lg"
              variant="subtle"
              aria-label={editLabel}
              onClick={(e) => {
                // The row click would select the row again; the icon acts on its own.
                e.stopPropagation();
                onEdit(row);
              }}
            >
              <IconPencil size={20} />
            </ActionIcon>
          </Tooltip>
        )}
        {onDelete && (
          <Tooltip label={deleteLabel}>
            <ActionIcon
              size="lg"
              variant="subtle"
              color="red"
              aria-label={deleteLabel}
              onClick={(e) => {
                e.stopPropagation();
                onDelete(row);
              }}
            >
              <IconTrash size={20} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    ),
  };
}
