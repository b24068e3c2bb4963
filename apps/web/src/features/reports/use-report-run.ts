import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useProfile } from '../../lib/auth';
import { initialRange, type ReportKind } from './report-dates';
import type { ReportForm, ReportRun } from './reports.api';

/** How long a screen opened with dates waits before it runs (spec section 9). */
export const AUTO_RUN_MS = 100;

/**
 * The form parameters of a report route (sales-by-outlet/{tgl1}/{tgl2}/{outletid}/{outletname},
 * sales-menu/{start}/{end}/{menuName}/{outletId}/{outletName}); null without dates.
 */
export function formFromParams(params: Record<string, string | undefined>): ReportForm | null {
  const tgl1 = params.tgl1 ?? params.start;
  const tgl2 = params.tgl2 ?? params.end;
  if (!tgl1 || !tgl2 || !/^\d{4}-\d{2}-\d{2}$/.test(tgl1) || !/^\d{4}-\d{2}-\d{2}$/.test(tgl2)) return null;
  return { tgl1, tgl2, outletid: params.outletid ?? params.outletId ?? '', outletname: params.outletname ?? params.outletName ?? '' };
}

/**
 * A report screen's form and its runs: it starts at the report's initial dates, or at the route's
 * dates, in which case it runs by itself after AUTO_RUN_MS.
 */
export function useReportRun(kind: ReportKind) {
  const params = useParams();
  const { data: profile } = useProfile();
  const fromRoute = formFromParams(params);
  const activeDate = profile?.tglaktif ?? new Date().toISOString().slice(0, 10);
  const [form, setForm] = useState<ReportForm>(() => fromRoute ?? { outletid: '', outletname: '', ...initialRange(kind, activeDate) });
  const [request, setRequest] = useState<ReportRun | null>(null);
  const process = (f: ReportForm) => setRequest((r) => ({ form: f, run: (r?.run ?? 0) + 1 }));

  const routeKey = fromRoute ? JSON.stringify(fromRoute) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per route's parameters, which routeKey stands for
  useEffect(() => {
    if (!fromRoute) return;
    setForm(fromRoute);
    const timer = setTimeout(() => process(fromRoute), AUTO_RUN_MS);
    return () => clearTimeout(timer);
  }, [routeKey]);

  /** What the report's form panel takes from the run: its kind, the form, and Process. */
  const panel = { kind, value: form, onChange: setForm, onProcess: process };
  return { form, setForm, request, process, params, panel };
}
