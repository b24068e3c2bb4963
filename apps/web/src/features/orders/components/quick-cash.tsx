import { Button, SimpleGrid, Text } from '@mantine/core';
import { quickCashAmounts } from '@saji/core';
import { formatRupiah } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { tillText } from '../till.text';

/** One-tap tendering: the exact amount due and the notes a guest is likely to hand over above it. */
export function QuickCash({ due, onPick }: { due: number; onPick(amount: number): void }) {
  const t = useT();
  const amounts = quickCashAmounts(due);
  if (!amounts.length) return null;
  return (
    <SimpleGrid cols={1} spacing={6} maw={200} mt="xs" data-testid="quick-cash">
      <Text size="xs" c="dimmed">
        {t(tillText.quickCash)}
      </Text>
      {amounts.map((a, i) => (
        <Button key={a} variant={i === 0 ? 'light' : 'default'} size="md" h={44} onClick={() => onPick(a)}>
          {formatRupiah(a)}
        </Button>
      ))}
    </SimpleGrid>
  );
}
