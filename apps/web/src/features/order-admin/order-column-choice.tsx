import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { useState } from 'react';
import { type Text, useT } from '../../lib/i18n';
import { text } from './order-admin.text';

/**
 * The order list's columns a user may hide or show. All of the spec's fit a 1366 px screen beside the
 * menu only with the amounts' parts or the note left out, so the list opens with what a manager reads
 * first and the chooser brings back the rest; the choice is kept on this browser.
 */
export const OPTIONAL_COLUMNS = ['outletname', 'pax', 'netto', 'serviceval', 'pb1val', 'discval', 'paymethod', 'note'] as const;
export type OptionalColumn = (typeof OPTIONAL_COLUMNS)[number];

const LABELS: Record<OptionalColumn, Text> = {
  outletname: text.outlet,
  pax: text.pax,
  netto: text.netto,
  serviceval: text.service,
  pb1val: text.pb1,
  discval: text.discount,
  paymethod: text.payMethod,
  note: text.note,
};
// What fits 1366 px with the fixed columns; the amounts' parts, guests and note are a tap away.
const DEFAULT_SHOWN: OptionalColumn[] = ['outletname', 'paymethod'];
const STORAGE_KEY = 'saji.orderList.columns';

function stored(): OptionalColumn[] {
  try {
    const list = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    return Array.isArray(list) ? OPTIONAL_COLUMNS.filter((c) => list.includes(c)) : DEFAULT_SHOWN;
  } catch {
    return DEFAULT_SHOWN;
  }
}

/** The optional columns shown now, and how to change them (kept across visits). */
export function useShownColumns() {
  const [shown, setShown] = useState<OptionalColumn[]>(stored);
  const toggle = (column: OptionalColumn) => {
    const next = shown.includes(column)
      ? shown.filter((c) => c !== column)
      : OPTIONAL_COLUMNS.filter((c) => shown.includes(c) || c === column);
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    setShown(next);
  };
  return { shown, toggle };
}

export function ColumnChoice({ shown, toggle }: ReturnType<typeof useShownColumns>) {
  const t = useT();
  return (
    <Popover position="bottom-end" shadow="md" withArrow>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={18} />}>
          {t(text.columns)}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" data-testid="column-choice">
          {OPTIONAL_COLUMNS.map((c) => (
            <Checkbox key={c} label={t(LABELS[c])} checked={shown.includes(c)} onChange={() => toggle(c)} />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
