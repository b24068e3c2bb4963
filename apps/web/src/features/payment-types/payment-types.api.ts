import { PAYMENT_TYPE_PAGE_SIZE, type PaymentType, type PaymentTypeValues } from '@saji/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useListQuery } from '../../components/use-list-query';
import { api } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';

const KEY = 'restopaymenttype';
const PATH = '/api/restopaymenttype';
const NO_FILTERS = {};

export const usePaymentTypeList = () =>
  useListQuery<PaymentType>(KEY, PATH, NO_FILTERS, { limit: PAYMENT_TYPE_PAGE_SIZE, sortBy: 'nourut' });

function useWrite<V>(send: (values: V) => Promise<{ message: string; codepayment: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (saved) => {
      notifySuccess(saved.message);
      return queryClient.invalidateQueries({ queryKey: [KEY] });
    },
    onError: (err) => notifyError(err),
  });
}

export const useSavePaymentType = () => useWrite((values: PaymentTypeValues) => api.post(PATH, values));
export const useDeletePaymentType = () => useWrite((code: string) => api.delete(`${PATH}/${encodeURIComponent(code)}`));
