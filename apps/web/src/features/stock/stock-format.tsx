import { Text } from '@mantine/core';
import { formatPayment, formatQty } from '../../lib/format';

/** A quantity with up to 4 decimals, in the screen's language (lib/format). */
export const qty = formatQty;

/** A quantity or an amount; below zero it shows in red (stock may go negative). */
export function QtyCell({ value, money }: { value: number; money?: boolean }) {
  return (
    <Text size="sm" c={value < 0 ? 'red' : undefined} fw={value < 0 ? 600 : undefined} span>
      {money ? formatPayment(value) : qty(value)}
    </Text>
  );
}
