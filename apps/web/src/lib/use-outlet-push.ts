import type { ScreenMessage, TablesPush } from '@saji/core';
import { useEffect, useRef } from 'react';

const MAX_BACKOFF_MS = 15_000;

/**
 * Calls `onPush` whenever the server announces a change for the outlet (an order opened, changed, paid
 * or voided, kitchen items bumped, a campaign saved), with the event's name, and once whenever the
 * socket (re)opens, without one, since pushes sent while it was down are lost. A dropped socket reconnects with backoff; the caller's own refetch interval covers
 * the time it is down. With `gatherMs`, the pushes of that window make one call: twenty tills saving at
 * once must not make twenty fetches of a heavy view.
 */
export function useOutletPush(
  outletid: number | null | undefined,
  username: string | undefined,
  onPush: (event?: string) => void,
  { gatherMs = 0 }: { gatherMs?: number } = {},
) {
  const latest = useRef(onPush);
  latest.current = onPush;
  useEffect(() => {
    if (!outletid || !username) return;
    let socket: WebSocket | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let gathering: ReturnType<typeof setTimeout> | undefined;
    let backoff = 500;
    let closed = false;
    const pushed = (event: string) => {
      if (!gatherMs) return latest.current(event);
      gathering ??= setTimeout(() => {
        gathering = undefined;
        latest.current();
      }, gatherMs);
    };
    const connect = () => {
      // Named, so an admin's socket hears only the outlet on the screen, not every outlet of the company.
      socket = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/ws?outletid=${outletid}`);
      socket.onopen = () => {
        backoff = 500;
        socket?.send(JSON.stringify({ type: 'restoupdate', user: username } satisfies ScreenMessage));
        latest.current();
      };
      socket.onmessage = (event) => {
        let msg: TablesPush | undefined;
        try {
          msg = JSON.parse(String(event.data));
        } catch {
          return;
        }
        if (msg?.type === 'tables' && (msg.outletid === undefined || Number(msg.outletid) === outletid)) pushed(msg.event);
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
  }, [outletid, username, gatherMs]);
}
