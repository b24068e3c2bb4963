import { Anchor, Modal, Stack, Table, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatAmount, formatPercent } from '../../lib/format';
import { useT } from '../../lib/i18n';
import type { DrillItem } from './drill';
import { text } from './reports.text';

/** A drill link: always a new tab, so the chart stays where it was. */
function NewTab({ href, children }: { href?: string; children: ReactNode }) {
  if (!href) return <>{children}</>;
  return (
    <Anchor href={href} target="_blank" rel="noopener">
      {children} <IconExternalLink size={14} style={{ verticalAlign: 'middle' }} />
    </Anchor>
  );
}

/** One bar or slice: Detail Sales, with its period, sales, share and the link to its list. */
export function DetailSalesModal({ item, currency, onClose }: { item: DrillItem | null; currency: string; onClose: () => void }) {
  const t = useT();
  return (
    <Modal
      opened={!!item}
      onClose={onClose}
      centered
      title={item?.menuname ? t(text.detailSalesOf, { name: item.menuname }) : t(text.detailSales)}
    >
      {item && (
        <Stack gap="xs" data-testid="detail-sales">
          <Text>{item.outletname}</Text>
          <Text>
            {t(text.period)}: {item.periode}
          </Text>
          <Text fw={600}>
            {t(text.totalSales)}:{' '}
            <NewTab href={item.link}>
              {currency} {formatAmount(item.sales)}
            </NewTab>
          </Text>
          <Text size="sm" c="dimmed">
            {t(text.shareOf, { percent: formatPercent(item.persentasi) })}
          </Text>
        </Stack>
      )}
    </Modal>
  );
}

/** Several bars or slices: the Chart Detail list, each outlet's sales and the TOTAL. */
export function ChartDetailModal({
  items,
  total,
  currency,
  onClose,
}: {
  items: DrillItem[];
  total: { sales: number; persentasi: number; link?: string };
  currency: string;
  onClose: () => void;
}) {
  const t = useT();
  const first = items[0];
  return (
    <Modal opened={items.length > 1} onClose={onClose} centered size="lg" title={t(text.chartDetail)}>
      {first && (
        <Stack gap="xs">
          <Text>
            {first.menuname ? `${first.menuname} · ` : ''}
            {t(text.period)}: {first.periode}
          </Text>
          <Table striped withTableBorder data-testid="chart-detail">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(text.outletName)}</Table.Th>
                <Table.Th ta="right">
                  {t(text.sales)} ({currency})
                </Table.Th>
                <Table.Th ta="right">{t(text.share)}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((i) => (
                <Table.Tr key={`${i.outletid}-${i.menuid}-${i.periode}`}>
                  <Table.Td>{i.outletname}</Table.Td>
                  <Table.Td ta="right">
                    <NewTab href={i.link}>{formatAmount(i.sales)}</NewTab>
                  </Table.Td>
                  <Table.Td ta="right">{formatPercent(i.persentasi)}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr fw={700}>
                <Table.Td>{t(text.grandTotal)}</Table.Td>
                <Table.Td ta="right">
                  <NewTab href={total.link}>{formatAmount(total.sales)}</NewTab>
                </Table.Td>
                <Table.Td ta="right">{formatPercent(total.persentasi)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </Modal>
  );
}
