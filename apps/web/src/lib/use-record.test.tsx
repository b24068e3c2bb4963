// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRecord } from './use-record';

/** The server's answers in order: what a form reads before a save, then after it. */
function serverAnswering(...bodies: unknown[]) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(bodies.shift()), { headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useRecord', () => {
  it('reads the record again when its form opens again, instead of starting from the copy before a save', async () => {
    const fetch = serverAnswering({ menuname: 'Klepon', menuimg: null }, { menuname: 'Klepon', menuimg: '/api/restomenu/image/3?v=new' });
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;

    const first = renderHook(() => useRecord<{ menuimg: string | null }>('menus', 3, (id) => `/api/restomenu/detail/${id}`), { wrapper });
    await waitFor(() => expect(first.result.current.data?.menuimg).toBeNull());
    first.unmount();
    // The form closed after its save: the record is gone from the cache, fresh as it still was.
    await waitFor(() => expect(client.getQueryData(['menus', 'detail', 3])).toBeUndefined());

    const again = renderHook(() => useRecord<{ menuimg: string | null }>('menus', 3, (id) => `/api/restomenu/detail/${id}`), { wrapper });
    expect(again.result.current.data).toBeUndefined();
    await waitFor(() => expect(again.result.current.data?.menuimg).toBe('/api/restomenu/image/3?v=new'));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(String((fetch.mock.calls[1] as unknown[])[0])).toContain('/api/restomenu/detail/3');
  });

  it('reads nothing for a new record', () => {
    const fetch = serverAnswering();
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useRecord('menus', undefined, (id) => `/api/restomenu/detail/${id}`), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(fetch).not.toHaveBeenCalled();
  });
});
