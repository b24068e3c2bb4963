import { Button, FileButton, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { jasaText, type MasterItem, masterItemInputSchema } from '@saji/core';
import { IconFileImport } from '@tabler/icons-react';
import { FormActions } from '../../components/form-actions';
import { ListScreen } from '../../components/list-screen';
import { NumberField } from '../../components/number-field';
import { useListScreen } from '../../components/use-list-screen';
import { useCan } from '../../lib/auth';
import { formatAmount } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { useSchemaForm } from '../../lib/use-schema-form';
import { exportItems, type ItemFilters, itemList, useDeleteItem, useImportItems, useSaveItem } from './master-items.api';
import { text } from './master-items.text';

const NO_FILTERS: ItemFilters = { itemcode: '', itemname: '', headcategory: '', jasa: '' };

/** The master item list for recipe costing: list, form, export and an .xlsx import. */
export function MasterItemsPage() {
  const t = useT();
  const canWrite = useCan('catalog.write');
  const importer = useImportItems();
  const screen = useListScreen({ source: itemList, id: 'itemno', filters: NO_FILTERS, remove: useDeleteItem() });
  const { filters } = screen;
  return (
    <ListScreen<MasterItem>
      screen={screen}
      title={t(text.itemsTitle)}
      actions={{ add: canWrite, edit: canWrite, delete: canWrite, export: exportItems }}
      extra={
        canWrite && (
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
        )
      }
      note={
        canWrite && (
          <Text size="sm" c="dimmed">
            {t(text.importHint)}
          </Text>
        )
      }
      filters={
        <>
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
        </>
      }
      pageSizes={[10, 20, 30, 50, 70, 90, 120]}
      columns={[
        { accessor: 'partnumber', title: t(text.partnumber), sortable: true },
        { accessor: 'itemname', title: t(text.itemname), sortable: true },
        { accessor: 'invunitom', title: t(text.invunitom), sortable: true },
        { accessor: 'itemcategory', title: t(text.itemcategory), sortable: true },
        { accessor: 'headcategory', title: t(text.headcategory), sortable: true },
        { accessor: 'jasa', title: t(text.jasa), sortable: true, render: (i) => jasaText(i.jasa) },
        { accessor: 'lastprice', title: t(text.lastprice), sortable: true, textAlign: 'right', render: (i) => formatAmount(i.lastprice) },
      ]}
      form={(row) => <ItemForm item={row} onClose={screen.close} />}
    />
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
            <NumberField label={t(text.lastprice)} decimals={2} {...form.getInputProps('lastprice')} />
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
