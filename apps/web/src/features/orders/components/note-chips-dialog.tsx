import { Button, Group, Modal, Textarea } from '@mantine/core';
import { NOTE_CHIPS_MAX } from '@saji/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { tillApi, tillKeys } from '../till.api';
import { tillText } from '../till.text';

interface Props {
  outletid: number;
  chips: string[];
  opened: boolean;
  onClose(): void;
}

/** The outlet's quick note chips, one a line, in the order the till shows them. */
export function NoteChipsDialog({ outletid, chips, opened, onClose }: Props) {
  const t = useT();
  const queryClient = useQueryClient();
  const [value, setValue] = useState(chips.join('\n'));
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const list = value
      .split('\n')
      .map((s) => s.trim())
      .filter(Boolean);
    setBusy(true);
    try {
      await tillApi.saveNoteChips(outletid, list.slice(0, NOTE_CHIPS_MAX));
      await queryClient.invalidateQueries({ queryKey: tillKeys.noteChips(outletid) });
      notifySuccess();
      onClose();
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t(tillText.noteChips)} centered zIndex={400}>
      <Textarea
        label={t(tillText.noteChipsHelp)}
        autosize
        minRows={6}
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
        data-autofocus
      />
      <Group justify="flex-end" mt="md">
        <Button variant="default" size="md" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button size="md" loading={busy} onClick={save}>
          {t('save')}
        </Button>
      </Group>
    </Modal>
  );
}
