import type { ChartData, SalesByMenuLine, SalesGroupTotal, SalesListLine } from '@saji/core';
import { api, type ListEnvelope } from '../../lib/api';
import { useReportQuery } from '../../lib/use-report-query';

export type { ChartData, SalesByMenuLine, SalesGroupTotal, SalesListLine };

/** The report form: the outlet (empty: every outlet the user may see) and the period. */
export interface ReportForm {
  outletid: string;
  outletname: string;
  tgl1: string;
  tgl2: string;
}

/** A report asked for: the form as it was when Process was pressed, and which press it was. */
export interface ReportRun {
  form: ReportForm;
  run: number;
}

export const reportQuery = ({ outletid, outletname, tgl1, tgl2 }: ReportForm) => ({ outletid, outletname, tgl1, tgl2 });

/**
 * One report call, made when Process is pressed (each press asks again). A failure stops the loading
 * state and shows the message in a toast (spec section 8, "Report fetch failure").
 */
function useReport<T>(path: string, request: ReportRun | null) {
  return useReportQuery(['restoreport', path], request, (r) => api.get<T>(`/api/restoreport/${path}`, reportQuery(r.form)));
}

export const useSalesList = (request: ReportRun | null) => useReport<ListEnvelope<SalesListLine>>('rptsalesbyoutlet', request);

export const useSalesByMenu = (request: ReportRun | null) => useReport<[SalesByMenuLine[], SalesGroupTotal[]]>('rptsalesbymenu', request);

export const CHART_PATHS = { monthly: 'rptsalesmonthly', daily: 'rptsalesdaily', menu: 'rptsalesmenu' } as const;

export const useChart = (kind: keyof typeof CHART_PATHS, request: ReportRun | null) => useReport<ChartData>(CHART_PATHS[kind], request);

/** Renders the sales-by-menu print on the server; its id opens the PDF preview. */
export const printSalesByMenu = (form: ReportForm) => api.get<{ id: string }>('/api/restoreport/rptsalesbymenuprint', reportQuery(form));
