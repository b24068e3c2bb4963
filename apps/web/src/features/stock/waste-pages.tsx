import { Button, Group, Paper, Select, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { OutletField } from '../../components/outlet-field';
import { useT } from '../../lib/i18n';
import { MovementList } from './movement-list';
import { useSaveTransfer, useSaveWaste, useTransferOutlets } from './stock.api';
import { text } from './stock.text';
import { type DraftLine, emptyLine, filledLines, StockLines } from './stock-lines';
import { useStockStart } from './stock-period';

/** Waste: the outlet's WASTE movements, and a form of items, quantities and reasons. */
export function WastePage() {
  const t = useT();
  return <MovementList title={t(text.wasteTitle)} kind="WASTE" add form={(close) => <OutFlowForm onClose={close} />} />;
}

/** Transfers: what left the outlet for another, and a form to send more. */
export function TransfersPage() {
  const t = useT();
  return <MovementList title={t(text.transfersTitle)} kind="TRANSFER_OUT" add form={(close) => <OutFlowForm transfer onClose={close} />} />;
}

/** Goods leaving an outlet: as waste with a reason each, or to another outlet of the company. */
function OutFlowForm({ transfer, onClose }: { transfer?: boolean; onClose: () => void }) {
  const t = useT();
  const start = useStockStart();
  const [outlet, setOutlet] = useState({ outletid: start.outletid, outletname: start.outletname });
  const [to, setTo] = useState({ outletid: '', outletname: '' });
  const [lines, setLines] = useState<DraftLine[]>([emptyLine()]);
  const waste = useSaveWaste();
  const send = useSaveTransfer();
  const filled = filledLines(lines);
  const submit = () =>
    transfer
      ? send.mutate(
          {
            fromoutletid: Number(outlet.outletid),
            tooutletid: Number(to.outletid),
            lines: filled.map((l) => ({ itemno: l.item.itemno, qty: Number(l.qty) })),
          },
          { onSuccess: onClose },
        )
      : waste.mutate(
          {
            outletid: Number(outlet.outletid),
            lines: filled.map((l) => ({ itemno: l.item.itemno, qty: Number(l.qty), reason: l.reason })),
          },
          { onSuccess: onClose },
        );
  return (
    <Paper withBorder p="md">
      <Stack>
        <Title order={3}>{t(transfer ? text.transferFormTitle : text.wasteFormTitle)}</Title>
        <Group align="flex-end">
          <OutletField label={t(text.outlet)} required {...outlet} onChange={setOutlet} w={240} />
          {transfer && <TransferTarget from={outlet.outletid} value={to} onChange={setTo} />}
        </Group>
        <StockLines outletid={outlet.outletid} lines={lines} onChange={setLines} reason={!transfer} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t(text.cancel)}
          </Button>
          <Button loading={waste.isPending || send.isPending} onClick={submit}>
            {t(text.save)}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * The receiving outlet: any other active outlet of the company. The outlet lookup shows a manager only
 * their own, so the company's outlets come from stock's own list.
 */
function TransferTarget({
  from,
  value,
  onChange,
}: {
  from: string;
  value: { outletid: string; outletname: string };
  onChange: (v: { outletid: string; outletname: string }) => void;
}) {
  const t = useT();
  const outlets = useTransferOutlets();
  const data = (outlets.data?.list ?? [])
    .filter((o) => String(o.outletid) !== from)
    .map((o) => ({ value: String(o.outletid), label: `${o.outletcode} - ${o.outletname}` }));
  return (
    <Select
      label={t(text.toOutlet)}
      required
      searchable
      w={280}
      data={data}
      value={value.outletid || null}
      onChange={(id) => onChange({ outletid: id ?? '', outletname: data.find((d) => d.value === id)?.label ?? '' })}
    />
  );
}
