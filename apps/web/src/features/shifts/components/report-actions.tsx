import { Button, Group } from '@mantine/core';
import type { ShiftReportKind } from '@saji/core';
import { IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { PdfPreviewModal } from '../../order-admin';
import { printShiftReport, shiftPdfPath } from '../shifts.api';
import { text } from '../shifts.text';

/** The X or Z report on the outlet's receipt printer, or as a PDF in the browser's viewer. */
export function ReportActions({ shiftid, report, paperWidth }: { shiftid: number; report: ShiftReportKind; paperWidth: 58 | 80 }) {
  const t = useT();
  const [pdf, setPdf] = useState<string | null>(null);
  const print = useMutation({
    mutationFn: () => printShiftReport(shiftid, report, paperWidth),
    onSuccess: () => notifySuccess(t(text.printed)),
    onError: (err) => notifyError(err, { long: true }),
  });
  const name = t(report === 'X' ? text.xReport : text.zReport);
  return (
    <Group gap="xs">
      <Button size="md" variant="default" leftSection={<IconPrinter size={18} />} loading={print.isPending} onClick={() => print.mutate()}>
        {`${t(text.print)} ${report}`}
      </Button>
      <Button size="md" variant="default" leftSection={<IconFileTypePdf size={18} />} onClick={() => setPdf(shiftPdfPath(shiftid, report))}>
        {`${report} ${t(text.pdf)}`}
      </Button>
      <PdfPreviewModal src={pdf} title={name} onClose={() => setPdf(null)} />
    </Group>
  );
}
