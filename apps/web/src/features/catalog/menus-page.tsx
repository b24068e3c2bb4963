import { Badge, Group, Image, TextInput } from '@mantine/core';
import type { MenuRow } from '@saji/core';
import { useNavigate } from 'react-router';
import { sessionMemory } from '../../components/list-memory';
import { ListScreen } from '../../components/list-screen';
import { useListScreen } from '../../components/use-list-screen';
import { useCan } from '../../lib/auth';
import { formatAmount, formatListDate } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { text } from './catalog.text';
import { CategoryField } from './category-lookup';
import { exportMenus, type MenuFilters, menuList, useDeleteMenu } from './menus.api';

const NO_FILTERS: MenuFilters = { menucateg: '', categname: '', menuname: '' };
const SORTABLE = ['menucode', 'menuname', 'menusize', 'hargajualstd', 'kenapajakstd', 'categname', 'salesacc', 'modified'];
/**
 * The applied filter outlives a visit to the form (spec: remembered and restored on return), and the
 * sort with it, so the list comes back as it was left.
 */
const memory = sessionMemory<MenuFilters>('saji.menus.list', SORTABLE);

/** Restaurant Menu list: Add, Edit, Delete, Export, Filter, Close; Add and Edit open the menu form. */
export function MenusPage() {
  const t = useT();
  const navigate = useNavigate();
  const canWrite = useCan('catalog.write');
  const screen = useListScreen({
    source: menuList,
    id: 'menuid',
    filters: NO_FILTERS,
    memory,
    // The category is filtered by its code; its name is only shown in the field.
    sent: (f) => ({ menucateg: f.menucateg, menuname: f.menuname }),
    remove: useDeleteMenu(),
  });
  const { filters } = screen;

  return (
    <ListScreen<MenuRow>
      screen={screen}
      title={t(text.menusTitle)}
      actions={{
        add: canWrite && (() => navigate('/menus/new')),
        edit: (row) => navigate(`/menus/${row.menuid}`),
        delete: canWrite,
        export: exportMenus,
      }}
      filters={
        <>
          <CategoryField
            label={t(text.category)}
            clearable
            code={filters.draft.menucateg}
            name={filters.draft.categname}
            onChange={(c) => filters.set({ menucateg: c?.categid ?? '', categname: c?.categname ?? '' })}
          />
          <TextInput label={t(text.menuname)} {...filters.field('menuname')} />
        </>
      }
      columns={[
        { accessor: 'menucode', title: t(text.menucode), sortable: true, width: 90 },
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
        { accessor: 'menusize', title: t(text.menusize), sortable: true, width: 92 },
        {
          accessor: 'hargajualstd',
          title: t(text.hargajualstd),
          sortable: true,
          textAlign: 'right',
          width: 110,
          render: (m) => formatAmount(m.hargajualstd),
        },
        {
          accessor: 'kenapajakstd',
          title: t(text.kenapajakstd),
          sortable: true,
          textAlign: 'center',
          width: 80,
          render: (m) => t(Number(m.kenapajakstd) === 1 ? 'yes' : 'notYes'),
        },
        { accessor: 'categname', title: t(text.category), sortable: true, width: 100 },
        { accessor: 'salesacc', title: t(text.salesacc), sortable: true, width: 112 },
        {
          accessor: 'modified',
          title: t(text.modified),
          sortable: true,
          width: 96,
          render: (m) => formatListDate(m.modified),
        },
        {
          accessor: 'menuimg',
          title: t(text.menuimg),
          width: 88,
          render: (m) => (m.menuimg ? <Image src={m.menuimg} alt={m.menuname} w={56} h={35} fit="contain" radius="xs" /> : null),
        },
      ]}
    />
  );
}
