import { Divider, Group, Modal, Stack } from '@mantine/core';
import type { ShiftRow } from '@saji/core';
import { useT } from '../../lib/i18n';
import { ReportActions } from './components/report-actions';
import { ReportPending } from './components/report-pending';
import { ShiftReport } from './components/shift-report';
import { ReopenForm } from './reopen-form';
import { useShiftDetail } from './shifts.api';
import { text } from './shifts.text';

/** One shift as its report shows it, with the X or Z on paper and as PDF; a closed one can be reopened with a reason. */
export function ShiftDetailModal({ shift, onClose }: { shift: ShiftRow | null; onClose: () => void }) {
  const t = useT();
  const detail = useShiftDetail(shift?.shiftid);
  const data = detail.data;
  const title = shift ? `${t(text.shift)} #${shift.shiftid} · ${shift.terminal} · ${shift.outletname}` : '';
  return (
    <Modal opened={!!shift} onClose={onClose} title={title} size={1000} centered>
      {data ? (
        <Stack>
          <ShiftReport detail={data} />
          <Group justify="flex-end">
            <ReportActions shiftid={data.header.shiftid} report={data.header.status === 'open' ? 'X' : 'Z'} paperWidth={80} />
          </Group>
          {data.header.status === 'closed' && (
            <>
              <Divider />
              <ReopenForm shiftid={data.header.shiftid} />
            </>
          )}
        </Stack>
      ) : (
        <ReportPending error={detail.error} />
      )}
    </Modal>
  );
}
