import { Button, Group, Paper, Stack, Switch, TextInput, Title } from '@mantine/core';
import { CASH_CODE, DEFAULT_PAYMENT_ACC, type PaymentType, paymentTypeInputSchema } from '@saji/core';
import { IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import { GlAccountField, glAccountBinding } from '../../components/gl-account-lookup';
import { NumberField } from '../../components/number-field';
import { useT } from '../../lib/i18n';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useSavePaymentType } from './payment-types.api';
import { text } from './payment-types.text';

/** The spec's name of the default account '1'. */
const DEFAULT_PAYMENT_ACC_NAME = 'CASH';

interface PaymentTypeFormValues {
  idlama: string | undefined;
  codepayment: string;
  namepayment: string;
  kodeacc: string;
  kodeaccNm: string;
  nourut: number | string;
  iscash: boolean;
}

const valuesOf = (p?: PaymentType): PaymentTypeFormValues => ({
  idlama: p?.codepayment,
  codepayment: p?.codepayment ?? '',
  namepayment: p?.namepayment ?? '',
  kodeacc: p?.kodeacc ?? DEFAULT_PAYMENT_ACC,
  kodeaccNm: p ? (p.kodeaccNm ?? '') : DEFAULT_PAYMENT_ACC_NAME,
  nourut: p?.nourut ?? '',
  iscash: p?.iscash ?? false,
});

/** Beside the list: a new payment type, or the one picked in the list; a save clears it for the next one. */
export function PaymentTypeForm({ type, onDone }: { type: PaymentType | undefined; onDone: () => void }) {
  const t = useT();
  const save = useSavePaymentType();
  const { form, submit } = useSchemaForm(paymentTypeInputSchema, valuesOf(type), (body) => save.mutate(body, { onSuccess: onDone }));
  return (
    <Paper withBorder p="md" radius="sm">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={4}>{type ? t(text.editTitle, { code: type.codepayment }) : t(text.addTitle)}</Title>
          <TextInput
            label={t(text.codepayment)}
            required
            maxLength={20}
            {...form.getInputProps('codepayment')}
            onChange={(e) => {
              const code = e.currentTarget.value.toUpperCase();
              // A new CASH type is the cash line unless the user says otherwise.
              form.setValues(type ? { codepayment: code } : { codepayment: code, iscash: code === CASH_CODE });
            }}
          />
          <TextInput label={t(text.namepayment)} required maxLength={50} {...form.getInputProps('namepayment')} />
          <GlAccountField label={t(text.kodeacc)} required {...glAccountBinding(form, 'kodeacc')} />
          <NumberField label={t(text.nourut)} required w={160} {...form.getInputProps('nourut')} />
          <Switch label={t(text.iscash)} {...form.getInputProps('iscash', { type: 'checkbox' })} />
          <Group gap="xs" mt="xs">
            <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={18} />}>
              {t('save')}
            </Button>
            <Button variant="default" leftSection={<IconPlus size={18} />} onClick={onDone}>
              {t(text.newType)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
