import { Button, Group, Image, Modal, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { MenuRow } from '@saji/core';
import { IconListCheck } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { DataTable } from '../../components/data-table';
import { useListQuery } from '../../components/use-list-query';
import { formatAmount } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { notifyError } from '../../lib/notify';
import { text } from './catalog.text';
import { fetchAllMenus, type MenuFilters, menuLookupList } from './menus.api';

/** The menu lookup's page sizes (spec): 5 to 25, 5 rows by default. */
export const MENU_LOOKUP_PAGE_SIZES = [5, 10, 15, 20, 25];

export interface MenuLookupProps {
  opened: boolean;
  onClose: () => void;
  /** A row click picks one menu; the modal then closes. */
  onSelect: (menu: MenuRow) => void;
  /** When given, 'Add all menus' hands over every menu matching the search (images left out). */
  onSelectAll?: (menus: MenuRow[]) => void;
}

/** The Restaurant Menu lookup used by the campaign and POS screens: search by menu and category name. */
export function MenuLookup({ opened, onClose, onSelect, onSelectAll }: MenuLookupProps) {
  const t = useT();
  return (
    <Modal opened={opened} onClose={onClose} title={t(text.menuLookup)} size="xl" centered>
      {opened && <MenuLookupBody onClose={onClose} onSelect={onSelect} onSelectAll={onSelectAll} />}
    </Modal>
  );
}

function MenuLookupBody({ onClose, onSelect, onSelectAll }: Omit<MenuLookupProps, 'opened'>) {
  const t = useT();
  const [search, setSearch] = useState({ menuname: '', categname: '' });
  const [debounced] = useDebouncedValue(search, 300);
  const filters = useMemo<MenuFilters>(() => ({ menucateg: '', ...debounced }), [debounced]);
  const list = useListQuery(menuLookupList, filters);
  const [addingAll, setAddingAll] = useState(false);

  const addAll = async () => {
    if (!onSelectAll) return;
    setAddingAll(true);
    try {
      onSelectAll(await fetchAllMenus(debounced));
      onClose();
    } catch (err) {
      notifyError(err);
    } finally {
      setAddingAll(false);
    }
  };

  return (
    <>
      <Group gap="sm" mb="sm" align="flex-end" grow={!onSelectAll}>
        <TextInput
          label={t(text.menuname)}
          value={search.menuname}
          onChange={(e) => setSearch({ ...search, menuname: e.currentTarget.value })}
          data-autofocus
        />
        <TextInput
          label={t(text.categname)}
          value={search.categname}
          onChange={(e) => setSearch({ ...search, categname: e.currentTarget.value })}
        />
        {onSelectAll && (
          <Button variant="light" loading={addingAll} leftSection={<IconListCheck size={18} />} onClick={addAll}>
            {t(text.addAllMenus)}
          </Button>
        )}
      </Group>
      <DataTable<MenuRow>
        list={list}
        idAccessor="menuid"
        pageSizes={MENU_LOOKUP_PAGE_SIZES}
        onSelect={(row) => {
          onSelect(row);
          onClose();
        }}
        columns={[
          {
            accessor: 'menuimg',
            title: '',
            width: 64,
            render: (m) => (m.menuimg ? <Image src={m.menuimg} alt="" w={48} h={30} fit="contain" /> : null),
          },
          { accessor: 'menucode', title: t(text.menucode), sortable: true },
          { accessor: 'menuname', title: t(text.menuname), sortable: true },
          { accessor: 'menusize', title: t(text.menusize), sortable: true },
          { accessor: 'categname', title: t(text.category), sortable: true },
          {
            accessor: 'hargajualstd',
            title: t(text.hargajualstd),
            sortable: true,
            textAlign: 'right',
            render: (m) => formatAmount(m.hargajualstd),
          },
        ]}
      />
    </>
  );
}
