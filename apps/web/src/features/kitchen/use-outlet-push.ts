import type { ScreenMessage, TablesPush } from '@saji/core';
import { useEffect, useRef } from 'react';

const MAX_BACKOFF_MS = 15_000;

/**
 * Calls `onPush` for every change the server announces for the outlet (an order saved, items bumped)
 * and once whenever the socket (re)opens, since pushes sent while it was down are lost. A dropped
 * socket reconnects with backoff.
 */
export function useOutletPush(outletid: number | null | undefined, username: string | undefined, onPush: (push?: TablesPush) => void) {
  const latest = useRef(onPush);
  latest.current = onPush;
  useEffect(() => {
    if (!outletid || !username) return;
    let socket: WebSocket | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let backoff = 500;
    let closed = false;
    const connect = () => {
      socket = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/ws?outletid=${outletid}`);
      socket.onopen = () => {
        backoff = 500;
        socket?.send(JSON.stringify({ type: 'restoupdate', user: username } satisfies ScreenMessage));
        latest.current();
      };
      socket.onmessage = (event) => {
        try {
          const msg = JSON.parse(String(event.data)) as TablesPush;
          if (msg.type === 'tables' && Number(msg.outletid) === outletid) latest.current(msg);
        } catch {
          // Not a push of ours: nothing to do.
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
  }, [outletid, username]);
}
