import type {
  PrintJobRef,
  ShiftCashInput,
  ShiftCloseInput,
  ShiftDetail,
  ShiftOpenInput,
  ShiftReportKind,
  ShiftRow,
  ShiftSetting,
  ShiftSettingInput,
  TerminalInput,
} from '@saji/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listSource } from '../../components/use-list-query';
import { api } from '../../lib/api';
import { notifyError } from '../../lib/notify';

export const SHIFT_KEY = 'shift';
const PATH = '/api/shift';

export const shiftKeys = {
  setting: (outletid: number | null | undefined) => [SHIFT_KEY, 'setting', outletid] as const,
  detail: (shiftid: number | null | undefined) => [SHIFT_KEY, 'detail', shiftid] as const,
};

/** The manager's list: newest first, 25 a page (the server's default and bound). */
export const shiftList = listSource<ShiftRow>(SHIFT_KEY, PATH, { limit: 25, sortBy: 'openedat', sortDir: 'desc' });

/** The outlet's shift settings and terminals, each with its open shift: what the till reads at start. */
export function useShiftSetting(outletid: number | null | undefined) {
  return useQuery({
    queryKey: shiftKeys.setting(outletid),
    queryFn: () => api.get<ShiftSetting>(`${PATH}/setting`, { outletid }),
    enabled: !!outletid,
    staleTime: 30_000,
  });
}

/** A shift with every figure of its report; fresh each time it is shown. */
export function useShiftDetail(shiftid: number | null | undefined) {
  return useQuery({
    queryKey: shiftKeys.detail(shiftid),
    queryFn: () => api.get<ShiftDetail>(`${PATH}/${shiftid}`),
    enabled: !!shiftid,
    staleTime: 0,
  });
}

/** A shift command: its answer is the shift, and every shift query (the till's badge, the list) is read again. */
function useShiftCommand<V>(send: (values: V) => Promise<ShiftDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (detail) => {
      queryClient.setQueryData(shiftKeys.detail(detail.header.shiftid), detail);
      void queryClient.invalidateQueries({ queryKey: [SHIFT_KEY] });
    },
    onError: (err) => notifyError(err),
  });
}

export const useOpenShift = () => useShiftCommand((input: ShiftOpenInput) => api.post<ShiftDetail>(`${PATH}/open`, input));
export const useCashMove = (shiftid: number) =>
  useShiftCommand((input: ShiftCashInput) => api.post<ShiftDetail>(`${PATH}/${shiftid}/cash`, input));
export const useCloseShift = (shiftid: number) =>
  useShiftCommand((input: ShiftCloseInput) => api.post<ShiftDetail>(`${PATH}/${shiftid}/close`, input));
export const useReopenShift = (shiftid: number) =>
  useShiftCommand((reason: string) => api.post<ShiftDetail>(`${PATH}/${shiftid}/reopen`, { reason }));

/** The report on the outlet's receipt printer (queued; its fate shows with the till's print jobs). */
export const printShiftReport = (shiftid: number, report: ShiftReportKind, width: 58 | 80) =>
  api.post<PrintJobRef>(`${PATH}/${shiftid}/print`, { report, width });

/** The report as a PDF, for the browser's own viewer. */
export const shiftPdfPath = (shiftid: number, report: ShiftReportKind) => `${PATH}/${shiftid}/pdf?report=${report}`;

function useSettingWrite<V>(send: (values: V) => Promise<ShiftSetting>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (setting) => {
      queryClient.setQueryData(shiftKeys.setting(setting.outletid), setting);
      void queryClient.invalidateQueries({ queryKey: [SHIFT_KEY] });
    },
    onError: (err) => notifyError(err),
  });
}

export const useSaveShiftSetting = () => useSettingWrite((input: ShiftSettingInput) => api.put<ShiftSetting>(`${PATH}/setting`, input));
export const useSaveTerminal = () =>
  useSettingWrite(({ terminalid, ...input }: TerminalInput & { terminalid: number }) =>
    api.put<ShiftSetting>(`${PATH}/terminal/${terminalid}`, input),
  );
