import { useEffect, useState } from 'react';
import { ApiError, send } from '../api';
import { EMPTY_OUTBOX, type NewCommand, type OutboxCommand, type OutboxKind, type OutboxState } from './outbox';
import { deleteOutboxDb, openOutboxDb } from './outbox-store';
import { Outbox, SendFailure } from './outbox-sync';

/** Where each kind of command goes: the routes the till uses online. */
const PATHS: Record<OutboxKind, string> = { save: '/api/restoorderho', pay: '/api/restoorderho/payment' };

/** Whether the server answered the last request the till made (any answer, a refusal too). */
let reachable = true;
const reachListeners = new Set<() => void>();
function setReachable(value: boolean): void {
  if (reachable === value) return;
  reachable = value;
  for (const l of reachListeners) l();
}

/** A request of the till got no answer (the POS saw a save fail so): the badge says offline at once. */
export const markUnreachable = (): void => setReachable(false);

/** Whether an error is the network's (no answer) rather than the server's: only then does the till queue. */
export const isNoAnswer = (err: unknown): boolean => !(err instanceof ApiError);

/** A queued command sent as the till sends it online; an answer with a status is the server's, none is the network's. */
async function sendCommand(command: OutboxCommand): Promise<void> {
  try {
    await send('POST', PATHS[command.kind], command.body);
    setReachable(true);
  } catch (err) {
    if (err instanceof ApiError) {
      setReachable(true);
      throw new SendFailure(err.status, err.message, fieldOf(err));
    }
    setReachable(false);
    throw new SendFailure(null, String((err as Error)?.message ?? err));
  }
}

/** The field a refusal names: a conflict's details are one object, a form's refusal a list. */
const fieldOf = (err: ApiError): string | undefined =>
  (err.body as { details?: { field?: string } } | null)?.details?.field ?? err.details?.[0]?.field;

let opened: { username: string; outbox: Promise<Outbox> } | null = null;

/** The signed-in user's outbox, opened once per page. */
export function outboxOf(username: string): Promise<Outbox> {
  if (opened?.username !== username) {
    const outbox = openOutboxDb(username).then((store) => new Outbox({ store, send: sendCommand }).open());
    opened = { username, outbox };
  }
  return opened.outbox;
}

/** Queues a command of the till and starts sending at once (it goes if the server is there). */
export async function queueCommand(username: string, command: NewCommand): Promise<OutboxCommand> {
  const outbox = await outboxOf(username);
  const queued = await outbox.add(command);
  void outbox.drain();
  return queued;
}

/** How many commands still wait for the server: signing out and closing a shift are refused until none. */
export async function waitingCommands(username: string): Promise<number> {
  return (await outboxOf(username)).current.commands.length;
}

/** Signing out: the user's outbox (empty by then) goes with the session. */
export async function forgetOutbox(username: string): Promise<void> {
  if (opened?.username === username) (await opened.outbox).close();
  opened = null;
  await deleteOutboxDb(username);
}

/** Whether the server is there as far as this page knows: the browser's network and the last request's answer. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine && reachable);
  useEffect(() => {
    const seen = () => setOnline(navigator.onLine && reachable);
    reachListeners.add(seen);
    window.addEventListener('online', seen);
    window.addEventListener('offline', seen);
    return () => {
      reachListeners.delete(seen);
      window.removeEventListener('online', seen);
      window.removeEventListener('offline', seen);
    };
  }, []);
  return online;
}

/** How often a till with waiting commands tries the server, besides the browser's 'online' event. */
const POLL_MS = 5_000;

export type Connection = 'online' | 'offline' | 'syncing';

/**
 * The outbox as the screen shows it, and the loop that empties it: every few seconds while commands
 * wait, and at once when the browser says the network is back. Mounted once, in the app's header.
 */
export function useOutbox(username: string | undefined): { state: OutboxState; connection: Connection; outbox: Outbox | null } {
  const [outbox, setOutbox] = useState<Outbox | null>(null);
  const [state, setState] = useState<OutboxState>(EMPTY_OUTBOX);
  const [online, setOnline] = useState(() => navigator.onLine && reachable);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!username) return;
    let live = true;
    let unsubscribe = () => {};
    outboxOf(username).then((o) => {
      if (!live) return;
      setOutbox(o);
      setState(o.current);
      unsubscribe = o.subscribe(setState);
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, [username]);

  useEffect(() => {
    const seen = () => setOnline(navigator.onLine && reachable);
    reachListeners.add(seen);
    const back = () => {
      setReachable(true);
      seen();
      if (outbox) void run(outbox, { wake: true });
    };
    const run = async (o: Outbox, options: { wake?: boolean }) => {
      if (!o.current.commands.length) return;
      setSending(true);
      await o.drain(options).finally(() => setSending(false));
    };
    window.addEventListener('online', back);
    window.addEventListener('offline', seen);
    const timer = setInterval(() => outbox && navigator.onLine && void run(outbox, {}), POLL_MS);
    return () => {
      reachListeners.delete(seen);
      window.removeEventListener('online', back);
      window.removeEventListener('offline', seen);
      clearInterval(timer);
    };
  }, [outbox]);

  const connection: Connection = !online ? 'offline' : sending && state.commands.length ? 'syncing' : 'online';
  return { state, connection, outbox };
}
