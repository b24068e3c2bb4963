import { Button, Group, LoadingOverlay, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  BUDGET_KEYS,
  COMPLETE_OK,
  FILL_ONE_ROW,
  LOADING_TARGET,
  lineTotal,
  SAVE_BUDGET,
  SAVE_BUDGET_ERROR,
  type TargetRow,
  type TargetSave,
} from '@saji/core';
import { IconDeviceFloppy, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useCan } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { notifyError, notifySuccess, notifyWarning } from '../../lib/notify';
import { applyPaste, type Cell } from './grid-edit';
import { saveTargets, useTargetGrid } from './sales-targets.api';
import { text } from './sales-targets.text';
import { TargetEditGrid } from './target-edit-grid';

const FORM_PATH = /^\/targets\/form\//;
const valuesOf = (lines: TargetRow[]) => lines.map((l) => BUDGET_KEYS.map((k) => l[k]));

/** The lines a save sends: every outlet of the form, its twelve months as they stand. */
function saveBody(tahun: number, lines: TargetRow[], values: number[][]): TargetSave {
  return {
    tahun,
    lines: lines.map((l, row) => ({
      outletid: l.outletid as number,
      outletname: l.outletname,
      ...(Object.fromEntries(BUDGET_KEYS.map((k, col) => [k, values[row][col]])) as Record<(typeof BUDGET_KEYS)[number], number>),
    })),
  };
}

/**
 * Sales Target form (salesresto.admintargetfrm, tahun): every outlet by the twelve months of the year,
 * closed months read-only. Save sends the whole year; Close returns to where the form was opened from.
 */
export function TargetFormPage() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const canWrite = useCan('targets.write');
  const tahun = Number(useParams().tahun);
  const grid = useTargetGrid('edit', Number.isInteger(tahun) ? tahun : null);
  const [lines, loaded] = grid.data ?? [[], null];
  // A user who may not save (a manager) sees every month read-only.
  const info = useMemo(
    () => (loaded && !canWrite ? { ...loaded, months: loaded.months.map((m) => ({ ...m, closed: true })) } : loaded),
    [loaded, canWrite],
  );
  // The first month still open (for a manager, who may change none, the same month).
  const startMonth = Math.max(0, loaded?.months.findIndex((m) => !m.closed) ?? 0);
  const [values, setValues] = useState<number[][]>([]);
  useEffect(() => {
    if (grid.data) setValues(valuesOf(grid.data[0]));
  }, [grid.data]);

  const onCommit = useCallback((at: Cell, value: number) => {
    setValues((v) => v.map((r, row) => (row === at.row ? r.map((x, col) => (col === at.col ? value : x)) : r)));
  }, []);
  const current = useRef(values);
  current.current = values;
  const closed = useMemo(() => info?.months.map((m) => m.closed) ?? [], [info]);
  const onPasteBlock = useCallback(
    (at: Cell, pasted: string) => {
      const result = applyPaste(current.current, closed, at, pasted);
      setValues(result.values);
      if (result.closedSkipped) notifyWarning(t(text.pasteClosed, { count: result.closedSkipped }));
      if (result.invalid) notifyWarning(t(text.pasteInvalid, { count: result.invalid }));
    },
    [closed, t],
  );

  const save = useMutation({
    mutationFn: saveTargets,
    onSuccess: (r) => {
      notifySuccess(r.message || COMPLETE_OK, SAVE_BUDGET);
      void queryClient.invalidateQueries({ queryKey: ['restotargetsales'] });
    },
    onError: (err) => notifyError(err, { title: SAVE_BUDGET_ERROR }),
  });
  const onSave = () => {
    const body = saveBody(tahun, lines, values);
    if (!body.lines.some((l) => lineTotal(l) > 0)) return notifyWarning(FILL_ONE_ROW);
    save.mutate(body);
  };
  const from = (location.state as { from?: string } | null)?.from;
  const close = () => navigate(from && !FORM_PATH.test(from) ? from : '/');

  return (
    <Stack gap="md">
      <Title order={2}>{t(text.targetForm)}</Title>
      <Paper withBorder p="sm" radius="sm">
        <Group align="flex-end" gap="sm">
          <TextInput label={t(text.yearOf)} value={Number.isInteger(tahun) ? String(tahun) : ''} readOnly w={120} size="md" />
          {canWrite && (
            <Button leftSection={<IconDeviceFloppy size={18} />} loading={save.isPending} disabled={!info} onClick={onSave}>
              {t('save')}
            </Button>
          )}
          <Button variant="default" leftSection={<IconX size={18} />} onClick={close}>
            {t('close')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed" mt="xs">
          {t(text.gridHelp)}
        </Text>
      </Paper>
      <div style={{ position: 'relative', minHeight: 120 }}>
        <LoadingOverlay visible={grid.isLoading} zIndex={5} loaderProps={{ children: <Text>{LOADING_TARGET}</Text> }} />
        {info && values.length === lines.length && (
          <TargetEditGrid
            lines={lines}
            info={info}
            values={values}
            onCommit={onCommit}
            onPasteBlock={onPasteBlock}
            startMonth={startMonth}
          />
        )}
      </div>
    </Stack>
  );
}
