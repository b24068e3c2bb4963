import { Button, Group, type MantineSpacing, Paper, Stack, Title } from '@mantine/core';
import { IconDeviceFloppy, IconX } from '@tabler/icons-react';
import type { FormEventHandler, ReactNode } from 'react';
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
function FormHeader({ title, ...actions }: FormActionsProps & { title: ReactNode }) {
  return (
    <Group justify="space-between">
      <Title order={2}>{title}</Title>
      <FormActions {...actions} />
    </Group>
  );
}

export interface FormPageProps extends FormActionsProps {
  title: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** A narrow form: its fields in one bordered card, 760 px at the widest. */
  card?: boolean;
  children: ReactNode;
}

/**
 * A back-office add/edit page: the form (checked by its schema, not the browser's own hints), its
 * title with Save and Close, and the page's fields under them.
 */
export function FormPage({ onSubmit, card, children, ...header }: FormPageProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md" maw={card ? 760 : undefined}>
        <FormHeader {...header} />
        {card ? (
          <Paper withBorder p="md" radius="sm">
            <Stack gap="sm">{children}</Stack>
          </Paper>
        ) : (
          children
        )}
      </Stack>
    </form>
  );
}
