import type { BulkPostingInput, BulkPostingResult, OrderListRow } from '@saji/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export type { OrderListRow };
export const ORDERS_KEY = 'restoorderho';

/** After any change to orders, every order list and journal shows it at once. */
function useOrdersChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [ORDERS_KEY] });
}

export function useVoidOrder() {
  const changed = useOrdersChanged();
  return useMutation({
    mutationFn: (body: { orderkey: string; voidreason: string }) => api.put<{ message: string }>('/api/restoorderho/void/', body),
    onSuccess: changed,
  });
}

export function usePosting() {
  const changed = useOrdersChanged();
  return useMutation({
    mutationFn: ({ orderkey, post }: { orderkey: string; post: boolean }) =>
      api.put<{ message: string }>(`/api/restoorderho/${post ? 'posting' : 'unposting'}/${orderkey}`),
    onSuccess: changed,
  });
}

export function useBulkPosting() {
  const changed = useOrdersChanged();
  return useMutation({
    mutationFn: ({ post, ...body }: BulkPostingInput & { post: boolean }) =>
      api.put<BulkPostingResult>(`/api/restoorderho/${post ? 'postingall' : 'unpostingall'}`, body),
    onSuccess: changed,
  });
}

/** Renders the order's journal voucher on the server; the answer's id opens the PDF preview. */
export const printJv = (orderkey: string) => api.get<{ id: string }>('/api/restoorderho/printjv', { key: orderkey });

export interface PaymentTypeOption {
  codepayment: string;
  namepayment: string;
}

export function usePaymentTypes() {
  return useQuery({
    queryKey: ['restopaymenttype', 'options'],
    queryFn: () => api.get<{ list: PaymentTypeOption[] }>('/api/restopaymenttype', { page: 1, limit: 50 }),
    staleTime: 5 * 60_000,
    select: (d) => d.list,
  });
}
