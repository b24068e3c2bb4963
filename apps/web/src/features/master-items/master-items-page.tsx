import {
  Button,
  FileButton,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { jasaText, type MasterItem, masterItemInputSchema } from '@saji/core';
import { IconFileImport } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { DataTable } from '../../components/data-table';
import { FilterPanel, useFilters } from '../../components/filter-panel';
import { FormActions } from '../../components/form-actions';
import { useListScreen } from '../../components/list-screen';
import { Toolbar } from '../../components/toolbar';
import { useCan } from '../../lib/auth';
import { formatAmount } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { useSchemaForm } from '../../lib/use-schema-form';
import { exportItems, type ItemFilters, useDeleteItem, useImportItems, useItemList, useSaveItem } from './master-items.api';
import { text } from './master-items.text';

const NO_FILTERS: ItemFilters = { itemcode: '', itemname: '', headcategory: '', jasa: '' };

/** The master item list for recipe costing: list, form, export and an .xlsx import. */
export function MasterItemsPage() {
  const t = useT();
  const navigate = useNavigate();
  const canWrite = useCan('catalog.write');
  const filters = useFilters(NO_FILTERS);
  const list = useItemList(filters.applied);
  const importer = useImportItems();
  const screen = useListScreen(useDeleteItem(), (item: MasterItem) => item.itemno);

  if (screen.mode.kind === 'form') return <ItemForm item={screen.mode.row} onClose={screen.close} />;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>{t(text.itemsTitle)}</Title>
        <Group gap="xs">
          {canWrite && (
            <FileButton
              onChange={(f) => f && importer.mutate(f)}
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            >
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  color="grape"
                  loading={importer.isPending}
                  leftSection={<IconFileImport size={18} />}
                  title={t(text.importHint)}
                >
                  {t(text.importXlsx)}
                </Button>
              )}
            </FileButton>
          )}
          <Toolbar<MasterItem>
            selected={screen.selected}
            onAdd={canWrite ? screen.add : undefined}
            onEdit={canWrite ? screen.edit : undefined}
            onDelete={canWrite ? screen.remove : undefined}
            onExport={() => exportItems(list.exportParams)}
            onClose={() => navigate('/')}
          />
        </Group>
      </Group>
      {canWrite && (
        <Text size="sm" c="dimmed">
          {t(text.importHint)}
        </Text>
      )}

      <FilterPanel onApply={filters.apply} onClear={filters.clear}>
        <TextInput label={t(text.partnumber)} w={160} {...filters.field('itemcode')} />
        <TextInput label={t(text.itemname)} {...filters.field('itemname')} />
        <TextInput label={t(text.headcategory)} w={180} {...filters.field('headcategory')} />
        <Select
          label={t(text.jasa)}
          w={150}
          allowDeselect={false}
          value={filters.draft.jasa || 'all'}
          onChange={(v) => filters.field('jasa').onChange(v === 'all' ? '' : v)}
          data={[
            { value: 'all', label: t('all') },
            { value: '0', label: t(text.material) },
            { value: '1', label: t(text.service) },
          ]}
        />
      </FilterPanel>

      <DataTable<MasterItem>
        list={list}
        idAccessor="itemno"
        pageSizes={[10, 20, 30, 50, 70, 90, 120]}
        selected={screen.selected}
        onSelect={screen.setSelected}
        onEdit={canWrite ? screen.edit : undefined}
        onDelete={canWrite ? screen.remove : undefined}
        columns={[
          { accessor: 'partnumber', title: t(text.partnumber), sortable: true },
          { accessor: 'itemname', title: t(text.itemname), sortable: true },
          { accessor: 'invunitom', title: t(text.invunitom), sortable: true },
          { accessor: 'itemcategory', title: t(text.itemcategory), sortable: true },
          { accessor: 'headcategory', title: t(text.headcategory), sortable: true },
          { accessor: 'jasa', title: t(text.jasa), sortable: true, render: (i) => jasaText(i.jasa) },
          { accessor: 'lastprice', title: t(text.lastprice), sortable: true, textAlign: 'right', render: (i) => formatAmount(i.lastprice) },
        ]}
      />
    </Stack>
  );
}

function ItemForm({ item, onClose }: { item?: MasterItem; onClose: () => void }) {
  const t = useT();
  const save = useSaveItem();
  const { form, submit } = useSchemaForm(
    masterItemInputSchema,
    {
      itemno: item?.itemno,
      partnumber: item?.partnumber ?? '',
      itemname: item?.itemname ?? '',
      invunitom: item?.invunitom ?? 'EACH',
      itemcategory: item?.itemcategory ?? '',
      headcategory: item?.headcategory ?? '',
      jasa: String(item?.jasa ?? 0),
      lastprice: item?.lastprice ?? ('' as number | string),
    },
    (body) => save.mutate(body, { onSuccess: onClose }),
  );
  return (
    <Paper withBorder p="md" radius="sm" maw={760}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3}>{item ? t(text.editItem, { name: item.itemname }) : t(text.addItem)}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t(text.partnumber)} required maxLength={40} {...form.getInputProps('partnumber')} />
            <TextInput label={t(text.itemname)} required maxLength={150} {...form.getInputProps('itemname')} />
            <TextInput label={t(text.invunitom)} maxLength={20} {...form.getInputProps('invunitom')} />
            <NumberInput
              label={t(text.lastprice)}
              min={0}
              decimalScale={2}
              thousandSeparator="."
              decimalSeparator=","
              {...form.getInputProps('lastprice')}
            />
            <TextInput label={t(text.itemcategory)} maxLength={60} {...form.getInputProps('itemcategory')} />
            <TextInput label={t(text.headcategory)} maxLength={60} {...form.getInputProps('headcategory')} />
          </SimpleGrid>
          <SegmentedControl
            w={260}
            data={[
              { value: '0', label: t(text.material) },
              { value: '1', label: t(text.service) },
            ]}
            {...form.getInputProps('jasa')}
          />
          <FormActions saving={save.isPending} onClose={onClose} closeLabel={text.closeForm} mt="xs" />
        </Stack>
      </form>
    </Paper>
  );
}
