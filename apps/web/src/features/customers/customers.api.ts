import { CUSTOMER_PAGE_SIZE, type Customer, type CustomerValues } from '@saji/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useListQuery } from '../../components/use-list-query';
import { api } from '../../lib/api';
import { downloadFile } from '../../lib/download';
import { notifyError, notifySuccess } from '../../lib/notify';

export const CUSTOMER_KEY = 'restocustomer';
export const CUSTOMER_PATH = '/api/restocustomer';

export interface CustomerFilters {
  customernm: string;
  PhoneNo: string;
  outletid: string;
  outletname: string;
  [key: string]: string;
}

export const useCustomerList = (filters: CustomerFilters) =>
  useListQuery<Customer>(CUSTOMER_KEY, CUSTOMER_PATH, filters, { limit: CUSTOMER_PAGE_SIZE, sortBy: 'customernm' });

export const useCustomer = (customerid: number | undefined) =>
  useQuery({
    queryKey: [CUSTOMER_KEY, 'detail', customerid],
    queryFn: () => api.get<Customer>(`${CUSTOMER_PATH}/${customerid}`),
    enabled: customerid !== undefined,
  });

function useWrite<V>(send: (values: V) => Promise<{ message: string; customerid: number }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (saved) => {
      notifySuccess(saved.message);
      return queryClient.invalidateQueries({ queryKey: [CUSTOMER_KEY] });
    },
    onError: (err) => notifyError(err),
  });
}

export const useSaveCustomer = () => useWrite((values: CustomerValues) => api.post(CUSTOMER_PATH, values));
export const useDeleteCustomer = () => useWrite((customerid: number) => api.delete(`${CUSTOMER_PATH}/${customerid}`));

export const exportCustomers = (params: Record<string, string | number | undefined>) =>
  downloadFile(`${CUSTOMER_PATH}/exportxls`, 'Resto-Customer.xlsx', params);
