import { type RestoTable, TABLE_PAGE_SIZE, type TablePosition, type TablePositionValues, type TableValues } from '@saji/core';
import { useQuery } from '@tanstack/react-query';
import { listSource } from '../../components/use-list-query';
import { api, type ListEnvelope } from '../../lib/api';
import { downloadFile } from '../../lib/download';
import { useRecord } from '../../lib/use-record';
import { useWrite } from '../../lib/use-write';

/** Tables and positions share the key: a table saved with a new position refreshes both. */
const KEY = 'restotable';
const PATH = '/api/restotable';
const POS_PATH = '/api/restotablepos';

export interface TableFilters {
  outletid: string;
  outletname: string;
  tablename: string;
  /** '1' Yes, '0' No, '' ALL. */
  aktif: string;
  [key: string]: string;
}

export const tableList = listSource<RestoTable>(KEY, PATH, { limit: TABLE_PAGE_SIZE, sortBy: 'tablename' });

export const useTable = (tableid: number | undefined) => useRecord<RestoTable>(KEY, tableid, (id) => `${PATH}/detail/${id}`);

export const usePositions = (outletid: number | undefined) =>
  useQuery({
    queryKey: [KEY, 'positions', outletid],
    queryFn: () => api.get<ListEnvelope<TablePosition>>(POS_PATH, { outletid }),
    enabled: outletid !== undefined,
  });

export const useSaveTable = () => useWrite([KEY], (values: TableValues) => api.post<{ message: string; tableid: number }>(PATH, values));
export const useDeleteTable = () => useWrite([KEY], (tableid: number) => api.delete<{ message: string }>(`${PATH}/${tableid}`));
export const useSavePosition = () => useWrite([KEY], (values: TablePositionValues) => api.post<{ message: string }>(POS_PATH, values));
export const useDeletePosition = () =>
  useWrite([KEY], (p: { outletid: number; tableposcode: string }) =>
    api.delete<{ message: string }>(`${POS_PATH}/${p.outletid}/${encodeURIComponent(p.tableposcode)}`),
  );

export const exportTables = (params: Record<string, string | number | undefined>) =>
  downloadFile(`${PATH}/exportxls`, 'Resto-Table-List.xlsx', params);
