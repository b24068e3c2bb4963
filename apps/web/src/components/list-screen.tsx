import { Badge, Center, Loader, Select } from '@mantine/core';
import { type ReactNode, Suspense, useState } from 'react';
import { useT } from '../lib/i18n';
import { confirmDelete } from './confirm-delete';

/** Which side of a list screen shows: the list, or the form (new, or editing `row`). */
export type ListMode<Row> = { kind: 'list' } | { kind: 'form'; row?: Row };

interface Remove<Key> {
  mutate: (key: Key, options?: { onSuccess?: () => void }) => void;
}

/**
 * The state every master-data list screen keeps: list or form, the one selected row, and delete
 * behind the spec's 'Delete Record?' question. It lives in the page, so the list is as it was
 * (filters, page, sort, selection) when the form closes.
 */
export function useListScreen<Row, Key>(remove: Remove<Key>, keyOf: (row: Row) => Key) {
  const t = useT();
  const [mode, setMode] = useState<ListMode<Row>>({ kind: 'list' });
  const [selected, setSelected] = useState<Row | null>(null);
  return {
    mode,
    selected,
    setSelected,
    add: () => setMode({ kind: 'form' }),
    edit: (row: Row) => setMode({ kind: 'form', row }),
    close: () => setMode({ kind: 'list' }),
    remove: async (row: Row) => {
      if (!(await confirmDelete({ confirm: t('delete'), cancel: t('cancel') }))) return;
      remove.mutate(keyOf(row), { onSuccess: () => setSelected(null) });
    },
  };
}

/** A lazily loaded form, with a spinner while its code arrives. */
export function FormSuspense({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Center h={240}>
          <Loader />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}

/** The spec's active filter: Yes = '1', No = '0', ALL = '' (on the wire). */
export function ActiveSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useT();
  return (
    <Select
      label={t('active')}
      w={140}
      allowDeselect={false}
      // Select cannot hold '' as an option value, so ALL travels as 'all' here and '' to the server.
      value={value || 'all'}
      onChange={(v) => onChange(v === 'all' ? '' : (v ?? ''))}
      data={[
        { value: 'all', label: t('all') },
        { value: '1', label: t('yes') },
        { value: '0', label: t('notYes') },
      ]}
    />
  );
}

/** An active flag ('1' or '0') as a Yes/No badge. */
export function ActiveBadge({ active }: { active: string }) {
  const t = useT();
  return (
    <Badge color={active === '1' ? 'green' : 'gray'} variant="light" tt="none">
      {active === '1' ? t('yes') : t('notYes')}
    </Badge>
  );
}
