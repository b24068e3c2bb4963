import type { ScreenMessage, TablesPush } from '@saji/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { posKeys } from './orders.api';

const MAX_BACKOFF_MS = 15_000;

/**
 * Keeps the table map live: the server pushes a 'tables' message whenever an order of the outlet is
 * opened, changed, paid or voided, and the map refetches at once. A dropped socket reconnects with
 * backoff; meanwhile the 30-second refetch of the table query is the fallback.
 */
export function useTablePush(outletid: number | null | undefined, username: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!outletid || !username) return;
    let socket: WebSocket | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let backoff = 500;
    let closed = false;

    const connect = () => {
      // Named, so an admin's socket hears only the outlet on the screen, not every outlet of the company.
      const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/ws?outletid=${outletid}`;
      socket = new WebSocket(url);
      socket.onopen = () => {
        backoff = 500;
        socket?.send(JSON.stringify({ type: 'restoupdate', user: username } satisfies ScreenMessage));
        // Anything that changed while the socket was down is fetched now.
        queryClient.invalidateQueries({ queryKey: posKeys.tables(outletid) });
      };
      socket.onmessage = (event) => {
        let msg: TablesPush | undefined;
        try {
          msg = JSON.parse(String(event.data));
        } catch {
          return;
        }
        if (msg?.type === 'tables' && (msg.outletid === undefined || Number(msg.outletid) === outletid)) {
          queryClient.invalidateQueries({ queryKey: posKeys.tables(outletid) });
        }
      };
      socket.onclose = () => {
        if (closed) return;
        retry = setTimeout(connect, backoff);
        backoff = Math.min(MAX_BACKOFF_MS, backoff * 2);
      };
    };
    connect();
    return () => {
      closed = true;
      clearTimeout(retry);
      socket?.close();
    };
  }, [outletid, username, queryClient]);
}
