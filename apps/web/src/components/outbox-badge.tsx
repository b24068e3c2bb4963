import { Badge, Button, Group, Popover, Stack, Text } from '@mantine/core';
import { IconCloud, IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useT } from '../lib/i18n';
import { summary } from '../lib/outbox/outbox';
import { ageText, outboxText as text } from '../lib/outbox/outbox.text';
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
    <Popover width={380} position="bottom-end" withArrow shadow="md">
      <Popover.Target>{badge}</Popover.Target>
      <Popover.Dropdown data-testid="outbox-conflicts">
        <Stack gap="xs">
          <Text fw={600}>{t(text.conflictTitle)}</Text>
          <Text size="xs" c="dimmed">
            {t(text.conflictHelp)}
          </Text>
          {conflicts.map((c) => (
            <Group key={c.seq} justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={0}>
                <Text size="sm" fw={500}>
                  {c.offlineno} · {t(c.kind === 'save' ? text.order : text.payment)}
                </Text>
                <Text size="xs" c="red.7">
                  {c.conflict}
                </Text>
              </Stack>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconRefresh size={14} />}
                onClick={() => void outbox.resolve(c.seq).then(() => outbox.drain())}
              >
                {t(text.sendAgain)}
              </Button>
            </Group>
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
