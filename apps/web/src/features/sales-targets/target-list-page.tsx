import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { MAX_TARGET_YEAR, MIN_TARGET_YEAR, SELECT_YEAR, targetExportFile, targetYearOf } from '@saji/core';
import { IconFolderOpen, IconPencil, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { NumberField } from '../../components/number-field';
import { Toolbar } from '../../components/toolbar';
import { useCan, useProfile } from '../../lib/auth';
import { downloadFile } from '../../lib/download';
import { useT } from '../../lib/i18n';
import { errorText, notifyError, notifyWarning } from '../../lib/notify';
import { PdfPreviewModal } from '../order-admin';
import { printTargets, useTargetGrid } from './sales-targets.api';
import { text } from './sales-targets.text';
import { TargetTable } from './target-table';

const validYear = (y: number | string) => typeof y === 'number' && Number.isInteger(y) && y >= MIN_TARGET_YEAR && y <= MAX_TARGET_YEAR;

/** Restaurant Sales Target: a year's targets per outlet and month; Add/Edit opens the form of that year. */
export function TargetListPage() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const { data: profile } = useProfile();
  const canWrite = useCan('targets.write');
  const fromUrl = Number(params.get('tahun'));
  const [year, setYear] = useState<number | string>(() =>
    validYear(fromUrl) ? fromUrl : profile ? targetYearOf(profile.tglaktif, profile.awalbln) : new Date().getFullYear(),
  );
  const opened = validYear(fromUrl) ? fromUrl : null;
  const grid = useTargetGrid('view', opened);
  const [previewId, setPreviewId] = useState<string | null>(null);

  /** The year typed, or the spec's warning when there is none. */
  const withYear = (fn: (tahun: number) => unknown) => () => (validYear(year) ? fn(year as number) : notifyWarning(SELECT_YEAR));
  // Open again on the same year reads it again (another user may have saved meanwhile).
  const open = withYear((tahun) => (tahun === opened ? grid.refetch() : setParams({ tahun: String(tahun) })));
  const edit = withYear((tahun) => navigate(`/targets/form/${tahun}`, { state: { from: `${location.pathname}?tahun=${tahun}` } }));
  const print = withYear(async (tahun) => {
    try {
      setPreviewId((await printTargets(tahun)).id);
    } catch (err) {
      notifyError(err, { long: true });
    }
  });
  const exportYear = withYear((tahun) => downloadFile('/api/restotargetsales/viewexport', targetExportFile(tahun), { tahun }));

  const [rows, info] = grid.data ?? [[], null];
  const empty = !opened
    ? t(text.pressOpen)
    : grid.error
      ? t(text.failed, { message: errorText(grid.error) })
      : t(text.noTargets, { year: opened });

  return (
    <Stack gap="md">
      <Title order={2}>{t(text.targetList)}</Title>
      <Paper withBorder p="sm" radius="sm">
        <Group align="flex-end" gap="sm">
          <NumberField
            label={t(text.year)}
            w={120}
            size="md"
            value={year}
            onChange={setYear}
            onKeyDown={(e) => e.key === 'Enter' && open()}
          />
          <Button leftSection={<IconFolderOpen size={18} />} loading={grid.isFetching} onClick={open}>
            {t(text.open)}
          </Button>
          {canWrite && (
            <Button variant="light" leftSection={<IconPencil size={18} />} onClick={edit}>
              {t(text.addEdit)}
            </Button>
          )}
          <Button variant="light" leftSection={<IconPrinter size={18} />} onClick={print}>
            {t(text.print)}
          </Button>
          <Toolbar onExport={exportYear} onClose={() => navigate('/')} />
        </Group>
      </Paper>
      {info && rows.length > 1 ? (
        <TargetTable rows={rows} info={info} />
      ) : (
        <Text c="dimmed" data-testid="target-empty">
          {empty}
        </Text>
      )}
      <PdfPreviewModal id={previewId} title={t(text.pdfTitle)} onClose={() => setPreviewId(null)} />
    </Stack>
  );
}
