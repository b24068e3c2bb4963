import { ActionIcon, Group, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useProfile } from '../lib/auth';
import { type Text, useT } from '../lib/i18n';
import { LookupModal, type LookupProps } from './lookup-modal';

export interface GlAccount {
  kodeacc: string;
  namaacc: string;
}

const text = {
  title: { id: 'Daftar Akun GL', en: 'List of GL Account' },
  code: { id: 'Kode Akun', en: 'Account#' },
  name: { id: 'Nama Akun', en: 'Account Name' },
  pick: { id: 'Pilih akun', en: 'Pick an account' },
} satisfies Record<string, Text>;

/** The GL account lookup, for the fiscal year of the user's active date (first 4 characters of tglaktif). */
export function GlAccountLookup(lookup: LookupProps<GlAccount>) {
  const t = useT();
  const { data: profile } = useProfile();
  return (
    <LookupModal<GlAccount>
      {...lookup}
      title={t(text.title)}
      idAccessor="kodeacc"
      searchFields={[
        { name: 'kodeacc', label: text.code },
        { name: 'namaacc', label: text.name },
      ]}
      source={{
        kind: 'server',
        key: 'glaccount',
        path: '/api/glaccount',
        params: { tahun: profile?.tglaktif.slice(0, 4) },
        sortBy: 'kodeacc',
      }}
      columns={[
        { accessor: 'kodeacc', title: t(text.code), width: 140 },
        { accessor: 'namaacc', title: t(text.name) },
      ]}
    />
  );
}

export interface GlAccountFieldProps {
  label: string;
  /** The account code (the form value) and its name (shown beside it). */
  code: string;
  name: string | null | undefined;
  onChange: (account: GlAccount) => void;
  error?: React.ReactNode;
  required?: boolean;
}

/**
 * A GlAccountField's value, error and change bound to a form: the code in `field` and its name in
 * `field` + 'Nm', as the spec names the pair (salesacc and salesaccNm).
 */
export function glAccountBinding<F extends string>(
  form: {
    values: Record<F, string> & Partial<Record<`${F}Nm`, string | null>>;
    errors: Partial<Record<string, React.ReactNode>>;
    setValues(values: Partial<Record<F | `${F}Nm`, string>>): void;
  },
  field: F,
): Pick<GlAccountFieldProps, 'code' | 'name' | 'error' | 'onChange'> {
  const nameField = `${field}Nm` as const;
  return {
    code: form.values[field],
    name: form.values[nameField] as string | null | undefined,
    error: form.errors[field],
    onChange: (a) => form.setValues({ [field]: a.kodeacc, [nameField]: a.namaacc } as Partial<Record<F | `${F}Nm`, string>>),
  };
}

/** A read-only account code with a search button that opens the lookup, and the account name beside it. */
export function GlAccountField({ label, code, name, onChange, error, required }: GlAccountFieldProps) {
  const t = useT();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          label={label}
          value={code}
          readOnly
          required={required}
          error={error}
          w={140}
          onClick={open}
          rightSection={
            <ActionIcon variant="subtle" onClick={open} aria-label={`${t(text.pick)}: ${label}`}>
              <IconSearch size={18} />
            </ActionIcon>
          }
        />
        <TextInput label={t(text.name)} value={name ?? ''} readOnly style={{ flex: 1 }} tabIndex={-1} />
      </Group>
      <GlAccountLookup opened={opened} onClose={close} onSelect={onChange} />
    </>
  );
}
