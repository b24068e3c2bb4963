import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { OpenOrder } from '@saji/core';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { posApi } from '../orders.api';
import { OrderPicker } from './order-picker';
import { serviceApi } from './table-service.api';
import { serviceText } from './table-service.text';
import { type OpenAction, useServiceCommand, useTableService } from './table-service-state';

/** Merge: another open order of the outlet, of the same type, joins this one. */
export function MergeDialog({ action }: { action: OpenAction }) {
  const t = useT();
  const { close, done } = useTableService();
  const { header } = action.order;
  const [from, setFrom] = useState<OpenOrder | null>(null);
  const merge = useServiceCommand(
    async (picked: OpenOrder) => {
      // The order joining is read as it is now: its version is the one its own till would send.
      const fromversion = (await posApi.detail(picked.orderkey)).header.version;
      return serviceApi.merge(header.orderkey, { fromorderkey: picked.orderkey, version: action.version, fromversion });
    },
    (detail) => done([detail], t(serviceText.merged, { from: from?.orderno ?? '', into: header.orderno })),
  );
  return (
    <Modal opened onClose={close} title={t(serviceText.mergeTitle, { orderno: header.orderno })} centered zIndex={400} size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t(serviceText.mergeHelp)}
        </Text>
        <OrderPicker
          outletid={header.outletid}
          exclude={header.orderkey}
          ordertype={header.ordertype}
          picked={from?.orderkey ?? null}
          onPick={setFrom}
          maxHeight={420}
        />
        <Group justify="flex-end">
          <Button size="lg" variant="default" onClick={close}>
            {t('cancel')}
          </Button>
          <Button size="lg" loading={merge.busy} disabled={!from} onClick={() => from && merge.run(from)}>
            {t(serviceText.mergeInto, { from: from?.orderno ?? '…' })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
