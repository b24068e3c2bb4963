import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useState } from 'react';
import { OutletField } from '../../components/outlet-field';
import { parseDay } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { useSaveReceipt } from './stock.api';
import { text } from './stock.text';
import { type DraftLine, emptyLine, filledLines, StockLines } from './stock-lines';
import { useStockStart } from './stock-period';

/** Goods received from a supplier: its document number, the day, and lines of item, quantity and unit cost. */
export function ReceiptForm({ onClose }: { onClose: () => void }) {
  const t = useT();
  const start = useStockStart();
  const [outlet, setOutlet] = useState({ outletid: start.outletid, outletname: start.outletname });
  const [supplier, setSupplier] = useState('');
  const [docno, setDocno] = useState('');
  const [receiptdate, setReceiptdate] = useState(start.tgl2);
  const [lines, setLines] = useState<DraftLine[]>([emptyLine()]);
  const save = useSaveReceipt();
  const submit = () =>
    save.mutate(
      {
        outletid: Number(outlet.outletid),
        supplier,
        docno,
        receiptdate,
        lines: filledLines(lines).map((l) => ({ itemno: l.item.itemno, qty: Number(l.qty), unitcost: Number(l.unitcost) })),
      },
      { onSuccess: onClose },
    );
  return (
    <Paper withBorder p="md">
      <Stack>
        <Title order={3}>{t(text.receiptFormTitle)}</Title>
        <Group align="flex-end">
          <OutletField label={t(text.outlet)} required {...outlet} onChange={setOutlet} w={240} />
          <TextInput
            label={t(text.supplier)}
            required
            maxLength={100}
            value={supplier}
            onChange={(e) => setSupplier(e.currentTarget.value)}
            w={260}
          />
          <TextInput
            label={t(text.docno)}
            required
            maxLength={40}
            value={docno}
            onChange={(e) => setDocno(e.currentTarget.value)}
            w={180}
          />
          <DateInput
            label={t(text.date)}
            valueFormat="DD-MMM-YYYY"
            dateParser={parseDay}
            value={receiptdate}
            onChange={(v) => setReceiptdate(v ?? start.tgl2)}
            w={160}
          />
        </Group>
        <StockLines outletid={outlet.outletid} lines={lines} onChange={setLines} cost />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t(text.cancel)}
          </Button>
          <Button loading={save.isPending} onClick={submit}>
            {t(text.save)}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
