import { Button, Drawer, Paper, Stack, Text, Title } from '@mantine/core';
import { type AllDayCount, type KitchenCard, kitchenDestination } from '@saji/core';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../lib/i18n';
import css from './kitchen.module.css';
import { text } from './kitchen.text';

/** Items still to cook per menu across the open cards. */
export function AllDayPanel({ counts }: { counts: AllDayCount[] }) {
  const t = useT();
  return (
    <Paper withBorder p="sm" miw={220} data-testid="kitchen-allday">
      <Title order={5}>{t(text.allDay)}</Title>
      <div className={css.side}>
        {!counts.length && <Text c="dimmed">{t(text.empty)}</Text>}
        {counts.map((c) => (
          <div key={c.menuid} className={css.count}>
            <span>{[c.menuname, c.menusize].filter(Boolean).join(' ')}</span>
            <strong>{c.qty}</strong>
          </div>
        ))}
      </div>
    </Paper>
  );
}

/** The last bumped cards, newest first; recalling one puts it back on the board. */
export function RecallDrawer({
  opened,
  onClose,
  cards,
  onRecall,
}: {
  opened: boolean;
  onClose: () => void;
  cards: KitchenCard[];
  onRecall: (ids: number[]) => void;
}) {
  const t = useT();
  return (
    <Drawer opened={opened} onClose={onClose} title={t(text.recallTitle)} position="right">
      <Stack gap="xs">
        {!cards.length && <Text c="dimmed">{t(text.nothingToRecall)}</Text>}
        {cards.map((c) => (
          <Paper key={c.cardkey} withBorder p="xs" data-testid="kitchen-recent">
            <Text fw={700}>
              {kitchenDestination(c)} · {c.orderno.slice(-6)} {c.batch !== 'NEW' ? c.batch : ''}
            </Text>
            <Text size="sm">{c.items.map((i) => `${i.qty} × ${i.menuname}`).join(', ')}</Text>
            <Text size="xs" c="dimmed">
              {c.bumpedat ? formatDateTime(c.bumpedat) : ''}
            </Text>
            <Button mt={4} size="xs" variant="light" onClick={() => onRecall(c.items.map((i) => i.kitchenjobid))}>
              {t(text.recall)}
            </Button>
          </Paper>
        ))}
      </Stack>
    </Drawer>
  );
}
