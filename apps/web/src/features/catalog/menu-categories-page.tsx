import { Group, Stack, Title } from '@mantine/core';
import type { MenuCategory } from '@saji/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { confirmDelete } from '../../components/confirm-delete';
import { DataTable } from '../../components/data-table';
import { Toolbar } from '../../components/toolbar';
import { useCan } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { text } from './catalog.text';
import { CategoryForm } from './category-form';
import { useCategoryList, useDeleteCategory } from './menu-categories.api';

type Mode = { kind: 'list' } | { kind: 'form'; category?: MenuCategory };

/** Menu Category: a list with Add and Close, and the add/edit form on the same screen. */
export function MenuCategoriesPage() {
  const t = useT();
  const navigate = useNavigate();
  const canWrite = useCan('catalog.write');
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [selected, setSelected] = useState<MenuCategory | null>(null);
  const list = useCategoryList();
  const remove = useDeleteCategory();

  const edit = (category: MenuCategory) => setMode({ kind: 'form', category });
  const del = async (row: MenuCategory) => {
    if (!(await confirmDelete({ confirm: t('delete'), cancel: t('cancel') }))) return;
    remove.mutate(row.categid, { onSuccess: () => setSelected(null) });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>{t(text.categoriesTitle)}</Title>
        {mode.kind === 'list' && (
          <Toolbar<MenuCategory>
            selected={selected}
            onAdd={canWrite ? () => setMode({ kind: 'form' }) : undefined}
            onClose={() => navigate('/')}
          />
        )}
      </Group>
      {mode.kind === 'form' ? (
        <CategoryForm key={mode.category?.categid ?? 'new'} category={mode.category} onClose={() => setMode({ kind: 'list' })} />
      ) : (
        <DataTable<MenuCategory>
          list={list}
          idAccessor="categid"
          selected={selected}
          onSelect={setSelected}
          onEdit={canWrite ? edit : undefined}
          onDelete={canWrite ? del : undefined}
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
