import '@mantine/dates/styles.css';
import { Box, Button, Checkbox, Group, LoadingOverlay, Paper, Stack, Text, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { MONTH_ABBR, type TargetLayout, targetActualExportFile, targetMonths } from '@saji/core';
import { IconFileTypePdf, IconFolderOpen } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ChoiceSwitch } from '../../components/choice-switch';
import { Toolbar } from '../../components/toolbar';
import { useProfile } from '../../lib/auth';
import { downloadFile } from '../../lib/download';
import { parseDay } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { errorText, notifyError, notifyInvalidForm } from '../../lib/notify';
import { PdfPreviewModal } from '../order-admin';
import { figureBlocks, initialPeriod, type RealizationPeriod, shownParam, withEndDate } from './realization';
import { RealizationTable } from './realization-table';
import { printTargetReport, type RealizationRun, reportExport, useTargetReport } from './sales-targets.api';
import { text } from './sales-targets.text';

/**
 * Sales Target vs Realization: per outlet, the targets against nett sales for the current month (ytd)
 * or every month (full, months can be hidden), the year to date and the year. Every Actual opens the
 * sales list behind it in a new tab.
 */
export function RealizationPage() {
  const t = useT();
  const navigate = useNavigate();
  const { data: profile } = useProfile();
  const awalbln = profile?.awalbln ?? 1;
  const [period, setPeriod] = useState<RealizationPeriod>(() =>
    initialPeriod(profile?.tglaktif ?? new Date().toISOString().slice(0, 10), awalbln),
  );
  const [layout, setLayout] = useState<TargetLayout>('ytd');
  const [hidden, setHidden] = useState<number[]>([]);
  const [run, setRun] = useState<RealizationRun | null>(null);
  const [busy, setBusy] = useState(false);
  const [previewId, setPreviewId] = useState<string | null>(null);
  const report = useTargetReport(run);
  const months = useMemo(() => targetMonths(period.tahun, awalbln), [period.tahun, awalbln]);

  const complete = !!period.tgl1 && !!period.tgl2;
  const open = () => (complete ? setRun((r) => ({ ...period, layout, run: (r?.run ?? 0) + 1 })) : notifyInvalidForm());
  const withPeriod = (fn: () => Promise<unknown>) => async () => {
    if (!complete) return notifyInvalidForm();
    setBusy(true);
    try {
      await fn();
    } finally {
      setBusy(false);
    }
  };
  const exportReport = withPeriod(() => {
    const { path, query } = reportExport({ ...period, layout }, shownParam(hidden));
    return downloadFile(path, targetActualExportFile(period.tahun), query);
  });
  const preview = withPeriod(async () => {
    try {
      setPreviewId((await printTargetReport({ ...period, layout }, layout === 'full' ? shownParam(hidden) : undefined)).id);
    } catch (err) {
      notifyError(err, { long: true });
    }
  });

  const [rows, info] = report.data ?? [[], null];
  const blocks = info ? figureBlocks(info, layout, hidden, { ytd: t(text.yearToDate), total: t(text.grandTotal) }) : [];
  const empty = !run ? t(text.pressOpenReport) : report.error ? t(text.failed, { message: errorText(report.error) }) : '';

  return (
    <Stack gap="md">
      <Title order={2}>{t(text.realization)}</Title>
      <Paper withBorder p="sm" radius="sm">
        <Stack gap="sm">
          <Group align="flex-end" gap="sm">
            <DateInput
              label={t(text.startDate)}
              aria-label={t(text.startDate)}
              valueFormat="DD-MMM-YYYY"
              value={period.tgl1}
              readOnly
              disabled
              w={160}
              size="md"
            />
            <DateInput
              label={t(text.endDate)}
              aria-label={t(text.endDate)}
              valueFormat="DD-MMM-YYYY"
              value={period.tgl2 || null}
              dateParser={parseDay}
              onChange={(v) => setPeriod(v ? withEndDate(v, awalbln) : { ...period, tgl2: '' })}
              required
              w={160}
              size="md"
              error={!period.tgl2 || undefined}
            />
            <Button leftSection={<IconFolderOpen size={18} />} loading={report.isFetching} onClick={open}>
              {t(text.open)}
            </Button>
            <Button variant="light" leftSection={<IconFileTypePdf size={18} />} onClick={preview}>
              {t(text.previewPdf)}
            </Button>
            <Toolbar onExport={exportReport} onClose={() => navigate('/')} />
          </Group>
          <Group gap="md" align="center">
            <ChoiceSwitch value={layout} onChange={setLayout} labels={{ ytd: t(text.ytdView), full: t(text.fullView) }} />
            {layout === 'full' && (
              <Group gap="xs" aria-label={t(text.months)} role="group">
                {months.map((m) => (
                  <Checkbox
                    key={m.index}
                    label={MONTH_ABBR[m.month - 1]}
                    checked={!hidden.includes(m.index)}
                    onChange={(e) => {
                      const shown = e.currentTarget.checked;
                      setHidden((h) => (shown ? h.filter((x) => x !== m.index) : [...h, m.index].sort((a, b) => a - b)));
                    }}
                  />
                ))}
              </Group>
            )}
          </Group>
        </Stack>
      </Paper>
      <Box pos="relative" mih={120}>
        <LoadingOverlay visible={report.isFetching || busy} zIndex={5} />
        {info ? (
          <RealizationTable rows={rows} blocks={blocks} />
        ) : (
          <Text c="dimmed" data-testid="realization-empty">
            {empty}
          </Text>
        )}
      </Box>
      <PdfPreviewModal id={previewId} title={t(text.realizationPdf)} onClose={() => setPreviewId(null)} />
    </Stack>
  );
}
