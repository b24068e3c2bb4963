import { Center, Checkbox, ColorInput, Fieldset, Group, Loader, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DEFAULT_MAX_DINE_TIME, DEFAULT_SERVICE_ACC, DEFAULT_TAX_ACC, type Outlet, outletInputSchema } from '@saji/core';
import { FormPage } from '../../components/form-actions';
import { GlAccountField, glAccountBinding } from '../../components/gl-account-lookup';
import { ImageUpload } from '../../components/image-upload';
import { NumberField } from '../../components/number-field';
import { formValuesOf } from '../../lib/form-values';
import { useT } from '../../lib/i18n';
import { notifyInvalidForm } from '../../lib/notify';
import { fieldMessage, schemaValidator } from '../../lib/schema-errors';
import { useOutlet, useSaveOutlet } from './outlets.api';
import { text } from './outlets.text';

/** The spec's names of the default accounts, shown until the user picks others. */
const DEFAULT_SERVICE_ACC_NAME = 'Service Charge';
const DEFAULT_TAX_ACC_NAME = 'Service Tax(PB1)';
const CHART_SWATCHES = ['#E8590C', '#1E88E5', '#2F9E44', '#AE3EC9', '#F08C00', '#0CA678', '#E03131', '#495057'];

/** What the inputs hold: text and numbers as typed, flags as booleans; the shared schema turns it into the wire shape. */
interface OutletFormValues {
  outletid: number | undefined;
  outletcode: string;
  outletname: string;
  outletcolor: string;
  alamat1: string;
  alamat2: string;
  provinsi: string;
  servicepc: number | string;
  ServiceAcc: string;
  ServiceAccNm: string;
  pb1pc: number | string;
  TaxAcc: string;
  TaxAccNm: string;
  posprinter: string;
  kitchenprinter: string;
  kitchenorder: boolean;
  maxdinetime: number | string;
  aktif: boolean;
  header1: string;
  header2: string;
  header3: string;
  footer1: string;
  footer2: string;
  footer3: string;
  outletlogo: string | null;
  /** When the stored outlet was last changed: the server refuses the save if it has changed since. */
  modified: string | undefined;
}

/** Add starts from a cleared form with the spec's defaults; edit starts from the stored outlet. */
const outletValuesOf = (o: Outlet | undefined) =>
  formValuesOf<OutletFormValues>(outletInputSchema, o, {
    defaults: {
      ServiceAcc: DEFAULT_SERVICE_ACC,
      ServiceAccNm: DEFAULT_SERVICE_ACC_NAME,
      TaxAcc: DEFAULT_TAX_ACC,
      TaxAccNm: DEFAULT_TAX_ACC_NAME,
      maxdinetime: DEFAULT_MAX_DINE_TIME,
      outletlogo: null,
    },
    extra: ['ServiceAccNm', 'TaxAccNm'],
  });

// The same schema the server validates with: required fields, percent ranges, printer addresses, image.
const validateSchema = schemaValidator<OutletFormValues>(outletInputSchema);

/** The schema, plus the spec's required max dine time: the API fills an absent one with 90, the form must not. */
function validateOutlet(values: OutletFormValues) {
  const errors = validateSchema(values);
  return values.maxdinetime === '' ? { ...errors, maxdinetime: fieldMessage('required') } : errors;
}

export interface OutletFormProps {
  /** The outlet to edit; absent for a new one. */
  outletid?: number;
  onClose: () => void;
}

/** Edit loads the outlet fresh from the server before the form opens, so it never starts from a stale row. */
export function OutletForm({ outletid, onClose }: OutletFormProps) {
  const outlet = useOutlet(outletid);
  if (outletid !== undefined && !outlet.data) {
    return (
      <Center h={240}>
        <Loader />
      </Center>
    );
  }
  return <OutletFormFields initial={outletValuesOf(outlet.data)} onClose={onClose} />;
}

