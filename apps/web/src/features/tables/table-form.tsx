import { Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { type RestoTable, tableInputSchema } from '@saji/core';
import { FormPage } from '../../components/form-actions';
import { NumberField } from '../../components/number-field';
import { OutletField } from '../../components/outlet-field';
import { RecordPending } from '../../components/record-pending';
import { useProfile } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { useSchemaForm } from '../../lib/use-schema-form';
import { usePositions, useSaveTable, useTable } from './tables.api';
import { text } from './tables.text';

/** The position select's value for "type a new code and name". */
const NEW_POSITION = '__new';

interface TableFormValues {
  idlama: number | undefined;
  outletid: string;
  outletname: string;
  tablename: string;
  tablecapacity: number | string;
  /** The select: an existing code, or NEW_POSITION. */
  position: string;
  tableposcode: string;
  tableposname: string;
  tableaktif: boolean;
}

function formValuesOf(row: RestoTable | undefined, outlet: { outletid: string; outletname: string } | undefined): TableFormValues {
  return {
    idlama: row?.tableid,
    outletid: row ? String(row.outletid) : (outlet?.outletid ?? ''),
    outletname: row?.outletname ?? outlet?.outletname ?? '',
    tablename: row?.tablename ?? '',
    tablecapacity: row?.tablecapacity ?? '',
    position: row?.tableposcode ?? '',
    tableposcode: row?.tableposcode ?? '',
    tableposname: row?.tableposname ?? '',
    tableaktif: row ? row.tableaktif === '1' : true,
  };
}

export interface TableFormProps {
  tableid?: number;
  /** The outlet a new table starts in (the list's outlet filter). */
  defaultOutlet?: { outletid: string; outletname: string };
  onClose: () => void;
}

export function TableForm({ tableid, defaultOutlet, onClose }: TableFormProps) {
  const table = useTable(tableid);
  const { data: profile } = useProfile();
  if ((tableid !== undefined && !table.data) || !profile) return <RecordPending error={table.error} onClose={onClose} />;
  const own =
    profile.group !== 'admin' && profile.outletid
      ? { outletid: String(profile.outletid), outletname: profile.outletname ?? '' }
      : undefined;
  return <TableFormFields initial={formValuesOf(table.data, own ?? defaultOutlet)} onClose={onClose} />;
}

function TableFormFields({ initial, onClose }: { initial: TableFormValues; onClose: () => void }) {
  const t = useT();
  const save = useSaveTable();
  const { form, submit } = useSchemaForm(tableInputSchema, initial, (body) => save.mutate(body, { onSuccess: onClose }));
  const outletid = form.values.outletid ? Number(form.values.outletid) : undefined;
  const positions = usePositions(outletid);
  const options = (positions.data?.list ?? []).map((p) => ({ value: p.tableposcode, label: `${p.tableposname} (${p.tableposcode})` }));
  const isNew = form.values.position === NEW_POSITION;

  const pickPosition = (value: string | null) => {
    const p = positions.data?.list.find((x) => x.tableposcode === value);
    form.setValues({
      position: value ?? '',
      tableposcode: p?.tableposcode ?? '',
      tableposname: p?.tableposname ?? '',
    });
  };

  return (
    <FormPage
      onSubmit={submit}
      card
      title={initial.idlama ? t(text.editTitle, { name: initial.tablename }) : t(text.addTitle)}
      saving={save.isPending}
      onClose={onClose}
    >
      <OutletField
        label={t(text.outlet)}
        required
        w={360}
        outletid={form.values.outletid}
        outletname={form.values.outletname}
        error={form.errors.outletid}
        onChange={(o) => {
          form.setValues({ outletid: o.outletid, outletname: o.outletname, position: '', tableposcode: '', tableposname: '' });
        }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t(text.tablename)} required maxLength={30} {...form.getInputProps('tablename')} />
        <NumberField label={t(text.tablecapacity)} required {...form.getInputProps('tablecapacity')} />
      </SimpleGrid>
      <Select
        label={t(text.position)}
        required
        placeholder={outletid ? undefined : t(text.pickOutletFirst)}
        disabled={!outletid}
        data={[...options, { value: NEW_POSITION, label: t(text.newPosition) }]}
        value={form.values.position || null}
        onChange={pickPosition}
        error={!isNew && (form.errors.tableposcode || form.errors.tableposname)}
      />
      {isNew && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t(text.tableposcode)} required maxLength={20} {...form.getInputProps('tableposcode')} />
          <TextInput label={t(text.tableposname)} required maxLength={50} {...form.getInputProps('tableposname')} />
        </SimpleGrid>
      )}
      <Switch label={t('active')} {...form.getInputProps('tableaktif', { type: 'checkbox' })} />
    </FormPage>
  );
}
