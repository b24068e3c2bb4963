import { Paper, Stack, TextInput, Title } from '@mantine/core';
import { type GlAccount, glAccountInputSchema } from '@saji/core';
import { FormActions } from '../../components/form-actions';
import { ListScreen } from '../../components/list-screen';
import { NumberField } from '../../components/number-field';
import { useListScreen } from '../../components/use-list-screen';
import { useCan, useProfile } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { useSchemaForm } from '../../lib/use-schema-form';
import { exportGlAccounts, type GlAccountFilters, glAccountList, useDeleteGlAccount, useSaveGlAccount } from './gl-accounts.api';
import { text } from './gl-accounts.text';

/** GL accounts of a fiscal year: a simple list and form, so the catalogue works without the rest of the suite. */
export function GlAccountsPage() {
  const t = useT();
  const canWrite = useCan('catalog.write');
  const { data: profile } = useProfile();
  const activeYear = profile?.tglaktif.slice(0, 4) ?? '';
  const screen = useListScreen({
    source: glAccountList,
    id: 'kodeacc',
    filters: { tahun: activeYear, kodeacc: '', namaacc: '' } as GlAccountFilters,
    remove: useDeleteGlAccount(),
    removeArg: (a: GlAccount) => a,
  });
  const { filters } = screen;
  return (
    <ListScreen<GlAccount>
      screen={screen}
      title={t(text.accountsTitle)}
      actions={{ add: canWrite, edit: canWrite, delete: canWrite, export: exportGlAccounts }}
      filters={
        <>
          <TextInput label={t(text.tahun)} w={120} inputMode="numeric" maxLength={4} {...filters.field('tahun')} />
          <TextInput label={t(text.kodeacc)} w={140} {...filters.field('kodeacc')} />
          <TextInput label={t(text.namaacc)} {...filters.field('namaacc')} />
        </>
      }
      columns={[
        { accessor: 'kodeacc', title: t(text.kodeacc), sortable: true, width: 180 },
        { accessor: 'namaacc', title: t(text.namaacc), sortable: true },
        { accessor: 'tahun', title: t(text.tahun), width: 140 },
      ]}
      form={(row) => <GlAccountForm account={row} defaultYear={Number(filters.applied.tahun || activeYear)} onClose={screen.close} />}
      formUnderTitle
    />
  );
}

function GlAccountForm({ account, defaultYear, onClose }: { account?: GlAccount; defaultYear: number; onClose: () => void }) {
  const t = useT();
  const save = useSaveGlAccount();
  const { form, submit } = useSchemaForm(
    glAccountInputSchema,
    {
      tahun: account?.tahun ?? defaultYear,
      kodeacc: account?.kodeacc ?? '',
      namaacc: account?.namaacc ?? '',
      idlama: account?.kodeacc ?? '',
    },
    (body) => save.mutate(body, { onSuccess: onClose }),
  );
  return (
    <Paper withBorder p="md" radius="sm" maw={640}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3}>{account ? t(text.editAccount, { name: account.namaacc }) : t(text.addAccount)}</Title>
          <NumberField label={t(text.tahun)} required w={160} readOnly={!!account} {...form.getInputProps('tahun')} />
          <TextInput
            label={t(text.kodeacc)}
            required
            maxLength={20}
            readOnly={!!account}
            description={account ? t(text.codeFixed) : undefined}
            {...form.getInputProps('kodeacc')}
          />
          <TextInput label={t(text.namaacc)} required maxLength={100} data-autofocus {...form.getInputProps('namaacc')} />
          <FormActions saving={save.isPending} onClose={onClose} closeLabel={text.closeForm} mt="xs" />
        </Stack>
      </form>
    </Paper>
  );
}
