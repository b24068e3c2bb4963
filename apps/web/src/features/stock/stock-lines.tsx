import { ActionIcon, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { NumberField } from '../../components/number-field';
import { useT } from '../../lib/i18n';
import { ItemPicker, type PickedItem } from './item-picker';
import { text } from './stock.text';

/** A document's line as the form holds it: numbers stay '' until typed. */
export interface DraftLine {
  item: PickedItem | null;
  qty: number | '';
  unitcost: number | '';
  reason: string;
}

export const emptyLine = (): DraftLine => ({ item: null, qty: '', unitcost: '', reason: '' });

/** The lines that name an item, as the API takes them. */
export const filledLines = (lines: DraftLine[]) => lines.filter((l): l is DraftLine & { item: PickedItem } => !!l.item);

/** The lines of a receipt, waste or transfer: an item, its quantity, and the cost or reason where the document has one. */
export function StockLines(props: {
  outletid: string;
  lines: DraftLine[];
  onChange: (lines: DraftLine[]) => void;
  cost?: boolean;
  reason?: boolean;
}) {
  const t = useT();
  const { lines, onChange } = props;
  const set = (i: number, patch: Partial<DraftLine>) => onChange(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  return (
    <Stack gap="xs">
      <Table withTableBorder striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(text.item)}</Table.Th>
            <Table.Th w={150}>{t(text.qty)}</Table.Th>
            {props.cost && <Table.Th w={170}>{t(text.unitcost)}</Table.Th>}
            {props.reason && <Table.Th w={220}>{t(text.reason)}</Table.Th>}
            <Table.Th w={50} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no key until saved; they are only added at the end or removed
            <Table.Tr key={i}>
              <Table.Td>
                <ItemPicker outletid={props.outletid} value={line.item} onChange={(item) => set(i, { item })} />
              </Table.Td>
              <Table.Td>
                <NumberField
                  aria-label={t(text.qty)}
                  decimals={4}
                  value={line.qty}
                  onChange={(qty) => set(i, { qty })}
                  rightSection={<Text size="xs">{line.item?.invunitom}</Text>}
                />
              </Table.Td>
              {props.cost && (
                <Table.Td>
                  <NumberField
                    aria-label={t(text.unitcost)}
                    decimals={4}
                    value={line.unitcost}
                    onChange={(unitcost) => set(i, { unitcost })}
                  />
                </Table.Td>
              )}
              {props.reason && (
                <Table.Td>
                  <TextInput
                    aria-label={t(text.reason)}
                    maxLength={100}
                    value={line.reason}
                    onChange={(e) => set(i, { reason: e.currentTarget.value })}
                  />
                </Table.Td>
              )}
              <Table.Td>
                <ActionIcon variant="subtle" color="red" aria-label={t('delete')} onClick={() => onChange(lines.filter((_, j) => j !== i))}>
                  <IconTrash size={18} />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => onChange([...lines, emptyLine()])}>
          {t(text.addLine)}
        </Button>
      </Group>
    </Stack>
  );
}
