import { Group, NumberInput, Paper, Stack, TextInput, Title } from '@mantine/core';
import { type GlAccount, glAccountInputSchema } from '@saji/core';
import { useNavigate } from 'react-router';
import { DataTable } from '../../components/data-table';
import { FilterPanel, useFilters } from '../../components/filter-panel';
import { FormActions } from '../../components/form-actions';
import { useListScreen } from '../../components/list-screen';
import { Toolbar } from '../../components/toolbar';
import { useCan, useProfile } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { useSchemaForm } from '../../lib/use-schema-form';
import { exportGlAccounts, type GlAccountFilters, useDeleteGlAccount, useGlAccountList, useSaveGlAccount } from './gl-accounts.api';
import { text } from './gl-accounts.text';

/** GL accounts of a fiscal year: a simple list and form, so the catalogue works without the rest of the suite. */
export function GlAccountsPage() {
  const t = useT();
  const navigate = useNavigate();
  const canWrite = useCan('catalog.write');
  const { data: profile } = useProfile();
  const activeYear = profile?.tglaktif.slice(0, 4) ?? '';
  const filters = useFilters<GlAccountFilters>({ tahun: activeYear, kodeacc: '', namaacc: '' });
  const list = useGlAccountList(filters.applied);
  const screen = useListScreen(useDeleteGlAccount(), (a: GlAccount) => a);
  const { mode } = screen;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>{t(text.accountsTitle)}</Title>
        {mode.kind === 'list' && (
          <Toolbar<GlAccount>
            selected={screen.selected}
            onAdd={canWrite ? screen.add : undefined}
            onEdit={canWrite ? screen.edit : undefined}
            onDelete={canWrite ? screen.remove : undefined}
            onExport={() => exportGlAccounts(list.exportParams)}
            onClose={() => navigate('/')}
          />
        )}
      </Group>
      {mode.kind === 'form' ? (
        <GlAccountForm account={mode.row} defaultYear={Number(filters.applied.tahun || activeYear)} onClose={screen.close} />
      ) : (
        <>
          <FilterPanel onApply={filters.apply} onClear={filters.clear}>
            <TextInput label={t(text.tahun)} w={120} inputMode="numeric" maxLength={4} {...filters.field('tahun')} />
            <TextInput label={t(text.kodeacc)} w={140} {...filters.field('kodeacc')} />
            <TextInput label={t(text.namaacc)} {...filters.field('namaacc')} />
          </FilterPanel>
          <DataTable<GlAccount>
            list={list}
            idAccessor="kodeacc"
            selected={screen.selected}
            onSelect={screen.setSelected}
            onEdit={canWrite ? screen.edit : undefined}
            onDelete={canWrite ? screen.remove : undefined}
            columns={[
              { accessor: 'kodeacc', title: t(text.kodeacc), sortable: true, width: 180 },
              { accessor: 'namaacc', title: t(text.namaacc), sortable: true },
              { accessor: 'tahun', title: t(text.tahun), width: 140 },
            ]}
          />
        </>
      )}
    </Stack>
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
          <NumberInput
            label={t(text.tahun)}
            required
            w={160}
            min={1900}
            max={9999}
            allowDecimal={false}
            readOnly={!!account}
            {...form.getInputProps('tahun')}
          />
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
