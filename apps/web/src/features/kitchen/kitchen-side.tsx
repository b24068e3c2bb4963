import { ActionIcon, Button, Drawer, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { type AllDayCount, type KitchenCard, kitchenDestination } from '@saji/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { formatDateTime } from '../../lib/format';
import { useLang, useT } from '../../lib/i18n';
import css from './kitchen.module.css';
import { text } from './kitchen.text';

/**
 * Items still to cook per menu across the open cards. Folded, it is a narrow strip at the edge (its
 * total still in sight) and the board takes the width.
 */
export function AllDayPanel({ counts, open, onToggle }: { counts: AllDayCount[]; open: boolean; onToggle: () => void }) {
  const t = useT();
  if (!open)
    return (
      <UnstyledButton className={css.sideFolded} onClick={onToggle} aria-expanded={false} data-testid="kitchen-allday-folded">
        <IconChevronLeft size={22} />
        <span className={css.sideFoldedLabel}>
          {t(text.allDay)} · {counts.reduce((sum, c) => sum + c.qty, 0)}
        </span>
      </UnstyledButton>
    );
  return (
    <Paper withBorder p="sm" className={css.sidePanel} data-testid="kitchen-allday">
      <Group justify="space-between" wrap="nowrap" gap={4}>
        <Title order={5}>{t(text.allDay)}</Title>
        <ActionIcon size={40} variant="subtle" color="gray" aria-label={t(text.foldAllDay)} aria-expanded onClick={onToggle}>
          <IconChevronRight size={22} />
        </ActionIcon>
      </Group>
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
  const lang = useLang();
  return (
    <Drawer opened={opened} onClose={onClose} title={t(text.recallTitle)} position="right">
      <Stack gap="xs">
        {!cards.length && <Text c="dimmed">{t(text.nothingToRecall)}</Text>}
        {cards.map((c) => (
          <Paper key={c.cardkey} withBorder p="xs" data-testid="kitchen-recent">
            <Text fw={700}>
              {kitchenDestination(c, lang)} · {c.orderno.slice(-6)} {c.batch !== 'NEW' ? t(text[c.batch]) : ''}
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
