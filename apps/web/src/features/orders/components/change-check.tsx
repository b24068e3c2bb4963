import { Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { formatRupiah } from '../../../lib/format';
import type { Translate } from '../../../lib/i18n';
import { tillText } from '../till.text';

/**
 * A typed cash amount that leaves more change than the bill itself is most likely a slip of the
 * keypad (2.125.200 for 212.520): the cashier sees the bill and the change side by side, large, and
 * says which is meant before anything is paid. Resolves true to go on.
 */
export function confirmLargeChange(t: Translate, figures: { bill: number; received: number; change: number }): Promise<boolean> {
  return new Promise((resolve) => {
    const figure = (label: string, amount: number, testid: string, color?: string) => (
      <Stack gap={0} align="flex-end">
        <Text c="dimmed">{label}</Text>
        <Text fz={34} fw={800} lh={1.1} c={color} data-testid={testid}>
          {formatRupiah(amount)}
        </Text>
      </Stack>
    );
    modals.openConfirmModal({
      title: t(tillText.bigChangeTitle),
      centered: true,
      zIndex: 400,
      size: 'lg',
      children: (
        <Stack gap="md">
          <Text>{t(tillText.bigChangeBody, { received: formatRupiah(figures.received) })}</Text>
          <Group grow align="flex-start">
            {figure(t(tillText.bill), figures.bill, 'confirm-bill')}
            {figure(t(tillText.change), figures.change, 'confirm-change', 'red.8')}
          </Group>
        </Stack>
      ),
      labels: { confirm: t(tillText.giveChange), cancel: t(tillText.fixAmount) },
      confirmProps: { size: 'lg', color: 'red' },
      cancelProps: { size: 'lg' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
