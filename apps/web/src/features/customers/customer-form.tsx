import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { type Customer, customerInputSchema } from '@saji/core';
import { FormPage } from '../../components/form-actions';
import { OutletField } from '../../components/outlet-field';
import { RecordPending } from '../../components/record-pending';
import { useProfile } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useCustomer, useSaveCustomer } from './customers.api';
import { text } from './customers.text';

interface CustomerFormValues {
  customerid: number | undefined;
  customernm: string;
  PhoneNo: string;
  DeliveryAddr: string;
  City: string;
  outletid: string;
  outletname: string;
}

const valuesOf = (c?: Customer): CustomerFormValues => ({
  customerid: c?.customerid,
  customernm: c?.customernm ?? '',
  PhoneNo: c?.PhoneNo ?? '',
  DeliveryAddr: c?.DeliveryAddr ?? '',
  City: c?.City ?? '',
  outletid: c?.outletid ? String(c.outletid) : '',
  outletname: c?.outletname ?? '',
});

export function CustomerForm({ customerid, onClose }: { customerid?: number; onClose: () => void }) {
  const customer = useCustomer(customerid);
  if (customerid !== undefined && !customer.data) return <RecordPending error={customer.error} onClose={onClose} />;
  return <CustomerFormFields initial={valuesOf(customer.data)} onClose={onClose} />;
}

function CustomerFormFields({ initial, onClose }: { initial: CustomerFormValues; onClose: () => void }) {
  const t = useT();
  const { data: profile } = useProfile();
  const save = useSaveCustomer();
  const { form, submit } = useSchemaForm(customerInputSchema, initial, (body) => save.mutate(body, { onSuccess: onClose }));

  return (
    <FormPage
      onSubmit={submit}
      card
      title={initial.customerid ? t(text.editTitle, { name: initial.customernm }) : t(text.addTitle)}
      saving={save.isPending}
      onClose={onClose}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t(text.customernm)} required maxLength={100} {...form.getInputProps('customernm')} />
        <TextInput
          label={t(text.PhoneNo)}
          required
          description={t(text.phoneHint)}
          inputMode="tel"
          maxLength={24}
          {...form.getInputProps('PhoneNo')}
        />
      </SimpleGrid>
      <Textarea label={t(text.DeliveryAddr)} autosize minRows={2} maxLength={300} {...form.getInputProps('DeliveryAddr')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t(text.City)} maxLength={100} {...form.getInputProps('City')} />
        {/* Outlet users' customers belong to their outlet; an admin may leave it empty for every outlet. */}
        {profile?.group === 'admin' && (
          <OutletField
            label={t(text.outlet)}
            w={320}
            clearable
            placeholder={t(text.anyOutlet)}
            outletid={form.values.outletid}
            outletname={form.values.outletname}
            onChange={(o) => form.setValues(o)}
          />
        )}
      </SimpleGrid>
    </FormPage>
  );
}
