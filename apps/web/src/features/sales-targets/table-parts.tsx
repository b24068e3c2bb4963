import { Table, type TableTdProps, Text } from '@mantine/core';
import { formatAmount, formatMillions } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { text } from './sales-targets.text';

/** The outlet column stays in view while the months scroll under it. */
export const stickyOutlet = { position: 'sticky', left: 0, zIndex: 1, background: 'var(--mantine-color-body)' } as const;

/**
 * A year of targets (thirteen amounts) or the report's nine are 1,500 to 2,000 px wide with every
 * rupiah and cent, more than a 1366 px screen leaves beside the menu: the read-only tables read in
 * millions (2 decimals, to ten thousand rupiah), and each cell gives its exact amount on hover, as the
 * PDF and the export write it.
 */
export function MillionsCell({ value, title, ...props }: { value: number; title?: string } & TableTdProps) {
  const exact = formatAmount(value);
  return (
    <Table.Td ta="right" title={title ? `${exact}: ${title}` : exact} data-amount={value} {...props}>
      {props.children ?? formatMillions(value)}
    </Table.Td>
  );
}

/** What the table's figures are in, said above it. */
export function InMillions() {
  const t = useT();
  return (
    <Text size="xs" c="dimmed" mb={4} data-testid="amount-unit">
      {t(text.inMillions)}
    </Text>
  );
}
