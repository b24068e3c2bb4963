import { useQuery } from '@tanstack/react-query';
import { api } from './api';

/**
 * The record an edit form starts from, read from the server every time the form opens: it leaves the
 * cache when its form closes (gcTime 0). A save refreshes it in the background while its form closes,
 * so a form reopened before that refresh came back would start from the values before the save, and
 * saving it again would write them back.
 */
export function useRecord<T>(key: string, id: number | undefined, path: (id: number) => string) {
  return useQuery({
    queryKey: [key, 'detail', id],
    queryFn: () => api.get<T>(path(id as number)),
    enabled: id !== undefined,
    gcTime: 0,
  });
}
