import { CUSTOMER_PAGE_SIZE, type Customer, type CustomerValues } from '@saji/core';
import { listSource } from '../../components/use-list-query';
import { api } from '../../lib/api';
import { downloadFile } from '../../lib/download';
import { useRecord } from '../../lib/use-record';
import { useWrite } from '../../lib/use-write';

export const CUSTOMER_KEY = 'restocustomer';
export const CUSTOMER_PATH = '/api/restocustomer';

export interface CustomerFilters {
  customernm: string;
  PhoneNo: string;
  outletid: string;
  outletname: string;
  [key: string]: string;
}

export const customerList = listSource<Customer>(CUSTOMER_KEY, CUSTOMER_PATH, { limit: CUSTOMER_PAGE_SIZE, sortBy: 'customernm' });

export const useCustomer = (customerid: number | undefined) =>
  useRecord<Customer>(CUSTOMER_KEY, customerid, (id) => `${CUSTOMER_PATH}/${id}`);

type Saved = { message: string; customerid: number };

export const useSaveCustomer = () => useWrite([CUSTOMER_KEY], (values: CustomerValues) => api.post<Saved>(CUSTOMER_PATH, values));
export const useDeleteCustomer = () =>
  useWrite([CUSTOMER_KEY], (customerid: number) => api.delete<Saved>(`${CUSTOMER_PATH}/${customerid}`));

export const exportCustomers = (params: Record<string, string | number | undefined>) =>
  downloadFile(`${CUSTOMER_PATH}/exportxls`, 'Resto-Customer.xlsx', params);
