import type { MenuCategory } from '@saji/core';
import { ListScreen } from '../../components/list-screen';
import { useListScreen } from '../../components/use-list-screen';
import { useCan } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { text } from './catalog.text';
import { CategoryForm } from './category-form';
import { categoryList, useDeleteCategory } from './menu-categories.api';

/** Menu Category: a list with Add and Close, and the add/edit form on the same screen. */
export function MenuCategoriesPage() {
  const t = useT();
  const canWrite = useCan('catalog.write');
  const screen = useListScreen({ source: categoryList, id: 'categid', remove: useDeleteCategory() });
  return (
    <ListScreen<MenuCategory>
      screen={screen}
      title={t(text.categoriesTitle)}
      actions={{ add: canWrite, edit: canWrite, delete: canWrite, where: 'rows' }}
      columns={[
        { accessor: 'categid', title: t(text.categid), sortable: true, width: 200 },
        { accessor: 'categname', title: t(text.categname), sortable: true },
        { accessor: 'nourut', title: t(text.nourut), sortable: true, textAlign: 'right', width: 180 },
      ]}
      form={(row) => <CategoryForm key={row?.categid ?? 'new'} category={row} onClose={screen.close} />}
      formUnderTitle
    />
  );
}
