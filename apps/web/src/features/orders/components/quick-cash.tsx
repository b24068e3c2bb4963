import { Button, SimpleGrid } from '@mantine/core';
import { quickCashAmounts } from '@saji/core';
import { formatRupiah } from '../../../lib/format';

/** One-tap tendering: the exact amount due and the notes a guest is likely to hand over above it. */
export function QuickCash({ due, onPick }: { due: number; onPick(amount: number): void }) {
  const amounts = quickCashAmounts(due);
  if (!amounts.length) return null;
  return (
    <SimpleGrid cols={1} spacing={6} maw={200} mt="xs" data-testid="quick-cash">
      {amounts.map((a, i) => (
        <Button key={a} variant={i === 0 ? 'light' : 'default'} size="md" h={44} onClick={() => onPick(a)}>
          {formatRupiah(a)}
        </Button>
      ))}
    </SimpleGrid>
  );
}
