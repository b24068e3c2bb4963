import type { TargetGrid, TargetLayout, TargetReport, TargetSave } from '@saji/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useErrorToast, useReportQuery } from '../../lib/use-report-query';

const KEY = 'restotargetsales';

/** The target grid of a year: 'edit' (every open outlet) for the form, 'view' (the targets set, and totals) for the list. */
export function useTargetGrid(kind: 'edit' | 'view', tahun: number | null) {
  const query = useQuery({
    queryKey: [KEY, kind, tahun],
    queryFn: () => api.get<TargetGrid>(`/api/restotargetsales/${kind}`, { tahun }),
    enabled: tahun !== null,
    retry: false,
    // The form edits a copy of what it loaded; a refetch behind it would not reach the grid.
    staleTime: kind === 'edit' ? Number.POSITIVE_INFINITY : 0,
  });
  useErrorToast(query.error);
  return query;
}

export const saveTargets = (body: TargetSave) => api.post<{ message: string }>('/api/restotargetsales', body);
export const printTargets = (tahun: number) => api.get<{ id: string }>('/api/restotargetsales/viewprint', { tahun });

/** The report asked for: the period and layout when Open was pressed, and which press it was. */
export interface RealizationRun {
  tahun: number;
  tgl1: string;
  tgl2: string;
  layout: TargetLayout;
  run: number;
}

const reportQuery = (r: Omit<RealizationRun, 'run'>, months?: string) => ({
  tahun: r.tahun,
  tgl1: r.tgl1,
  tgl2: r.tgl2,
  layout: r.layout,
  months,
});

export function useTargetReport(run: RealizationRun | null) {
  return useReportQuery([KEY, 'actual'], run, (r) => api.get<TargetReport>('/api/restotargetsales/actual', reportQuery(r)));
}

export const printTargetReport = (r: Omit<RealizationRun, 'run'>, months?: string) =>
  api.get<{ id: string }>('/api/restotargetsales/actualprint', reportQuery(r, months));

/** The export of a layout: actualytdexport for ytd, actualexport for full (the months shown). */
export const reportExport = (r: Omit<RealizationRun, 'run'>, months?: string) => ({
  path: r.layout === 'ytd' ? '/api/restotargetsales/actualytdexport' : '/api/restotargetsales/actualexport',
  query: reportQuery(r, r.layout === 'full' ? months : undefined),
});
