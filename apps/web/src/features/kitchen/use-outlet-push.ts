import type { ScreenMessage, TablesPush } from '@saji/core';
import { useEffect, useRef } from 'react';

const MAX_BACKOFF_MS = 15_000;
/** Pushes this close together make one call: twenty tills saving at once must not make twenty refetches. */
const GATHER_MS = 150;

/**
 * Calls `onPush` after the server announces changes for the outlet (an order saved, items bumped),
 * once for the pushes of GATHER_MS, and once whenever the socket (re)opens, since pushes sent while it
 * was down are lost. A dropped socket reconnects with backoff.
 */
export function useOutletPush(outletid: number | null | undefined, username: string | undefined, onPush: () => void) {
  const latest = useRef(onPush);
  latest.current = onPush;
  useEffect(() => {
    if (!outletid || !username) return;
    let socket: WebSocket | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let gathering: ReturnType<typeof setTimeout> | undefined;
    const pushed = () => {
      gathering ??= setTimeout(() => {
        gathering = undefined;
        latest.current();
      }, GATHER_MS);
    };
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
          if (msg.type === 'tables' && Number(msg.outletid) === outletid) pushed();
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
      clearTimeout(gathering);
      socket?.close();
    };
  }, [outletid, username]);
}
