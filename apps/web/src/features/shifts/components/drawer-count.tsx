import { SimpleGrid, Text } from '@mantine/core';
import { type CashKind, DENOMINATIONS } from '@saji/core';
import { NumberField } from '../../../components/number-field';
import { formatPayment } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { text } from '../shifts.text';

/** Pieces counted per denomination, keyed `100000note`, `1000coin`; '' or NaN while empty or unreadable. */
export type DrawerCounts = Record<string, number | ''>;

export const countKey = (d: { denomination: number; kind: CashKind }) => `${d.denomination}${d.kind}`;

/** The counts as the close sends them: the readable ones above zero, each with its kind. */
export function countedEntries(counts: DrawerCounts) {
  return DENOMINATIONS.flatMap((d) => {
    const count = counts[countKey(d)];
    return typeof count === 'number' && Number.isInteger(count) && count > 0 ? [{ ...d, count }] : [];
  });
}

/** One row per note and coin of the drawer, largest first: the pieces typed, and what they make. */
export function DrawerCount({ counts, onChange }: { counts: DrawerCounts; onChange: (counts: DrawerCounts) => void }) {
  const t = useT();
  return (
    <SimpleGrid cols={3} spacing="xs" verticalSpacing={4}>
      {DENOMINATIONS.map((d) => {
        const key = countKey(d);
        const count = counts[key];
        const label = `Rp ${formatPayment(d.denomination)} · ${t(d.kind === 'note' ? text.notes : text.coins)}`;
        return (
          <NumberField
            key={key}
            size="md"
            label={label}
            aria-label={label}
            value={count ?? ''}
            onChange={(v) => onChange({ ...counts, [key]: v })}
            rightSectionWidth={90}
            rightSection={
              <Text size="sm" c="dimmed" pr="xs" data-testid={`amount-${key}`}>
                {typeof count === 'number' && count > 0 ? formatPayment(count * d.denomination) : ''}
              </Text>
            }
          />
        );
      })}
    </SimpleGrid>
  );
}
