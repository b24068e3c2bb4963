import { ActionIcon, Group, Modal, TextInput } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import type { MenuCategory } from '@saji/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { DataTable } from '../../components/data-table';
import { useListQuery } from '../../components/use-list-query';
import { useT } from '../../lib/i18n';
import { text } from './catalog.text';
import { categoryLookupList } from './menu-categories.api';

export interface CategoryLookupProps {
  opened: boolean;
  onClose: () => void;
  onSelect: (category: MenuCategory) => void;
}

/** The Category lookup: No., Category Code, Category Name; paged and sortable, a row click picks. */
export function CategoryLookup({ opened, onClose, onSelect }: CategoryLookupProps) {
  const t = useT();
  return (
    <Modal opened={opened} onClose={onClose} title={t(text.categoryLookup)} size="lg" centered>
      {opened && <CategoryLookupTable onClose={onClose} onSelect={onSelect} />}
    </Modal>
  );
}

function CategoryLookupTable({ onClose, onSelect }: Omit<CategoryLookupProps, 'opened'>) {
  const t = useT();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const filters = useMemo(() => ({ categname: debounced }), [debounced]);
  const list = useListQuery(categoryLookupList, filters);
  return (
    <>
      <TextInput label={t(text.searchCategory)} value={search} onChange={(e) => setSearch(e.currentTarget.value)} mb="sm" data-autofocus />
      <DataTable<MenuCategory>
        list={list}
        idAccessor="categid"
        numbered
        onSelect={(row) => {
          onSelect(row);
          onClose();
        }}
        columns={[
          { accessor: 'categid', title: t(text.categid), sortable: true },
          { accessor: 'categname', title: t(text.categname), sortable: true },
        ]}
      />
    </>
  );
}

export interface CategoryFieldProps {
  label: string;
  /** The category code (the value) and its name (shown). */
  code: string;
  name: string;
  onChange: (category: MenuCategory | null) => void;
  error?: React.ReactNode;
  required?: boolean;
  /** Offers a button that empties the field (filters); forms leave it off. */
  clearable?: boolean;
  disabled?: boolean;
}

/** A read-only category name with a search button that opens the lookup. */
export function CategoryField({ label, code, name, onChange, error, required, clearable, disabled }: CategoryFieldProps) {
  const t = useT();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <TextInput
        label={label}
        value={code ? `${name} (${code})` : ''}
        placeholder={t(text.pickCategory)}
        readOnly
        required={required}
        error={error}
        disabled={disabled}
        onClick={disabled ? undefined : open}
        miw={220}
        rightSectionWidth={clearable && code ? 64 : 36}
        rightSection={
          <Group gap={0} wrap="nowrap">
            {clearable && code && (
              <ActionIcon variant="subtle" color="gray" onClick={() => onChange(null)} aria-label={`${t('clear')}: ${label}`}>
                <IconX size={16} />
              </ActionIcon>
            )}
            <ActionIcon variant="subtle" onClick={open} disabled={disabled} aria-label={`${t(text.pickCategory)}: ${label}`}>
              <IconSearch size={18} />
            </ActionIcon>
          </Group>
        }
      />
      <CategoryLookup opened={opened} onClose={close} onSelect={onChange} />
    </>
  );
}
