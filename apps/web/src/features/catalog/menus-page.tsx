import { Badge, Group, Image, Stack, TextInput, Title } from '@mantine/core';
import { type MenuRow, taxAppliedText } from '@saji/core';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { confirmDelete } from '../../components/confirm-delete';
import { DataTable } from '../../components/data-table';
import { FilterPanel, useFilters } from '../../components/filter-panel';
import { Toolbar } from '../../components/toolbar';
import { useCan } from '../../lib/auth';
import { formatAmount, formatListDate } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { text } from './catalog.text';
import { CategoryField } from './category-lookup';
import { exportMenus, type MenuFilters, useDeleteMenu, useMenuList } from './menus.api';
import classes from './menus-page.module.css';

/** Narrow columns let their two-word titles wrap, so all ten columns fit a 1280-pixel screen. */
const WRAP = classes.wrapTitle;
const NO_FILTERS: MenuFilters = { menucateg: '', categname: '', menuname: '' };
const DEFAULT_SORT: MenuSort = { sortBy: 'menuname', sortDir: 'asc' };
const SORTABLE = ['menucode', 'menuname', 'menusize', 'hargajualstd', 'kenapajakstd', 'categname', 'salesacc', 'modified'];
/**
 * The applied filter outlives a visit to the form (spec: remembered and restored on return), and the
 * sort with it, so the list comes back as it was left.
 */
const STORAGE_KEY = 'saji.menus.list';

interface MenuSort {
  sortBy: string;
  sortDir: 'asc' | 'desc';
}

function remembered(): { filters: MenuFilters; sort: MenuSort } {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as { filters?: Partial<MenuFilters>; sort?: MenuSort } | null;
    const sort = stored?.sort;
    const knownSort = sort && SORTABLE.includes(sort.sortBy) && (sort.sortDir === 'asc' || sort.sortDir === 'desc');
    return { filters: { ...NO_FILTERS, ...stored?.filters } as MenuFilters, sort: knownSort ? sort : DEFAULT_SORT };
  } catch {
    return { filters: NO_FILTERS, sort: DEFAULT_SORT };
  }
}

/** Restaurant Menu list: Add, Edit, Delete, Export, Filter, Close; Add and Edit open the menu form. */
export function MenusPage() {
  const t = useT();
  const navigate = useNavigate();
  const canWrite = useCan('catalog.write');
  const [selected, setSelected] = useState<MenuRow | null>(null);
  const [start] = useState(remembered);
  const filters = useFilters(start.filters, NO_FILTERS);
  // The category is filtered by its code; its name is only shown in the field.
  const applied = useMemo(() => ({ menucateg: filters.applied.menucateg, menuname: filters.applied.menuname }), [filters.applied]);
  const list = useMenuList(applied as MenuFilters, start.sort);
  const remove = useDeleteMenu();

  useEffect(() => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ filters: filters.applied, sort: list.sort }));
  }, [filters.applied, list.sort]);

  const edit = (row: MenuRow) => navigate(`/menus/${row.menuid}`);
  const del = async (row: MenuRow) => {
    if (!(await confirmDelete({ confirm: t('delete'), cancel: t('cancel') }))) return;
    remove.mutate(row.menuid, { onSuccess: () => setSelected(null) });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>{t(text.menusTitle)}</Title>
        <Toolbar<MenuRow>
          selected={selected}
          onAdd={canWrite ? () => navigate('/menus/new') : undefined}
          onEdit={edit}
          onDelete={canWrite ? del : undefined}
          onExport={() => exportMenus(list.exportParams)}
          onClose={() => navigate('/')}
        />
      </Group>

      <FilterPanel onApply={filters.apply} onClear={filters.clear}>
        <CategoryField
          label={t(text.category)}
          clearable
          code={filters.draft.menucateg}
          name={filters.draft.categname}
          onChange={(c) => {
            filters.field('menucateg').onChange(c?.categid ?? '');
            filters.field('categname').onChange(c?.categname ?? '');
          }}
        />
        <TextInput label={t(text.menuname)} {...filters.field('menuname')} />
      </FilterPanel>

      <DataTable<MenuRow>
        list={list}
        idAccessor="menuid"
        selected={selected}
        onSelect={setSelected}
        onEdit={edit}
        onDelete={canWrite ? del : undefined}
        columns={[
          { accessor: 'menucode', title: t(text.menucode), sortable: true, width: 90, titleClassName: WRAP },
          {
            accessor: 'menuname',
            title: t(text.menuname),
            sortable: true,
            render: (m) => (
              <Group gap={6}>
                {m.menuname}
                {m.aktif !== '1' && (
                  <Badge size="xs" color="gray" variant="light">
                    {t(text.inactive)}
                  </Badge>
                )}
              </Group>
            ),
          },
          { accessor: 'menusize', title: t(text.menusize), sortable: true, width: 72, titleClassName: WRAP },
          {
            accessor: 'hargajualstd',
            title: t(text.hargajualstd),
            sortable: true,
            textAlign: 'right',
            width: 110,
            titleClassName: WRAP,
            render: (m) => formatAmount(m.hargajualstd),
          },
          {
            accessor: 'kenapajakstd',
            title: t(text.kenapajakstd),
            sortable: true,
            textAlign: 'center',
            width: 80,
            titleClassName: WRAP,
            render: (m) => taxAppliedText(m.kenapajakstd),
          },
          { accessor: 'categname', title: t(text.category), sortable: true, width: 100 },
          { accessor: 'salesacc', title: t(text.salesacc), sortable: true, width: 96, titleClassName: WRAP },
          {
            accessor: 'modified',
            title: t(text.modified),
            sortable: true,
            width: 96,
            titleClassName: WRAP,
            render: (m) => formatListDate(m.modified),
          },
          {
            accessor: 'menuimg',
            title: t(text.menuimg),
            width: 76,
            render: (m) => (m.menuimg ? <Image src={m.menuimg} alt={m.menuname} w={56} h={35} fit="contain" radius="xs" /> : null),
          },
        ]}
      />
    </Stack>
  );
}
