import type { FiscalYearPeriods } from '@saji/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

const PERIODS_KEY = 'accperiod';

export function usePeriods(tahun: number) {
  return useQuery({ queryKey: [PERIODS_KEY, tahun], queryFn: () => api.get<FiscalYearPeriods>('/api/accperiod', { tahun }) });
}

export function useSetPeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { tahun: number; bulan: number; isclosed: boolean }) => api.put<{ message: string }>('/api/accperiod', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PERIODS_KEY] }),
  });
}
