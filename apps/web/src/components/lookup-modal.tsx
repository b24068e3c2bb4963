import 'mantine-datatable/styles.css';
import { Group, Modal, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { type DataTableColumn, DataTable as MantineDataTable } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { api, type ListEnvelope } from '../lib/api';
import { type Text, useT } from '../lib/i18n';
import { errorText } from '../lib/notify';
import { PAGE_SIZES, usePaginationText } from './data-table';

/** Where a lookup's rows come from: a paged endpoint searched on the server, or rows filtered here. */
export type LookupSource<T> =
  | { kind: 'server'; key: string; path: string; params?: Record<string, string | number | undefined>; sortBy: string }
  | { kind: 'local'; records: T[]; fetching?: boolean; match: (row: T, search: Record<string, string>) => boolean };

/** What a screen gives any lookup: whether it shows, how it closes, and what takes the picked row. */
export interface LookupProps<T> {
  opened: boolean;
  onClose: () => void;
  /** Called with the clicked row; the modal then closes. */
  onSelect: (row: T) => void;
}

export interface LookupModalProps<T> extends LookupProps<T> {
  title: string;
  columns: DataTableColumn<T>[];
  idAccessor: keyof T & string;
  /** The search boxes; for a server source each name is sent as a query parameter. */
  searchFields: { name: string; label: Text }[];
  source: LookupSource<T>;
  pageSize?: number;
  /** The page-size choices; 10 to 50 in steps of 5 unless the lookup has its own. */
  pageSizes?: number[];
}

/** A modal list to pick one record: click a row to select it and close. */
export function LookupModal<T>(props: LookupModalProps<T>) {
  const { opened, onClose, title, searchFields } = props;
  const t = useT();
  const blank = Object.fromEntries(searchFields.map((f) => [f.name, ''])) as Record<string, string>;
  const [search, setSearch] = useState(blank);
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="xl" centered>
      <Group gap="sm" mb="sm" grow>
        {searchFields.map((f) => (
          <TextInput
            key={f.name}
            label={t(f.label)}
            value={search[f.name]}
            onChange={(e) => {
              const { value } = e.currentTarget;
              setSearch((s) => ({ ...s, [f.name]: value }));
            }}
            data-autofocus={f === searchFields[0] || undefined}
          />
        ))}
      </Group>
      {/* Mounted only while open, so a closed lookup makes no requests. */}
      {opened && <LookupTable {...props} search={search} />}
    </Modal>
  );
}

function LookupTable<T>({
  columns,
  idAccessor,
  source,
  pageSize = 20,
  pageSizes = PAGE_SIZES,
  onSelect,
  onClose,
  search,
}: LookupModalProps<T> & { search: Record<string, string> }) {
  const t = useT();
  const paginationText = usePaginationText();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(pageSize);
  const [debounced] = useDebouncedValue(search, 300);
  // A new search starts again from page 1.
  const [lastSearch, setLastSearch] = useState(debounced);
  if (lastSearch !== debounced) {
    setLastSearch(debounced);
    setPage(1);
  }

  const server = source.kind === 'server' ? source : undefined;
  const params = server ? { ...server.params, ...debounced, page, limit, sortBy: server.sortBy, sortDir: 'asc' } : undefined;
  const remote = useQuery({
    queryKey: [server?.key, 'lookup', params],
    queryFn: () => api.get<ListEnvelope<T>>(server!.path, params),
    enabled: !!server,
  });

  const local = source.kind === 'local' ? source : undefined;
  const filtered = useMemo(() => (local ? local.records.filter((r) => local.match(r, debounced)) : []), [local, debounced]);

  const records = server ? (remote.data?.list ?? []) : filtered.slice((page - 1) * limit, page * limit);
  const total = server ? (remote.data?.meta.total ?? 0) : filtered.length;

  return (
    <MantineDataTable<T>
      withTableBorder
      striped
      highlightOnHover
      minHeight={records.length ? undefined : 160}
      idAccessor={idAccessor}
      records={records}
      columns={columns}
      fetching={server ? remote.isFetching : !!local?.fetching}
      noRecordsText={remote.error ? errorText(remote.error) : t('noRecords')}
      totalRecords={total}
      page={page}
      onPageChange={setPage}
      recordsPerPage={limit}
      recordsPerPageOptions={pageSizes}
      onRecordsPerPageChange={(n) => {
        setLimit(n);
        setPage(1);
      }}
      recordsPerPageLabel={t('recordsPerPage')}
      paginationText={paginationText}
      onRowClick={({ record }) => {
        onSelect(record);
        onClose();
      }}
      rowStyle={() => ({ cursor: 'pointer' })}
    />
  );
}
