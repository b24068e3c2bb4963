import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { OpenOrder } from '@saji/core';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { posApi } from '../orders.api';
import { ItemStepper } from './item-stepper';
import { OrderPicker } from './order-picker';
import css from './service.module.css';
import { serviceApi } from './table-service.api';
import { serviceText } from './table-service.text';
import { type OpenAction, useServiceCommand, useTableService } from './table-service-state';

/** Transfer items: portions of this order's lines, and the open order of the outlet they go to. */
export function TransferDialog({ action }: { action: OpenAction }) {
  const t = useT();
  const { close, done } = useTableService();
  const { header, lines } = action.order;
  const [taken, setTaken] = useState<Record<number, number>>({});
  const [to, setTo] = useState<OpenOrder | null>(null);
  const picked = Object.entries(taken)
    .filter(([, qty]) => qty > 0)
    .map(([lineno, qty]) => ({ lineno: Number(lineno), qty }));
  const count = picked.reduce((n, l) => n + l.qty, 0);
  const transfer = useServiceCommand(
    async (target: OpenOrder) => {
      const toversion = (await posApi.detail(target.orderkey)).header.version;
      return serviceApi.transfer(header.orderkey, { toorderkey: target.orderkey, lines: picked, version: action.version, toversion });
    },
    (both) => done([both.from, both.to], t(serviceText.transferred, { n: count, orderno: both.to.header.orderno })),
  );
  return (
    <Modal opened onClose={close} title={t(serviceText.transferTitle, { orderno: header.orderno })} centered zIndex={400} size={960}>
      <Stack gap="sm">
        <div className={css.panes}>
          <Stack gap={4}>
            <Text fw={600}>{t(serviceText.itemsToMove)}</Text>
            <div className={css.pickList} style={{ maxHeight: 440 }} data-testid="transfer-lines">
              {lines.map((l) => (
                <div key={l.lineno} className={css.itemRow} data-menu={l.menuname}>
                  <div>
                    <div className={css.strong}>{l.menuname}</div>
                    <div className={css.meta}>
                      {[`${l.qty} ×`, l.linenote, l.isfree && t(serviceText.campaignFree)].filter(Boolean).join(' · ')}
                    </div>
                  </div>
                  {!l.isfree && (
                    <ItemStepper
                      value={taken[l.lineno] ?? 0}
                      max={Math.floor(l.qty)}
                      label={l.menuname}
                      onChange={(qty) => setTaken((x) => ({ ...x, [l.lineno]: qty }))}
                    />
                  )}
                </div>
              ))}
            </div>
          </Stack>
          <Stack gap={4}>
            <Text fw={600}>{t(serviceText.toOrder)}</Text>
            <OrderPicker
              outletid={header.outletid}
              exclude={header.orderkey}
              picked={to?.orderkey ?? null}
              onPick={setTo}
              maxHeight={440}
            />
          </Stack>
        </div>
        <Group justify="flex-end">
          <Button size="lg" variant="default" onClick={close}>
            {t('cancel')}
          </Button>
          <Button size="lg" loading={transfer.busy} disabled={!to || !count} onClick={() => to && transfer.run(to)}>
            {to && count ? t(serviceText.transferTo, { n: count, orderno: to.orderno }) : t(serviceText.pickItems)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
