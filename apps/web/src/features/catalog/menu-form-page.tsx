import { Checkbox, Fieldset, Group, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { alreadyInList, type MenuDetail, menuHeaderSchema, menuInputSchema, VIEW_MODE_SAVE } from '@saji/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { FormPage } from '../../components/form-actions';
import { GlAccountField, glAccountBinding } from '../../components/gl-account-lookup';
import { ImageUpload } from '../../components/image-upload';
import { NumberField } from '../../components/number-field';
import { OutletLookup } from '../../components/outlet-lookup';
import { RecordPending } from '../../components/record-pending';
import { RichTextEditor, richTextBinding } from '../../components/rich-text-editor';
import { useCan } from '../../lib/auth';
import { formValuesOf } from '../../lib/form-values';
import { useT } from '../../lib/i18n';
import { notifyInvalidForm, notifyWarning } from '../../lib/notify';
import { useSchemaForm } from '../../lib/use-schema-form';
import { text } from './catalog.text';
import { CategoryField } from './category-lookup';
import { MenuModifiersEditor } from './menu-modifiers-editor';
import { lastPageOf, MenuOutletRows, type OutletRowValues } from './menu-outlet-rows';
import { useMenu, useSaveMenu } from './menus.api';

const LIST_PATH = '/menus';

/** What the inputs hold; the shared schema turns it into the wire shape. */
interface MenuFormValues {
  menuid: number | undefined;
  menucode: string;
  menuname: string;
  menusize: string;
  menudesc: string;
  menucateg: string;
  categname: string;
  salesacc: string;
  salesaccNm: string;
  hargajualstd: number | string;
  kenapajakstd: boolean;
  menuimg: string | null;
  aktif: boolean;
  outlets: OutletRowValues[];
}

/** Add starts from a cleared form (taxed, active); edit starts from the stored menu and its outlet rows. */
const menuValuesOf = (m: MenuDetail | undefined) =>
  formValuesOf<MenuFormValues>(menuInputSchema, m, { defaults: { kenapajakstd: true, menuimg: null }, extra: ['categname', 'salesaccNm'] });

/** Restaurant Menu form: /menus/new adds, /menus/{menuid} edits (or only shows, for users who may not write). */
export function MenuFormPage() {
  const params = useParams();
  const menuid = params.menuid && params.menuid !== 'new' ? Number(params.menuid) : undefined;
  const menu = useMenu(menuid);
  const navigate = useNavigate();
  if (menuid !== undefined && !menu.data) return <RecordPending error={menu.error} onClose={() => navigate(LIST_PATH)} />;
  return (
    <>
      <MenuForm key={menuid ?? 'new'} initial={menuValuesOf(menu.data)} />
      {menuid !== undefined && <MenuModifiersEditor menuid={menuid} />}
    </>
  );
}

function MenuForm({ initial }: { initial: MenuFormValues }) {
  const t = useT();
  const navigate = useNavigate();
  const readOnly = !useCan('catalog.write');
  const save = useSaveMenu();
  const [lookupOpened, lookup] = useDisclosure(false);
  const [rowsPage, setRowsPage] = useState(1);
  const close = () => navigate(LIST_PATH);
  const { form, submit } = useSchemaForm(menuInputSchema, initial, (body) => {
    if (readOnly) return notifyWarning(VIEW_MODE_SAVE);
    save.mutate(body, { onSuccess: close });
  });

  // An outlet row can be added only when the header is valid: its price and PB1 start from the header's.
  const addOutlet = () => {
    const { outlets: _rows, ...header } = form.getValues();
    if (!menuHeaderSchema.safeParse(header).success) {
      form.validate();
      return notifyInvalidForm();
    }
    lookup.open();
  };
  const pickOutlet = (o: Pick<OutletRowValues, 'outletid' | 'outletname' | 'alamat1' | 'alamat2' | 'provinsi'>) => {
    const rows = form.getValues().outlets;
    if (rows.some((r) => r.outletid === o.outletid)) return notifyWarning(alreadyInList(o.outletname));
    const { hargajualstd, kenapajakstd } = form.getValues();
    form.insertListItem('outlets', { ...o, hargajual: hargajualstd, kenapajak: kenapajakstd });
    setRowsPage(lastPageOf(rows.length + 1));
  };
  const removeRow = (index: number) => {
    form.removeListItem('outlets', index);
    setRowsPage((p) => Math.min(p, lastPageOf(form.getValues().outlets.length - 1)));
  };

  const title = initial.menuid === undefined ? t(text.addMenu) : t(readOnly ? text.viewMenu : text.editMenu, { name: initial.menuname });

  return (
    <FormPage onSubmit={submit} title={title} saving={save.isPending} canSave={!readOnly} onClose={close}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Fieldset legend={t(text.sectionMenu)} disabled={readOnly}>
          <Stack gap="sm">
            <Group grow align="flex-start">
              <TextInput label={t(text.menucode)} required maxLength={20} {...form.getInputProps('menucode')} />
              <TextInput label={t(text.menusize)} maxLength={20} {...form.getInputProps('menusize')} />
            </Group>
            <TextInput label={t(text.menuname)} required maxLength={100} {...form.getInputProps('menuname')} />
            <CategoryField
              label={t(text.category)}
              required
              disabled={readOnly}
              code={form.values.menucateg}
              name={form.values.categname}
              error={form.errors.menucateg}
              onChange={(c) => form.setValues({ menucateg: c?.categid ?? '', categname: c?.categname ?? '' })}
            />
            <Switch label={t(text.aktif)} {...form.getInputProps('aktif', { type: 'checkbox' })} />
          </Stack>
        </Fieldset>

        <Fieldset legend={t(text.sectionPrice)} disabled={readOnly}>
          <Stack gap="sm">
            <GlAccountField label={t(text.salesAccount)} required {...glAccountBinding(form, 'salesacc')} />
            <Group grow align="flex-end">
              <NumberField money label={t(text.hargajualstd)} required {...form.getInputProps('hargajualstd')} />
              <Checkbox label={t(text.pb1Applies)} mb={10} {...form.getInputProps('kenapajakstd', { type: 'checkbox' })} />
            </Group>
            <ImageUpload label={t(text.menuImage)} {...form.getInputProps('menuimg')} />
          </Stack>
        </Fieldset>
      </SimpleGrid>

      <RichTextEditor
        data-testid="menudesc-editor"
        label={t(text.menudesc)}
        required
        readOnly={readOnly}
        {...richTextBinding(form, 'menudesc')}
      />

      <Fieldset legend={t(text.outletPrices)}>
        <MenuOutletRows
          rows={form.values.outlets}
          errors={form.errors}
          readOnly={readOnly}
          onAdd={addOutlet}
          onChange={(index, patch) => {
            for (const [key, value] of Object.entries(patch)) form.setFieldValue(`outlets.${index}.${key}`, value);
          }}
          onRemove={removeRow}
          page={rowsPage}
          onPageChange={setRowsPage}
        />
      </Fieldset>
      <OutletLookup opened={lookupOpened} onClose={lookup.close} onSelect={pickOutlet} />
    </FormPage>
  );
}
