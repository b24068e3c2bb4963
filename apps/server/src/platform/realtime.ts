import { type ScreenMessage, screenMessageSchema, type TablesPush } from '@saji/core';
import { and, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RawData, WebSocket } from 'ws';
import type { Database, Db, DbOrTx } from '../db/client.js';
import { sessions } from '../db/schema/index.js';
import { keptSessions } from './auth/session-cache.js';
import type { UserKey } from './auth/user-key.js';

/** One channel for every outlet: the payload names the outlet, so one LISTEN per process suffices. */
export const OUTLET_CHANNEL = 'saji_outlet';

export interface OutletEvent {
  type: string;
  orderkey?: string;
}

/** The payload on OUTLET_CHANNEL that announces a change of an outlet's orders. */
export const outletNotice = (outletid: number, event: OutletEvent): string =>
  JSON.stringify({ outletid, type: event.type, ...(event.orderkey ? { orderkey: event.orderkey } : {}) });

/**
 * Announces a change of an outlet's orders to every server process. Run it on the transaction that
 * made the change: PostgreSQL delivers a NOTIFY only on commit, so a rolled-back save pushes nothing.
 * The POS sale sends the same notice from its own write statement (pg_notify with outletNotice).
 */
export async function notifyOutlet(db: DbOrTx, outletid: number, event: OutletEvent): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${OUTLET_CHANNEL}, ${outletNotice(outletid, event)})`);
}

/**
 * Announces on the same channel that a user's sessions ended (platform/auth/sessions.ts endSessions):
 * each process closes that user's sockets. One channel keeps one listening connection per process.
 */
export async function notifySignedOut(db: DbOrTx, user: UserKey): Promise<void> {
  const signedout: UserKey = { compcode: user.compcode, username: user.username };
  await db.execute(sql`SELECT pg_notify(${OUTLET_CHANNEL}, ${JSON.stringify({ signedout })})`);
}

/** Announces on the same channel that one session ended (a sign-out): each process forgets the user it kept for it. */
export async function notifySessionEnded(db: DbOrTx, idHash: string): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${OUTLET_CHANNEL}, ${JSON.stringify({ endedsession: idHash })})`);
}

/** One key per user: a username is unique within its company only. */
const keyOf = (user: UserKey) => JSON.stringify([user.compcode, user.username]);

interface Subscriber {
  socket: WebSocket;
  outlets: ReadonlySet<number>;
  /** The signed-in user's keyOf. */
  user: string;
  alive: boolean;
}

/** An application close code (4000-4999) saying the session ended; a screen that reconnects is refused at the handshake. */
const SESSION_ENDED = 4401;

const HEARTBEAT_MS = 30_000;
/** The largest frame a screen may send: its one message is under 200 bytes (ws closes bigger ones with 1009). */
export const MAX_SCREEN_FRAME = 16 * 1024;
/** 'Policy violation': the socket sent something no screen of ours sends. */
const POLICY_VIOLATION = 1008;

