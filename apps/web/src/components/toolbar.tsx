import { Button, Group } from '@mantine/core';
import { IconDownload, IconPencil, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useT } from '../lib/i18n';
import { warnSelectRow } from '../lib/notify';

export interface ToolbarProps<T> {
  /** The selected row; Edit and Delete warn when there is none. */
  selected?: T | null;
  /** Each button appears only when its handler is given (hide writes from users who may not write). */
  onAdd?: () => void;
  onEdit?: (row: T) => void;
  onDelete?: (row: T) => void;
  /** May return a promise (a download); the button shows a loader until it settles. */
  onExport?: () => unknown;
  onClose?: () => void;
  /** Buttons of the screen's own, before Add. */
  children?: ReactNode;
}

/** Add / Edit / Delete / Export / Close above a list. */
export function Toolbar<T>({ selected, onAdd, onEdit, onDelete, onExport, onClose, children }: ToolbarProps<T>) {
  const t = useT();
  const [exporting, setExporting] = useState(false);
  const withRow = (action: 'Edit' | 'Delete', handler: (row: T) => void) => () => (selected ? handler(selected) : warnSelectRow(action));

  return (
    <Group gap="xs">
      {children}
      {onAdd && (
        <Button leftSection={<IconPlus size={18} />} onClick={onAdd}>
          {t('add')}
        </Button>
      )}
      {onEdit && (
        <Button variant="light" leftSection={<IconPencil size={18} />} onClick={withRow('Edit', onEdit)}>
          {t('edit')}
        </Button>
      )}
      {onDelete && (
        <Button variant="light" color="red" leftSection={<IconTrash size={18} />} onClick={withRow('Delete', onDelete)}>
          {t('delete')}
        </Button>
      )}
      {onExport && (
        <Button
          variant="light"
          color="teal"
          loading={exporting}
          leftSection={<IconDownload size={18} />}
          onClick={async () => {
            setExporting(true);
            try {
              await onExport();
            } finally {
              setExporting(false);
            }
          }}
        >
          {t('export')}
        </Button>
      )}
      {onClose && (
        <Button variant="default" leftSection={<IconX size={18} />} onClick={onClose}>
          {t('close')}
        </Button>
      )}
    </Group>
  );
}
