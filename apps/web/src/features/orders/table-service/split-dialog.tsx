import { Modal, Stack } from '@mantine/core';
import { SPLIT_WAYS_MAX, type SplitOrderInput } from '@saji/core';
import { useState } from 'react';
import { ChoiceSwitch } from '../../../components/choice-switch';
import { useT } from '../../../lib/i18n';
import { newOrderKey } from '../order-draft';
import { SplitByItems } from './split-by-items';
import { SplitEqual } from './split-equal';
import { serviceApi } from './table-service.api';
import { serviceText } from './table-service.text';
import { type OpenAction, useServiceCommand, useTableService } from './table-service-state';

/** Split the bill, by items or in equal parts; the checks are shown side by side with their totals. */
export function SplitDialog({ action }: { action: OpenAction }) {
  const t = useT();
  const { close, splitDone } = useTableService();
  const { header } = action.order;
  const [mode, setMode] = useState<'items' | 'equal'>('items');
  // The checks' keys are chosen once: the same split sent again (a lost answer) makes nothing twice.
  const [keys] = useState(() => Array.from({ length: SPLIT_WAYS_MAX }, newOrderKey));
  const split = useServiceCommand(
    (how: Pick<SplitOrderInput, 'parts' | 'ways'>) => {
      const n = how.parts?.length ?? how.ways ?? 0;
      return serviceApi.split(header.orderkey, { version: action.version, partkeys: keys.slice(0, n), ...how });
    },
    (checks) => splitDone(header.orderkey, t(serviceText.splitDone, { orderno: header.orderno, n: checks.orders.length })),
  );
  return (
    <Modal opened onClose={close} title={t(serviceText.splitTitle, { orderno: header.orderno })} zIndex={400} fullScreen>
      <Stack gap="sm">
        <ChoiceSwitch
          size="md"
          value={mode}
          onChange={setMode}
          labels={{ items: t(serviceText.byItems), equal: t(serviceText.equalParts) }}
        />
        {mode === 'items' ? (
          <SplitByItems order={action.order} busy={split.busy} onSplit={(parts) => split.run({ parts })} />
        ) : (
          <SplitEqual order={action.order} busy={split.busy} onSplit={(ways) => split.run({ ways })} />
        )}
      </Stack>
    </Modal>
  );
}
