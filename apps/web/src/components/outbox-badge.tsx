import { Badge, Button, Group, Popover, Stack, Text } from '@mantine/core';
import { IconCloud, IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useT } from '../lib/i18n';
import { notifyError } from '../lib/notify';
import { fixedBody, fixOf } from '../lib/outbox/conflict-fixes';
import { type OutboxCommand, summary } from '../lib/outbox/outbox';
import { ageText, outboxText as text } from '../lib/outbox/outbox.text';
import type { Outbox } from '../lib/outbox/outbox-sync';
import { useOutbox } from '../lib/outbox/use-outbox';

/** Ticks every few seconds so the age of the oldest waiting sale stays true. */
function useNow(ms: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

/**
 * Online, offline or syncing, how many sales wait for the server and the age of the oldest; the
 * sales the server refused open as a list to resolve. Always in the header of a signed-in page.
 */
export function OutboxBadge({
  username,
  compact,
}: {
  username: string /** Only the icon while all is sent (the till's full top bar). */;
  compact?: boolean;
}) {
  const t = useT();
  const { state, connection, outbox } = useOutbox(username);
  const now = useNow(5_000);
  const s = summary(state, now);
  const color = connection === 'offline' ? 'red' : connection === 'syncing' ? 'blue' : s.conflicts ? 'orange' : 'green';
  const label = t(text[connection]);
  const waiting = s.waiting ? ` · ${t(text.waiting, { count: s.waiting, age: ageText(s.oldestMs ?? 0) })}` : '';
  // All sent and online: the icon says so; anything else is spelled out, whatever the room.
  const iconOnly = compact && connection === 'online' && !s.waiting && !s.conflicts;
  const badge = (
    <Badge
      data-testid="outbox-badge"
      data-connection={connection}
      data-waiting={s.waiting}
      color={color}
      variant="light"
      size="lg"
      circle={iconOnly}
      // A named status: an aria-label on a plain element is not read out.
      role="status"
      aria-label={iconOnly ? label : undefined}
      title={iconOnly ? label : undefined}
      leftSection={iconOnly ? undefined : connection === 'offline' ? <IconCloudOff size={14} /> : <IconCloud size={14} />}
      style={{ cursor: s.conflicts ? 'pointer' : undefined, textTransform: 'none' }}
    >
      {iconOnly ? <IconCloud size={14} style={{ display: 'block' }} /> : label}
      {waiting}
      {s.conflicts ? ` · ${t(text.conflicts, { count: s.conflicts })}` : ''}
    </Badge>
  );
  if (!s.conflicts || !outbox) return badge;
  const conflicts = state.commands.filter((c) => c.conflict);
  return (
    <Popover width={380} position="bottom-end" withArrow shadow="md" zIndex={400}>
      <Popover.Target>{badge}</Popover.Target>
      <Popover.Dropdown data-testid="outbox-conflicts">
        <Stack gap="xs">
          <Text fw={600}>{t(text.conflictTitle)}</Text>
          <Text size="xs" c="dimmed">
            {t(text.conflictHelp)}
          </Text>
          {conflicts.map((c) => (
            <ConflictItem key={c.seq} command={c} outbox={outbox} />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** One refused command: the server's reason, Send again, and the fix its kind allows (conflict-fixes.ts). */
function ConflictItem({ command: c, outbox }: { command: OutboxCommand; outbox: Outbox }) {
  const t = useT();
  const fix = fixOf(c);
  const [busy, setBusy] = useState(false);
  const send = async (body?: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await outbox.resolve(c.seq, body ? await body() : undefined);
      await outbox.drain();
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={4} data-testid="outbox-conflict">
      <Text size="sm" fw={500}>
        {c.offlineno} · {t(c.kind === 'save' ? text.order : text.payment)}
      </Text>
      <Text size="xs" c="red.7">
        {c.conflict}
      </Text>
      <Group gap="xs">
        {fix && (
          <Button size="xs" loading={busy} onClick={() => void send(() => fixedBody(c))}>
            {t(text.fixes[fix])}
          </Button>
        )}
        <Button size="xs" variant="light" loading={busy} leftSection={<IconRefresh size={14} />} onClick={() => void send()}>
          {t(text.sendAgain)}
        </Button>
      </Group>
    </Stack>
  );
}
