import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable } from '../../components/data-table';
import { FilterPanel, useFilters } from '../../components/filter-panel';
import { Toolbar } from '../../components/toolbar';
import { useProfile } from '../../lib/auth';
import { formatAmount } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { notifyError, warnSelectRow } from '../../lib/notify';
import { PdfPreviewModal } from '../order-admin';
import { confirmDeleteNamed } from './confirm-delete-named';
import { exportRecipes, printRecipe, type StandardProductionRow, useDeleteRecipe, useRecipeList } from './standard-production.api';
import { text } from './standard-production.text';

const quantity = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 });

/** Standard Production list (salesresto.standarproduction): search, Add, Edit, Delete, Print, Export, Close. */
export function StandardProductionPage() {
  const t = useT();
  const navigate = useNavigate();
  const { data: profile } = useProfile();
  const filters = useFilters({ searchtxt: '' });
  const list = useRecipeList(filters.applied);
  const remove = useDeleteRecipe();
  const [selected, setSelected] = useState<StandardProductionRow | null>(null);
  const [previewId, setPreviewId] = useState<string | null>(null);
  const [printing, setPrinting] = useState(false);

  const open = (row: StandardProductionRow, view = false) =>
    navigate(`/standard-production/${row.stdrproductionkey}${view ? '?mode=view' : ''}`);
  const onDelete = async (row: StandardProductionRow) => {
    if (!(await confirmDeleteNamed(row.stdrproductionname, { confirm: t('delete'), cancel: t('cancel') }))) return;
    remove.mutate(row.stdrproductionkey, { onSuccess: () => setSelected(null) });
  };
  const onPrint = async () => {
    if (!selected) return warnSelectRow('Print');
    setPrinting(true);
    try {
      setPreviewId((await printRecipe(selected.stdrproductionkey)).id);
    } catch (err) {
      notifyError(err, { long: true });
    } finally {
      setPrinting(false);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>{t(text.title)}</Title>
        <Group gap="xs">
          <Button variant="light" color="grape" leftSection={<IconPrinter size={18} />} loading={printing} onClick={onPrint}>
            {t(text.print)}
          </Button>
          <Toolbar<StandardProductionRow>
            selected={selected}
            onAdd={() => navigate('/standard-production/new')}
            onEdit={(row) => open(row)}
            onDelete={onDelete}
            onExport={() => exportRecipes(list.exportParams, profile?.tglaktif ?? new Date().toISOString().slice(0, 10))}
            onClose={() => navigate('/')}
          />
        </Group>
      </Group>
      <FilterPanel onApply={filters.apply} onClear={filters.clear}>
        <TextInput label={t(text.search)} w={320} {...filters.field('searchtxt')} />
      </FilterPanel>
      <DataTable<StandardProductionRow>
        list={list}
        idAccessor="stdrproductionkey"
        numbered
        pageSizes={[10, 15, 20, 25, 30, 50]}
        selected={selected}
        onSelect={setSelected}
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
      />
      <PdfPreviewModal id={previewId} title={t(text.printTitle)} onClose={() => setPreviewId(null)} />
    </Stack>
  );
}
