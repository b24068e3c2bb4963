import { ActionIcon, Group, Input, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useProfile } from '../lib/auth';
import { type Text, useT } from '../lib/i18n';
import { OutletLookup } from './outlet-lookup';

const text = {
  pick: { id: 'Pilih outlet', en: 'Pick an outlet' },
  clear: { id: 'Kosongkan outlet', en: 'Clear the outlet' },
} satisfies Record<string, Text>;

export interface OutletFieldProps {
  label: string;
  outletid: string;
  outletname: string;
  onChange: (outlet: { outletid: string; outletname: string }) => void;
  /** Placeholder when empty (e.g. 'All outlets' in a filter). */
  placeholder?: string;
  required?: boolean;
  /** Lets the user empty the field (filters, optional outlets). */
  clearable?: boolean;
  error?: React.ReactNode;
  w?: number;
}

/**
 * An outlet picked from the outlet lookup. An outlet user is bound to their outlet: the field shows it
 * and cannot change (the server refuses another outlet anyway).
 */
export function OutletField({ label, outletid, outletname, onChange, placeholder, required, clearable, error, w = 220 }: OutletFieldProps) {
  const t = useT();
  const { data: profile } = useProfile();
  // An admin's profile names a default outlet too; only managers and cashiers are bound to it.
  const bound = !!profile && profile.group !== 'admin';
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Input.Wrapper label={label} required={required} error={error} w={w}>
        <Group gap={4} wrap="nowrap">
          <TextInput
            readOnly
            value={bound ? (profile?.outletname ?? '') : outletname}
            placeholder={placeholder}
            aria-label={label}
            error={!!error}
            style={{ flex: 1 }}
            onClick={bound ? undefined : open}
          />
          {!bound && (
            // As tall as the field beside it (42 px, the inputs' md).
            <ActionIcon variant="light" size={42} onClick={open} aria-label={`${t(text.pick)}: ${label}`}>
              <IconSearch size={18} />
            </ActionIcon>
          )}
          {!bound && clearable && outletid && (
            <ActionIcon
              variant="subtle"
              color="gray"
              size={42}
              onClick={() => onChange({ outletid: '', outletname: '' })}
              aria-label={t(text.clear)}
            >
              <IconX size={18} />
            </ActionIcon>
          )}
        </Group>
      </Input.Wrapper>
      <OutletLookup
        opened={opened}
        onClose={close}
        onSelect={(o) => onChange({ outletid: String(o.outletid), outletname: o.outletname })}
      />
    </>
  );
}
