import type {
  Customer,
  KitchenTicketRef,
  ModifierGroup,
  OrderDetail,
  OrderPaymentInput,
  OrderSaveInput,
  Outlet,
  PaidOrder,
  PosCategory,
  PosMenu,
  PosPaymentType,
  PrintJob,
  PrintJobRef,
  TableGroup,
} from '@saji/core';
import { TABLE_REFRESH_MS } from '@saji/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export type { OrderDetail, PosMenu, PrintJob, TableCard } from '@saji/core';

/** Some lookups answer a bare array, others the list envelope; the screen takes either. */
const listOf = <T>(body: T[] | { list: T[] }): T[] => (Array.isArray(body) ? body : (body?.list ?? []));

const BASE = '/api/restoorderho';

export const posKeys = {
  tables: (outletid: number | null | undefined) => ['pos', 'tables', outletid] as const,
  menus: (outletid: number) => ['pos', 'menus', outletid] as const,
  categories: ['pos', 'categories'] as const,
  /** Its own top-level key: the menu editor refreshes it after a save ('pos-modifiers'). */
  modifiers: ['pos-modifiers'] as const,
  paymentTypes: ['pos', 'paymenttypes'] as const,
  outlet: (outletid: number | null | undefined) => ['pos', 'outlet', outletid] as const,
  printJobs: (outletid: number | null | undefined) => ['pos', 'printjobs', outletid] as const,
};

export function useTableBoard(outletid: number | null | undefined) {
  return useQuery({
    queryKey: posKeys.tables(outletid),
    queryFn: async () => listOf(await api.get<TableGroup[]>(`${BASE}/listtable`, { outletid })),
    enabled: !!outletid,
    // The push over WebSocket refreshes at once; this interval is the spec's fallback.
    refetchInterval: TABLE_REFRESH_MS,
  });
}

/** The menus with the outlet's own prices (its menu row, else the standard price). */
export function usePosMenus(outletid: number) {
  return useQuery({
    queryKey: posKeys.menus(outletid),
    queryFn: async () => listOf(await api.get<{ list: PosMenu[] }>(`${BASE}/menu`, { outletid })),
    staleTime: 5 * 60_000,
  });
}

/** The modifier groups of the company's menus, by menu: a menu with groups asks for its options when tapped. */
export function usePosModifiers() {
  return useQuery({
    queryKey: posKeys.modifiers,
    queryFn: async () => {
      const byMenu = new Map<number, ModifierGroup[]>();
      for (const g of await api.get<ModifierGroup[]>(`${BASE}/modifiers`)) byMenu.set(g.menuid, [...(byMenu.get(g.menuid) ?? []), g]);
      return byMenu;
    },
    staleTime: 5 * 60_000,
  });
}

export function usePosCategories() {
  return useQuery({
    queryKey: posKeys.categories,
    queryFn: async () => listOf(await api.get<PosCategory[]>(`${BASE}/menucategory`)),
    staleTime: 5 * 60_000,
  });
}

/** Shared by the hook and the order loader, which needs the cash type before it shows the payment step. */
export const paymentTypesQuery = {
  queryKey: posKeys.paymentTypes,
  queryFn: async () => listOf(await api.get<PosPaymentType[]>(`${BASE}/paymenttype`)),
  staleTime: 5 * 60_000,
};

export function usePaymentTypes() {
  return useQuery(paymentTypesQuery);
}

export const outletSettingsQuery = (outletid: number | null | undefined) => ({
  queryKey: posKeys.outlet(outletid),
  queryFn: () => api.get<Outlet>(`/api/restooutlet/${outletid}`),
  staleTime: 5 * 60_000,
});

export function useOutletSettings(outletid: number | null | undefined) {
  return useQuery({ ...outletSettingsQuery(outletid), enabled: !!outletid });
}

export function usePrintJobs(outletid: number | null | undefined) {
  return useQuery({
    queryKey: posKeys.printJobs(outletid),
    queryFn: async () => listOf(await api.get<PrintJob[]>('/api/printjobs', { outletid })),
    enabled: !!outletid,
    refetchInterval: 5_000,
  });
}

export const posApi = {
  detail: (orderkey: string) => api.get<OrderDetail>(`${BASE}/detail/${encodeURIComponent(orderkey)}`),
  save: (body: OrderSaveInput) => api.post<OrderDetail>(BASE, body),
  pay: (body: OrderPaymentInput) => api.post<PaidOrder>(`${BASE}/payment`, body),
  printReceipt: (orderkey: string, width?: 58 | 80) =>
    api.post<PrintJobRef>(`${BASE}/${encodeURIComponent(orderkey)}/print${width ? `?width=${width}` : ''}`),
  printKitchen: (orderkey: string, reprint = false) =>
    api.post<KitchenTicketRef>(`${BASE}/${encodeURIComponent(orderkey)}/kitchen${reprint ? '?reprint=1' : ''}`),
  openDrawer: (orderkey: string) => api.post<PrintJobRef>(`${BASE}/${encodeURIComponent(orderkey)}/drawer`),
  customerByPhone: (phone: string) => api.get<Customer>(`/api/restocustomer/byphone/${encodeURIComponent(phone)}`),
};
