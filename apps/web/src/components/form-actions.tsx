import { Button, Group, type MantineSpacing, Title } from '@mantine/core';
import { IconDeviceFloppy, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { type Text, useT } from '../lib/i18n';

export interface FormActionsProps {
  /** A save is running: Save shows a loader and cannot be pressed again. */
  saving: boolean;
  onClose: () => void;
  /** Hidden for a user who may only look. */
  canSave?: boolean;
  /** The Close button's words; 'Close' unless the spec names it otherwise. */
  closeLabel?: Text;
  mt?: MantineSpacing;
}

/** Save (submits the form it sits in) and Close, the same on every add/edit form. */
export function FormActions({ saving, onClose, canSave = true, closeLabel, mt }: FormActionsProps) {
  const t = useT();
  return (
    <Group gap="xs" mt={mt}>
      {canSave && (
        <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={18} />}>
          {t('save')}
        </Button>
      )}
      <Button variant="default" leftSection={<IconX size={18} />} onClick={onClose}>
        {t(closeLabel ?? 'close')}
      </Button>
    </Group>
  );
}

/** A full-page form's title with its Save and Close buttons beside it. */
export function FormHeader({ title, ...actions }: FormActionsProps & { title: ReactNode }) {
  return (
    <Group justify="space-between">
      <Title order={2}>{title}</Title>
      <FormActions {...actions} />
    </Group>
  );
}
