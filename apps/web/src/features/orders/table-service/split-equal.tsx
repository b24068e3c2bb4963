import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { type OrderDetail, SPLIT_CHECKS_MIN, SPLIT_WAYS_MAX } from '@saji/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { CheckColumn } from './check-column';
import css from './service.module.css';
import { previewEqually } from './split-preview';
import { serviceText } from './table-service.text';

const clamp = (n: number) => Math.min(Math.max(n, SPLIT_CHECKS_MIN), SPLIT_WAYS_MAX);

/** In equal parts (2 to 20, or one per guest): each part's share and total, the remainder on the first. */
export function SplitEqual({ order, busy, onSplit }: { order: OrderDetail; busy: boolean; onSplit(ways: number): void }) {
  const t = useT();
  const [ways, setWays] = useState(SPLIT_CHECKS_MIN);
  const preview = previewEqually(order, ways);
  const pax = order.header.pax;
  return (
    <>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t(serviceText.remainderNote)}
        </Text>
        <Group gap="xs">
          {pax >= SPLIT_CHECKS_MIN && pax <= SPLIT_WAYS_MAX && (
            <Button size="md" variant="light" onClick={() => setWays(pax)}>
              {t(serviceText.bySeats, { n: pax })}
            </Button>
          )}
          <ActionIcon
            size={44}
            variant="default"
            aria-label={`- ${t(serviceText.parts)}`}
            disabled={ways <= SPLIT_CHECKS_MIN}
            onClick={() => setWays(clamp(ways - 1))}
          >
            <IconMinus size={20} />
          </ActionIcon>
          <Text fw={700} w={90} ta="center" data-testid="split-ways">
            {ways} {t(serviceText.parts).toLowerCase()}
          </Text>
          <ActionIcon
            size={44}
            variant="default"
            aria-label={`+ ${t(serviceText.parts)}`}
            disabled={ways >= SPLIT_WAYS_MAX}
            onClick={() => setWays(clamp(ways + 1))}
          >
            <IconPlus size={20} />
          </ActionIcon>
        </Group>
      </Group>
      <div className={css.checks} style={{ height: 470 }}>
        {preview.ok &&
          preview.checks.map((c, k) => (
            <CheckColumn
              // biome-ignore lint/suspicious/noArrayIndexKey: a part is its place in the row
              key={k}
              testid={`split-part-${k + 1}`}
              title={t(serviceText.checkNo, { n: k + 1 })}
              lines={c.lines}
              ways={ways}
              total={c.total}
            />
          ))}
      </div>
      {!preview.ok && <Text c="red">{preview.message}</Text>}
      <Group justify="flex-end">
        <Button size="lg" loading={busy} disabled={!preview.ok} onClick={() => onSplit(ways)}>
          {t(serviceText.splitInto, { n: ways })}
        </Button>
      </Group>
    </>
  );
}
