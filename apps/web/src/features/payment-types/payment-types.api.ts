import { PAYMENT_TYPE_PAGE_SIZE, type PaymentType, type PaymentTypeValues } from '@saji/core';
import { listSource } from '../../components/use-list-query';
import { api } from '../../lib/api';
import { useWrite } from '../../lib/use-write';

const KEY = 'restopaymenttype';
const PATH = '/api/restopaymenttype';
type Saved = { message: string; codepayment: string };

export const paymentTypeList = listSource<PaymentType>(KEY, PATH, { limit: PAYMENT_TYPE_PAGE_SIZE, sortBy: 'nourut' });

export const useSavePaymentType = () => useWrite([KEY], (values: PaymentTypeValues) => api.post<Saved>(PATH, values));
export const useDeletePaymentType = () => useWrite([KEY], (code: string) => api.delete<Saved>(`${PATH}/${encodeURIComponent(code)}`));
