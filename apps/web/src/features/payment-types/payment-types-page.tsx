import { Badge, Button, Grid, Group, NumberInput, Paper, Stack, Switch, TextInput, Title } from '@mantine/core';
import { CASH_CODE, DEFAULT_PAYMENT_ACC, type PaymentType, paymentTypeInputSchema } from '@saji/core';
import { IconDeviceFloppy, IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { confirmDelete } from '../../components/confirm-delete';
import { DataTable } from '../../components/data-table';
import { GlAccountField } from '../../components/gl-account-lookup';
import { useCan } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useDeletePaymentType, usePaymentTypeList, useSavePaymentType } from './payment-types.api';
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

/** Restaurant Payment Type: the list and the add/edit form side by side on one screen. */
export function PaymentTypesPage() {
  const t = useT();
  const navigate = useNavigate();
  const canWrite = useCan('catalog.write');
  const list = usePaymentTypeList();
  const save = useSavePaymentType();
  const remove = useDeletePaymentType();
  const [selected, setSelected] = useState<PaymentType | null>(null);
  // A saved type clears the form for the next one (clear is below).
  const { form, submit } = useSchemaForm(paymentTypeInputSchema, valuesOf(), (body) => save.mutate(body, { onSuccess: clear }));

  const edit = (p: PaymentType) => {
    setSelected(p);
    form.setValues(valuesOf(p));
    form.resetDirty();
    form.clearErrors();
  };
  const clear = () => {
    setSelected(null);
    form.setValues(valuesOf());
    form.clearErrors();
  };
  const del = async (p: PaymentType) => {
    if (!(await confirmDelete({ confirm: t('delete'), cancel: t('cancel') }))) return;
    remove.mutate(p.codepayment, { onSuccess: () => form.values.idlama === p.codepayment && clear() });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{t(text.title)}</Title>
        <Button variant="default" leftSection={<IconX size={18} />} onClick={() => navigate('/')}>
          {t('close')}
        </Button>
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: canWrite ? 8 : 12 }}>
          <DataTable<PaymentType>
            list={list}
            idAccessor="codepayment"
            pageSizes={[15]}
            selected={selected}
            onSelect={canWrite ? edit : setSelected}
            onEdit={canWrite ? edit : undefined}
            onDelete={canWrite ? del : undefined}
            columns={[
              // Fixed widths for the short columns leave the rest to the names, so the list and
              // its actions fit beside the form at 1280 pixels.
              { accessor: 'codepayment', title: t(text.codepayment), sortable: true, width: 140 },
              { accessor: 'namepayment', title: t(text.namepayment), sortable: true },
              {
                accessor: 'kodeacc',
                title: t(text.kodeacc),
                sortable: true,
                render: (p) => `${p.kodeacc}${p.kodeaccNm ? ` · ${p.kodeaccNm}` : ''}`,
              },
              { accessor: 'nourut', title: t(text.seq), sortable: true, textAlign: 'right', width: 76 },
              {
                accessor: 'iscash',
                title: t(text.cash),
                sortable: true,
                textAlign: 'center',
                width: 76,
                render: (p) =>
                  p.iscash ? (
                    <Badge variant="light" color="green" tt="none">
                      {t('yes')}
                    </Badge>
                  ) : null,
              },
            ]}
          />
        </Grid.Col>
        {canWrite && (
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper withBorder p="md" radius="sm">
              <form onSubmit={submit} noValidate>
                <Stack gap="sm">
                  <Title order={4}>{form.values.idlama ? t(text.editTitle, { code: form.values.idlama }) : t(text.addTitle)}</Title>
                  <TextInput
                    label={t(text.codepayment)}
                    required
                    maxLength={20}
                    {...form.getInputProps('codepayment')}
                    onChange={(e) => {
                      const code = e.currentTarget.value.toUpperCase();
                      // A new CASH type is the cash line unless the user says otherwise.
                      form.setValues(form.values.idlama ? { codepayment: code } : { codepayment: code, iscash: code === CASH_CODE });
                    }}
                  />
                  <TextInput label={t(text.namepayment)} required maxLength={50} {...form.getInputProps('namepayment')} />
                  <GlAccountField
                    label={t(text.kodeacc)}
                    required
                    code={form.values.kodeacc}
                    name={form.values.kodeaccNm}
                    error={form.errors.kodeacc}
                    onChange={(a) => form.setValues({ kodeacc: a.kodeacc, kodeaccNm: a.namaacc })}
                  />
                  <NumberInput
                    label={t(text.nourut)}
                    required
                    min={0}
                    max={9999}
                    allowDecimal={false}
                    w={160}
                    {...form.getInputProps('nourut')}
                  />
                  <Switch label={t(text.iscash)} {...form.getInputProps('iscash', { type: 'checkbox' })} />
                  <Group gap="xs" mt="xs">
                    <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={18} />}>
                      {t('save')}
                    </Button>
                    <Button variant="default" leftSection={<IconPlus size={18} />} onClick={clear}>
                      {t(text.newType)}
                    </Button>
                  </Group>
                </Stack>
              </form>
            </Paper>
          </Grid.Col>
        )}
      </Grid>
    </Stack>
  );
}
