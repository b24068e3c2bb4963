import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notifyError } from './notify';

/** A failed load told in a toast (spec section 8, "Report fetch failure"), once per error. */
export function useErrorToast(error: unknown): void {
  useEffect(() => {
    if (error) notifyError(error);
  }, [error]);
}

/**
 * A report asked for with a button (Process, Open): nothing before the first press (`request` null),
 * fetched once per press (the request, with its press count, is in the key), never refetched behind
 * the screen, kept a minute after the screen leaves, and a failure told in a toast.
 */
export function useReportQuery<T, R>(key: readonly unknown[], request: R | null, fetch: (request: R) => Promise<T>) {
  const query = useQuery({
    queryKey: [...key, request],
    queryFn: () => fetch(request as R),
    enabled: request !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  });
  useErrorToast(query.error);
  return query;
}
