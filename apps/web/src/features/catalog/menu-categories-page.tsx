import { Group, Stack, Title } from '@mantine/core';
import type { MenuCategory } from '@saji/core';
import { useNavigate } from 'react-router';
import { DataTable } from '../../components/data-table';
import { useListScreen } from '../../components/list-screen';
import { Toolbar } from '../../components/toolbar';
import { useCan } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { text } from './catalog.text';
import { CategoryForm } from './category-form';
import { useCategoryList, useDeleteCategory } from './menu-categories.api';

/** Menu Category: a list with Add and Close, and the add/edit form on the same screen. */
export function MenuCategoriesPage() {
  const t = useT();
  const navigate = useNavigate();
  const canWrite = useCan('catalog.write');
  const list = useCategoryList();
  const screen = useListScreen(useDeleteCategory(), (c: MenuCategory) => c.categid);
  const { mode } = screen;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>{t(text.categoriesTitle)}</Title>
        {mode.kind === 'list' && (
          <Toolbar<MenuCategory> selected={screen.selected} onAdd={canWrite ? screen.add : undefined} onClose={() => navigate('/')} />
        )}
      </Group>
      {mode.kind === 'form' ? (
        <CategoryForm key={mode.row?.categid ?? 'new'} category={mode.row} onClose={screen.close} />
      ) : (
        <DataTable<MenuCategory>
          list={list}
          idAccessor="categid"
          selected={screen.selected}
          onSelect={screen.setSelected}
          onEdit={canWrite ? screen.edit : undefined}
          onDelete={canWrite ? screen.remove : undefined}
          columns={[
            { accessor: 'categid', title: t(text.categid), sortable: true, width: 200 },
            { accessor: 'categname', title: t(text.categname), sortable: true },
            { accessor: 'nourut', title: t(text.nourut), sortable: true, textAlign: 'right', width: 180 },
          ]}
        />
      )}
    </Stack>
  );
}
