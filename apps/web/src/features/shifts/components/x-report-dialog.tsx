import { Group, Modal, Stack } from '@mantine/core';
import { useT } from '../../../lib/i18n';
import { useShiftDetail } from '../shifts.api';
import { text } from '../shifts.text';
import { ReportActions } from './report-actions';
import { ReportPending } from './report-pending';
import { ShiftReport } from './shift-report';

/** The X report of the open shift: its figures so far on screen, printed or as PDF; the shift stays open. */
export function XReportDialog({
  shiftid,
  terminal,
  paperWidth,
  onClose,
}: {
  shiftid: number;
  terminal: string;
  paperWidth: 58 | 80;
  onClose: () => void;
}) {
  const t = useT();
  const detail = useShiftDetail(shiftid);
  return (
    <Modal opened onClose={onClose} title={`${t(text.xReport)} · ${terminal}`} size={900} centered zIndex={400}>
      {detail.data ? (
        <Stack>
          <ShiftReport detail={detail.data} />
          {!detail.data.header.blind && (
            <Group justify="flex-end">
              <ReportActions shiftid={shiftid} report="X" paperWidth={paperWidth} />
            </Group>
          )}
        </Stack>
      ) : (
        <ReportPending error={detail.error} />
      )}
    </Modal>
  );
}
