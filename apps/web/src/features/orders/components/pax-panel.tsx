import { CloseButton, Group, Stack, Text } from '@mantine/core';
import { Keypad } from '../../../components/keypad';
import { useT } from '../../../lib/i18n';
import { type OrderDraft, paxMax, paxOf } from '../order-draft';
import { text } from '../orders.text';
import css from '../pos.module.css';

interface Props {
  draft: OrderDraft;
  onPax(value: string): void;
  onStep(delta: 1 | -1): void;
  onRemoveTable(tableid: number): void;
  onNext?: () => void;
}

/** The table step's side panel: guests first (counter and keypad, capped at the picked seats), then a table. */
export function PaxPanel({ draft, onPax, onStep, onRemoveTable, onNext }: Props) {
  const t = useT();
  const pax = paxOf(draft);
  return (
    <Stack p="md" gap="sm" className={css.scroll}>
      <Text fw={600}>{t(text.pickTable)}</Text>
      <Group gap="xs" wrap="nowrap" justify="space-between" maw={320}>
        <button
          type="button"
          className={css.qtyBtn}
          style={{ width: 64, height: 56 }}
          aria-label="PAX -"
          disabled={pax <= 1}
          onClick={() => onStep(-1)}
        >
          −
        </button>
        <Text fz={32} fw={800} data-testid="pax-value" ta="center" style={{ flex: 1 }}>
          {draft.pax || '–'}{' '}
          <Text span c="dimmed" fz="md">
            {t(text.pax)}
          </Text>
        </Text>
        <button type="button" className={css.qtyBtn} style={{ width: 64, height: 56 }} aria-label="PAX +" onClick={() => onStep(1)}>
          +
        </button>
      </Group>
      <Keypad label={t(text.pax)} value={draft.pax} onChange={onPax} max={paxMax(draft)} onNext={onNext} nextLabel={t(text.toMenu)} />
      {draft.tables.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600} c="dimmed">
            {t(text.pickedTables)}
          </Text>
          {draft.tables.map((tb) => (
            <Group key={tb.tableid} justify="space-between" wrap="nowrap" maw={320}>
              <Text fw={700}>{tb.tablename}</Text>
              <CloseButton size="xl" aria-label={`${t('remove')} ${tb.tablename}`} onClick={() => onRemoveTable(tb.tableid)} />
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
