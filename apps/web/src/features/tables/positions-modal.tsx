import { ActionIcon, Button, Group, Modal, Table, TextInput, Tooltip } from '@mantine/core';
import { type TablePosition, tablePositionInputSchema } from '@saji/core';
import { IconCheck, IconPencil, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { type Dispatch, type SetStateAction, useState } from 'react';
import { useConfirmDelete } from '../../components/confirm-delete';
import { NumberField } from '../../components/number-field';
import { useT } from '../../lib/i18n';
import { notifyInvalidForm } from '../../lib/notify';
import { useDeletePosition, usePositions, useSavePosition } from './tables.api';
import { text } from './tables.text';

interface Draft {
  /** The code before the edit; undefined for a new row. */
  idlama?: string;
  tableposcode: string;
  tableposname: string;
  nourut: number | string;
}

/** The positions (areas) of one outlet: the POS shows them as tabs in this order. */
export function PositionsModal({ outlet, onClose }: { outlet: { outletid: number; outletname: string }; onClose: () => void }) {
  const t = useT();
  const confirmDelete = useConfirmDelete();
  const positions = usePositions(outlet.outletid);
  const save = useSavePosition();
  const remove = useDeletePosition();
  const [draft, setDraft] = useState<Draft | null>(null);
  const rows = positions.data?.list ?? [];

  const commit = () => {
    if (!draft) return;
    const parsed = tablePositionInputSchema.safeParse({ ...draft, outletid: outlet.outletid });
    if (!parsed.success) return notifyInvalidForm();
    save.mutate(parsed.data, { onSuccess: () => setDraft(null) });
  };
  const del = async (p: TablePosition) => {
    if (await confirmDelete()) remove.mutate({ outletid: p.outletid, tableposcode: p.tableposcode });
  };

  const editor = <PositionEditorRow key="draft" draft={draft} setDraft={setDraft} onCommit={commit} saving={save.isPending} />;

  return (
    <Modal opened onClose={onClose} title={t(text.positionsTitle, { outlet: outlet.outletname })} size="lg" centered>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(text.tableposcode)}</Table.Th>
            <Table.Th>{t(text.tableposname)}</Table.Th>
            <Table.Th>{t(text.nourut)}</Table.Th>
            <Table.Th>{t(text.tables)}</Table.Th>
            <Table.Th w={90}>{t('actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((p) =>
            draft?.idlama === p.tableposcode ? (
              editor
            ) : (
              <Table.Tr key={p.tableposcode}>
                <Table.Td>{p.tableposcode}</Table.Td>
                <Table.Td>{p.tableposname}</Table.Td>
                <Table.Td>{p.nourut}</Table.Td>
                <Table.Td>{p.tables}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label={t('edit')}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={`${t('edit')} ${p.tableposcode}`}
                        onClick={() => setDraft({ idlama: p.tableposcode, ...p })}
                      >
                        <IconPencil size={18} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('delete')}>
                      <ActionIcon variant="subtle" color="red" aria-label={`${t('delete')} ${p.tableposcode}`} onClick={() => del(p)}>
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ),
          )}
          {draft && draft.idlama === undefined && editor}
        </Table.Tbody>
      </Table>
      <Group justify="space-between" mt="md">
        <Button
          leftSection={<IconPlus size={18} />}
          variant="light"
          disabled={!!draft}
          onClick={() =>
            setDraft({ tableposcode: '', tableposname: '', nourut: rows.length ? Math.max(...rows.map((r) => r.nourut)) + 1 : 1 })
          }
        >
          {t(text.addPosition)}
        </Button>
        <Button variant="default" onClick={onClose}>
          {t('close')}
        </Button>
      </Group>
    </Modal>
  );
}

/** The row being edited or added: code, name and order, saved with the tick, dropped with the cross. */
function PositionEditorRow({
  draft,
  setDraft,
  onCommit,
  saving,
}: {
  draft: Draft | null;
  setDraft: Dispatch<SetStateAction<Draft | null>>;
  onCommit: () => void;
  saving: boolean;
}) {
  const t = useT();
  return (
    <Table.Tr>
      <Table.Td>
        <TextInput
          size="xs"
          aria-label={t(text.tableposcode)}
          value={draft?.tableposcode ?? ''}
          onChange={(e) => {
            const { value } = e.currentTarget;
            setDraft((d) => d && { ...d, tableposcode: value });
          }}
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          size="xs"
          aria-label={t(text.tableposname)}
          value={draft?.tableposname ?? ''}
          onChange={(e) => {
            const { value } = e.currentTarget;
            setDraft((d) => d && { ...d, tableposname: value });
          }}
        />
      </Table.Td>
      <Table.Td>
        <NumberField
          size="xs"
          w={80}
          aria-label={t(text.nourut)}
          value={draft?.nourut ?? ''}
          onChange={(v) => setDraft((d) => d && { ...d, nourut: v })}
        />
      </Table.Td>
      <Table.Td />
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <ActionIcon color="green" variant="light" onClick={onCommit} loading={saving} aria-label={t('save')}>
            <IconCheck size={18} />
          </ActionIcon>
          <ActionIcon color="gray" variant="subtle" onClick={() => setDraft(null)} aria-label={t('cancel')}>
            <IconX size={18} />
          </ActionIcon>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
