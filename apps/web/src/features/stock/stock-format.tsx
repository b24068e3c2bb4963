import { Text } from '@mantine/core';
import { formatPayment } from '../../lib/format';

const quantity = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 4 });
/** A quantity with up to 4 decimals, the Indonesian way as every number on screen. */
export const qty = (n: number) => quantity.format(n);

/** A quantity or an amount; below zero it shows in red (stock may go negative). */
export function QtyCell({ value, money }: { value: number; money?: boolean }) {
  return (
    <Text size="sm" c={value < 0 ? 'red' : undefined} fw={value < 0 ? 600 : undefined} span>
      {money ? formatPayment(value) : qty(value)}
    </Text>
  );
}
