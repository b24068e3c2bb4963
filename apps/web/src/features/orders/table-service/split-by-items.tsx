import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { type OrderDetail, SPLIT_CHECKS_MAX, SPLIT_CHECKS_MIN } from '@saji/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { CheckColumn } from './check-column';
import css from './service.module.css';
import { countsToParts, poolOf, previewByItems } from './split-preview';
import { serviceText } from './table-service.text';

type Parts = ReturnType<typeof countsToParts>;

/** By items: a tap gives one portion to the chosen check, a tap on a check's item gives it back. */
export function SplitByItems({ order, busy, onSplit }: { order: OrderDetail; busy: boolean; onSplit(parts: Parts): void }) {
  const t = useT();
  const none = () => order.lines.map(() => 0);
  const [counts, setCounts] = useState<number[][]>(() => [none(), none()]);
  const [active, setActive] = useState(0);
  const pool = poolOf(order, counts);
  const preview = previewByItems(order, counts);
  const index = (lineno: number) => order.lines.findIndex((l) => l.lineno === lineno);
  const add = (k: number, i: number, by: number) =>
    setCounts((c) => c.map((row, kk) => (kk === k ? row.map((q, ii) => (ii === i ? q + by : q)) : row)));
  const linesOf = (qtys: readonly number[]) =>
    order.lines.map((l, i) => ({ lineno: l.lineno, menuname: l.menuname, qty: qtys[i] })).filter((l) => l.qty > 0);
  const ready = pool.every((q) => q === 0) && counts.every((row) => row.some((q) => q > 0));
  const removeLast = () => {
    setCounts((c) => c.slice(0, -1));
    setActive((a) => Math.min(a, counts.length - 2));
  };
  return (
    <>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {pool.some((q) => q > 0) ? t(serviceText.tapToGive) : t(serviceText.allGiven)}
        </Text>
        <Group gap="xs">
          <ActionIcon
            size={44}
            variant="default"
            aria-label={t(serviceText.removeCheck)}
            disabled={counts.length <= SPLIT_CHECKS_MIN}
            onClick={removeLast}
          >
            <IconMinus size={20} />
          </ActionIcon>
          <Text fw={700} w={90} ta="center" data-testid="split-count">
            {t(serviceText.checkCount, { n: counts.length })}
          </Text>
          <ActionIcon
            size={44}
            variant="default"
            aria-label={t(serviceText.addCheck)}
            disabled={counts.length >= SPLIT_CHECKS_MAX}
            onClick={() => setCounts((c) => [...c, none()])}
          >
            <IconPlus size={20} />
          </ActionIcon>
        </Group>
      </Group>
      <div className={css.checks} style={{ height: 470 }}>
        <CheckColumn
          pool
          testid="split-pool"
          title={t(serviceText.notGiven)}
          lines={linesOf(pool)}
          total={preview.ok && pool.some((q) => q > 0) ? (preview.checks.at(-1)?.total ?? null) : null}
          onLine={(l) => add(active, index(l.lineno), 1)}
        />
        {counts.map((row, k) => (
          <CheckColumn
            // biome-ignore lint/suspicious/noArrayIndexKey: a check is its place in the row
            key={k}
            testid={`split-check-${k + 1}`}
            active={k === active}
            title={t(serviceText.checkNo, { n: k + 1 })}
            lines={linesOf(row)}
            total={preview.ok ? (preview.checks[k]?.total ?? null) : null}
            onHead={() => setActive(k)}
            onLine={(l) => add(k, index(l.lineno), -1)}
          />
        ))}
      </div>
      {!preview.ok && <Text c="red">{preview.message}</Text>}
      <Group justify="flex-end">
        <Button size="lg" loading={busy} disabled={!ready || !preview.ok} onClick={() => onSplit(countsToParts(order, counts))}>
          {t(serviceText.splitInto, { n: counts.length })}
        </Button>
      </Group>
    </>
  );
}
