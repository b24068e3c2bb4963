import { Badge, Button, Modal, Stack, TextInput } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useState } from 'react';
import { ListScreen } from '../../components/list-screen';
import { PeriodForm } from '../../components/period-form';
import { useListScreen } from '../../components/use-list-screen';
import { formatDate, formatPayment } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { ReceiptForm } from './receipt-form';
import { type ReceiptRow, receiptList, useReverseReceipt } from './stock.api';
import { text } from './stock.text';
import { useStockStart } from './stock-period';

/** Goods received of an outlet and period; a receipt is reversed with a reason, never edited. */
export function ReceiptsPage() {
  const t = useT();
  const screen = useListScreen({ source: receiptList, id: 'receiptkey', filters: useStockStart(), sent: ({ outletname: _, ...f }) => f });
  const [reversing, setReversing] = useState<ReceiptRow | null>(null);
  const [reason, setReason] = useState('');
  const reverse = useReverseReceipt();
  const labels = { outlet: t(text.outlet), from: t(text.from), until: t(text.until), process: t(text.process) };
  return (
    <ListScreen<ReceiptRow>
      screen={screen}
      title={t(text.receiptsTitle)}
      actions={{ add: true }}
      form={() => <ReceiptForm onClose={screen.close} />}
      extra={
        <Button
          variant="light"
          color="orange"
          leftSection={<IconArrowBackUp size={18} />}
          disabled={!screen.selected || screen.selected.reversed}
          onClick={() => setReversing(screen.selected)}
        >
          {t(text.reverse)}
        </Button>
      }
      head={<PeriodForm value={screen.filters.draft} onChange={screen.filters.set} onProcess={screen.filters.apply} labels={labels} />}
      columns={[
        { accessor: 'receiptdate', title: t(text.date), render: (r) => formatDate(`${r.receiptdate}T12:00:00Z`) },
        { accessor: 'docno', title: t(text.docno) },
        { accessor: 'supplier', title: t(text.supplier) },
        { accessor: 'outletname', title: t(text.outlet) },
        { accessor: 'lines', title: t(text.lines), textAlign: 'right' },
        { accessor: 'totalvalue', title: t(text.total), textAlign: 'right', render: (r) => formatPayment(r.totalvalue) },
        {
          accessor: 'reversed',
          title: t(text.reversed),
          render: (r) =>
            r.reversed ? (
              <Badge color="orange" title={r.reversereason}>
                {t(text.reversed)}
              </Badge>
            ) : null,
        },
        { accessor: 'createby', title: t(text.createby) },
      ]}
    >
      <Modal opened={!!reversing} onClose={() => setReversing(null)} title={t(text.reverseTitle, { docno: reversing?.docno ?? '' })}>
        <Stack>
          <TextInput
            label={t(text.reason)}
            required
            maxLength={200}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            data-autofocus
          />
          <Button
            color="orange"
            loading={reverse.isPending}
            disabled={!reason.trim()}
            onClick={() => reversing && reverse.mutate({ key: reversing.receiptkey, reason }, { onSuccess: () => setReversing(null) })}
          >
            {t(text.reverse)}
          </Button>
        </Stack>
      </Modal>
    </ListScreen>
  );
}