function OutletFormFields({ initial, onClose }: { initial: OutletFormValues; onClose: () => void }) {
  const t = useT();
  const save = useSaveOutlet();
  const form = useForm<OutletFormValues>({ initialValues: initial, validate: validateOutlet });

  // Invalid: the spec's toast, and nothing is sent. Valid: the schema's output is the wire body, with
  // its defaults applied (empty percent 0, empty printer null, default accounts).
  const submit = form.onSubmit(
    (values) => save.mutate(outletInputSchema.parse(values), { onSuccess: onClose }),
    () => notifyInvalidForm(),
  );

  const line = (kind: 'header' | 'footer', n: 1 | 2 | 3) => (
    <TextInput key={`${kind}${n}`} label={t(text[kind], { n })} required={n === 1} {...form.getInputProps(`${kind}${n}`)} />
  );

  return (
    <FormPage
      onSubmit={submit}
      title={initial.outletid ? t(text.editTitle, { name: initial.outletname }) : t(text.addTitle)}
      saving={save.isPending}
      onClose={onClose}
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Fieldset legend={t(text.sectionOutlet)}>
          <Stack gap="sm">
            <TextInput label={t(text.outletname)} required {...form.getInputProps('outletname')} />
            <Group grow align="flex-start">
              <TextInput label={t(text.outletcode)} required {...form.getInputProps('outletcode')} />
              <ColorInput
                label={t(text.outletcolor)}
                required
                format="hex"
                swatches={CHART_SWATCHES}
                {...form.getInputProps('outletcolor')}
              />
            </Group>
            <TextInput label={t(text.alamat1)} required {...form.getInputProps('alamat1')} />
            <TextInput label={t(text.alamat2)} required {...form.getInputProps('alamat2')} />
            <TextInput label={t(text.provinsi)} required {...form.getInputProps('provinsi')} />
            <Group grow align="flex-end">
              <NumberField label={t(text.maxdinetime)} required {...form.getInputProps('maxdinetime')} />
              <Switch label={t(text.aktif)} mb={8} {...form.getInputProps('aktif', { type: 'checkbox' })} />
            </Group>
          </Stack>
        </Fieldset>

        <Stack gap="md">
          <Fieldset legend={t(text.sectionCharges)}>
            <Stack gap="sm">
              <NumberField label={t(text.servicepc)} decimals={2} {...form.getInputProps('servicepc')} />
              <GlAccountField label={t(text.serviceAcc)} required {...glAccountBinding(form, 'ServiceAcc')} />
              <NumberField label={t(text.pb1pc)} decimals={2} {...form.getInputProps('pb1pc')} />
              <GlAccountField label={t(text.taxAcc)} required {...glAccountBinding(form, 'TaxAcc')} />
            </Stack>
          </Fieldset>
          <Fieldset legend={t(text.sectionPrinters)}>
            <Stack gap="sm">
              <Group grow align="flex-start">
                <TextInput
                  label={t(text.posprinter)}
                  placeholder="192.168.1.20"
                  description={t(text.printerHint)}
                  {...form.getInputProps('posprinter')}
                />
                {/* Kitchen tickets need somewhere to go: the schema refuses Print Kitchen Order without it. */}
                <TextInput
                  label={t(text.kitchenprinter)}
                  placeholder="192.168.1.21"
                  description={t(text.printerHint)}
                  withAsterisk={form.values.kitchenorder}
                  {...form.getInputProps('kitchenprinter')}
                />
              </Group>
              <Checkbox label={t(text.kitchenorder)} {...form.getInputProps('kitchenorder', { type: 'checkbox' })} />
            </Stack>
          </Fieldset>
        </Stack>

        <Fieldset legend={t(text.sectionBill)}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Stack gap="sm">{([1, 2, 3] as const).map((n) => line('header', n))}</Stack>
            <Stack gap="sm">{([1, 2, 3] as const).map((n) => line('footer', n))}</Stack>
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={t(text.logo)}>
          <ImageUpload label={t(text.logo)} {...form.getInputProps('outletlogo')} />
        </Fieldset>
      </SimpleGrid>
    </FormPage>
  );
}
