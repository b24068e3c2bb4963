import { Button, TextInput } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useConfirmDelete } from '../../components/confirm-delete';
import { ListScreen } from '../../components/list-screen';
import { useListScreen } from '../../components/use-list-screen';
import { useProfile } from '../../lib/auth';
import { formatAmount, formatQty } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { notifyError, warnSelectRow } from '../../lib/notify';
import { PdfPreviewModal } from '../order-admin';
import { exportRecipes, printRecipe, recipeList, type StandardProductionRow, useDeleteRecipe } from './standard-production.api';
import { text } from './standard-production.text';

const quantity = { format: formatQty };

/** Standard Production list (salesresto.standarproduction): search, Add, Edit, Delete, Print, Export, Close. */
export function StandardProductionPage() {
  const t = useT();
  const navigate = useNavigate();
  const { data: profile } = useProfile();
  const confirmDelete = useConfirmDelete();
  const screen = useListScreen({
    source: recipeList,
    id: 'stdrproductionkey',
    filters: { searchtxt: '' },
    remove: useDeleteRecipe(),
    confirmRemove: (row: StandardProductionRow) => confirmDelete({ name: row.stdrproductionname }),
  });
  const [previewId, setPreviewId] = useState<string | null>(null);
  const [printing, setPrinting] = useState(false);

  const open = (row: StandardProductionRow, view = false) =>
    navigate(`/standard-production/${row.stdrproductionkey}${view ? '?mode=view' : ''}`);
  const onPrint = async () => {
    if (!screen.selected) return warnSelectRow('Print');
    setPrinting(true);
    try {
      setPreviewId((await printRecipe(screen.selected.stdrproductionkey)).id);
    } catch (err) {
      notifyError(err, { long: true });
    } finally {
      setPrinting(false);
    }
  };

  return (
    <ListScreen<StandardProductionRow>
      screen={screen}
      title={t(text.title)}
      actions={{
        add: () => navigate('/standard-production/new'),
        edit: (row) => open(row),
        delete: true,
        export: (params) => exportRecipes(params, profile?.tglaktif ?? new Date().toISOString().slice(0, 10)),
        where: 'toolbar',
      }}
      extra={
        <Button variant="light" color="grape" leftSection={<IconPrinter size={18} />} loading={printing} onClick={onPrint}>
          {t(text.print)}
        </Button>
      }
      filters={<TextInput label={t(text.search)} w={320} {...screen.filters.field('searchtxt')} />}
      numbered
      pageSizes={[10, 15, 20, 25, 30, 50]}
      onOpen={(row) => open(row, true)}
      columns={[
        { accessor: 'stdrproductionname', title: t(text.name), sortable: true },
        { accessor: 'totalitems', title: t(text.totalitems), sortable: true, textAlign: 'right' },
        {
          accessor: 'estimatedtotal',
          title: t(text.estimatedtotal),
          sortable: true,
          textAlign: 'right',
          render: (r) => `${quantity.format(r.estimatedtotal)} ${r.unitsize}`,
        },
        {
          accessor: 'totalyield',
          title: t(text.totalyield),
          sortable: true,
          textAlign: 'right',
          render: (r) => quantity.format(r.totalyield),
        },
        {
          accessor: 'weightperportion',
          title: t(text.weightperportion),
          sortable: true,
          textAlign: 'right',
          render: (r) => `${quantity.format(r.weightperportion)} ${r.unitsize}`,
        },
        {
          accessor: 'ttlnetto',
          title: t(text.ttlnetto),
          sortable: true,
          textAlign: 'right',
          render: (r) => `${r.matauang} ${formatAmount(r.ttlnetto)}`,
        },
      ]}
    >
      <PdfPreviewModal id={previewId} title={t(text.printTitle)} onClose={() => setPreviewId(null)} />
    </ListScreen>
  );
}
