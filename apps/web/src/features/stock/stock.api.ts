import type {
  CountRow,
  CountSheet,
  CountValues,
  LowStockRow,
  MovementRow,
  OnHandRow,
  ParLevelValues,
  ReceiptRow,
  ReceiptValues,
  TransferValues,
  VarianceReport,
  WasteValues,
} from '@saji/core';
import { STOCK_PAGE_SIZE, varianceExportFile } from '@saji/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listSource } from '../../components/use-list-query';
import { api, withQuery } from '../../lib/api';
import { downloadFile } from '../../lib/download';
import { notifyError, notifySuccess } from '../../lib/notify';

export type { CountRow, CountSheet, LowStockRow, MovementRow, OnHandRow, ReceiptRow, VarianceReport };

const KEY = 'stock';
const PATH = '/api/stock';

/** An outlet and a period: the head of the documents, movements and the variance. */
export type StockPeriod = { outletid: string; outletname: string; tgl1: string; tgl2: string };

export const onHandList = listSource<OnHandRow, { value: number }>(KEY, `${PATH}/onhand`, { limit: STOCK_PAGE_SIZE, sortBy: 'itemname' });
export const receiptList = listSource<ReceiptRow>(KEY, `${PATH}/receipt`, { limit: STOCK_PAGE_SIZE, sortBy: 'receiptdate' });
export const countList = listSource<CountRow>(KEY, `${PATH}/count`, { limit: STOCK_PAGE_SIZE, sortBy: 'countdate' });
export const movementList = listSource<MovementRow>(KEY, `${PATH}/movements`, { limit: 50, sortBy: 'movementid' });

/** Items of an outlet for a line's item picker: the first 50 that match what was typed. */
export const useItemChoices = (outletid: string, search: string) =>
  useQuery({
    queryKey: [KEY, 'choices', outletid, search],
    queryFn: () => api.get<{ list: OnHandRow[] }>(`${PATH}/onhand`, { outletid, search, limit: 50 }),
    enabled: !!outletid,
  });

/** Where a transfer may go: every active outlet of the company, also for a manager bound to one. */
export const useTransferOutlets = () =>
  useQuery({
    queryKey: [KEY, 'transfer-outlets'],
    queryFn: () => api.get<{ list: { outletid: number; outletcode: string; outletname: string }[] }>(`${PATH}/transfer/outlets`),
  });

export const useLowStock = (outletid: string) =>
  useQuery({
    queryKey: [KEY, 'low', outletid],
    queryFn: () => api.get<{ list: LowStockRow[] }>(`${PATH}/low`, { outletid }),
    enabled: !!outletid,
  });

export const useVariance = (period: StockPeriod | null) =>
  useQuery({
    queryKey: [KEY, 'variance', period],
    queryFn: () => api.get<VarianceReport>(`${PATH}/variance`, { outletid: period?.outletid, tgl1: period?.tgl1, tgl2: period?.tgl2 }),
    enabled: !!period?.outletid,
  });

export const useCountSheet = (key: string | undefined) =>
  useQuery({ queryKey: [KEY, 'count', key], queryFn: () => api.get<CountSheet>(`${PATH}/count/${key}`), enabled: !!key });

const periodQuery = (p: StockPeriod) => ({ outletid: p.outletid, tgl1: p.tgl1, tgl2: p.tgl2 });
export const exportVariance = (p: StockPeriod) =>
  downloadFile(`${PATH}/variance/exportxls`, `${varianceExportFile(p.outletid, p.tgl1, p.tgl2)}.xlsx`, periodQuery(p));
export const variancePdfUrl = (p: StockPeriod) => withQuery(`${PATH}/variance/pdf`, periodQuery(p));

type Saved = { message: string; key: string; refno: string };

/** A stock write: on success the message and document number, and every stock list reads again. */
function useStockWrite<Body, Answer = Saved>(send: (body: Body) => Promise<Answer>, said: (a: Answer) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      notifySuccess(said(answer));
      void queryClient.invalidateQueries({ queryKey: [KEY] });
    },
    onError: (err) => notifyError(err),
  });
}

const saidRef = (a: Saved) => (a.refno ? `${a.message}: ${a.refno}` : a.message);
export const useSaveReceipt = () => useStockWrite((b: ReceiptValues) => api.post<Saved>(`${PATH}/receipt`, b), saidRef);
export const useReverseReceipt = () =>
  useStockWrite((b: { key: string; reason: string }) => api.post<Saved>(`${PATH}/receipt/${b.key}/reverse`, { reason: b.reason }), saidRef);
export const useSaveWaste = () => useStockWrite((b: WasteValues) => api.post<Saved>(`${PATH}/waste`, b), saidRef);
export const useSaveTransfer = () => useStockWrite((b: TransferValues) => api.post<Saved>(`${PATH}/transfer`, b), saidRef);
export const useSaveParLevels = () => useStockWrite((b: ParLevelValues) => api.put<Saved>(`${PATH}/parlevel`, b), saidRef);
export const useSaveCount = () =>
  useStockWrite(
    (b: CountValues) => api.post<CountSheet>(`${PATH}/count`, b),
    (s) => s.countno,
  );