function readScreenMessage(data: RawData, isBinary: boolean): ScreenMessage | null {
  if (isBinary) return null;
  try {
    const parsed = screenMessageSchema.safeParse(JSON.parse(String(data)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The sockets of this process, fed by the database's notifications (which every process receives). */
export class RealtimeHub {
  private readonly subscribers = new Set<Subscriber>();
  private stopListening: (() => Promise<void>) | null = null;
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(private readonly log: FastifyBaseLogger) {}

  async start(database: Database): Promise<void> {
    this.stopListening = await database.listen(
      OUTLET_CHANNEL,
      (payload) => this.dispatch(payload),
      () => void this.resume(database.db),
    );
    // A tablet that lost its network never says goodbye; unanswered pings drop it.
    this.heartbeat = setInterval(() => this.sweep(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  async stop(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    for (const s of this.subscribers) s.socket.terminate();
    this.subscribers.clear();
    await this.stopListening?.();
    this.stopListening = null;
  }

  /**
   * Takes a screen's messages. Screens only listen: the one message they send says that they opened,
   * logged once per socket with the user's name (bounded by the schema). Anything else closes the
   * socket, and nothing the client sent is written to the log. Call it before the handler's first
   * await: ws hands a message that arrives before any listener to no one.
   */
  accept(socket: WebSocket, log: FastifyBaseLogger): void {
    let announced = false;
    socket.on('message', (data, isBinary) => {
      const message = readScreenMessage(data, isBinary);
      if (!message) {
        socket.close(POLICY_VIOLATION, 'message not understood');
        return;
      }
      if (!announced) log.info({ screen: message.user ?? null }, 'POS screen opened');
      announced = true;
    });
  }

  /** Subscribes a screen's socket to the pushes of its outlets. */
  add(socket: WebSocket, outlets: ReadonlySet<number>, user: UserKey): void {
    const subscriber: Subscriber = { socket, outlets, user: keyOf(user), alive: true };
    this.subscribers.add(subscriber);
    socket.on('pong', () => {
      subscriber.alive = true;
    });
    socket.on('close', () => this.subscribers.delete(subscriber));
    socket.on('error', () => this.subscribers.delete(subscriber));
  }

  /**
   * The listening connection came back after the database dropped it: whatever was announced
   * meanwhile is lost. Every screen is told to refetch its outlets (a push like any other), and the
   * sockets of users whose sessions ended meanwhile (their sign-out notice was lost too) are closed.
   */
  private async resume(db: Db): Promise<void> {
    // Sessions ended meanwhile were not heard of: the sale's requests read theirs again.
    keptSessions.clear();
    const users = [...new Set([...this.subscribers].map((s) => s.user))];
    try {
      const names = users.map((u) => (JSON.parse(u) as [string, string])[1]);
      const live = users.length
        ? await db
            .selectDistinct({ compcode: sessions.compcode, username: sessions.username })
            .from(sessions)
            .where(and(inArray(sessions.username, names), gt(sessions.expiresAt, sql`now()`)))
        : [];
      const signedIn = new Set(live.map(keyOf));
      for (const user of users) if (!signedIn.has(user)) this.closeSocketsOf(user);
    } catch (err) {
      this.log.warn({ err }, 'could not check the open sockets’ sessions after listening again');
    }
    for (const s of this.subscribers) {
      for (const outletid of s.outlets) this.send(s, JSON.stringify({ type: 'tables', outletid, event: 'resync' } satisfies TablesPush));
    }
  }

  private send(s: Subscriber, text: string): void {
    if (s.socket.readyState === s.socket.OPEN) s.socket.send(text);
  }

  private dispatch(payload: string): void {
    let event: OutletEvent & { outletid: number; signedout?: UserKey; endedsession?: string };
    try {
      event = JSON.parse(payload);
    } catch {
      this.log.warn({ payload }, 'unreadable outlet notification');
      return;
    }
    if (event.endedsession) {
      keptSessions.forgetToken(event.endedsession);
      return;
    }
    if (event.signedout) {
      keptSessions.forgetUser(event.signedout);
      this.closeSocketsOf(keyOf(event.signedout));
      return;
    }
    const message: TablesPush = {
      type: 'tables',
      outletid: event.outletid,
      event: event.type,
      ...(event.orderkey ? { orderkey: event.orderkey } : {}),
    };
    const text = JSON.stringify(message);
    for (const s of this.subscribers) if (s.outlets.has(event.outletid)) this.send(s, text);
  }

  private closeSocketsOf(user: string): void {
    for (const s of this.subscribers) {
      if (s.user !== user) continue;
      s.socket.close(SESSION_ENDED, 'session ended');
      this.subscribers.delete(s);
    }
  }

  private sweep(): void {
    for (const s of this.subscribers) {
      if (!s.alive) {
        s.socket.terminate();
        this.subscribers.delete(s);
        continue;
      }
      s.alive = false;
      s.socket.ping();
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The WebSocket subscribers of this process (the orders feature's /api/ws adds them). */
    realtime: RealtimeHub;
  }
}

/** The hub as part of the app: it listens once the app is ready and lets go of every socket on close. */
export const realtimePlugin = fp(
  async (app: FastifyInstance, { database }: { database: Database }) => {
    const hub = new RealtimeHub(app.log);
    app.decorate('realtime', hub);
    app.addHook('onReady', () => hub.start(database));
    app.addHook('onClose', () => hub.stop());
  },
  { name: 'saji-realtime' },
);
