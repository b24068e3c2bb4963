import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess } from './notify';

/**
 * A save or delete: toasts the server's message, or its error, and refreshes every query under the
 * given keys. The refresh is not awaited, so the caller's own onSuccess (closing a form) runs at
 * once: a form must not stay open, and typable, while the list behind it reloads.
 */
export function useWrite<V, R extends { message: string }>(keys: string[], send: (values: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (saved) => {
      notifySuccess(saved.message);
      for (const key of keys) void queryClient.invalidateQueries({ queryKey: [key] });
    },
    onError: (err) => notifyError(err),
  });
}
