import net from 'node:net';
import { DEFAULT_PRINTER_NETWORKS } from '../config/env.js';

/**
 * The printer settings of a test server: the loopback printers below listen on 127.0.0.1 at a free
 * port, which the printer rules refuse by default (SAJI_PRINTER_NETWORKS, SAJI_PRINTER_PORTS).
 */
export const LOOPBACK_PRINTER_ENV = {
  SAJI_PRINTER_NETWORKS: `${DEFAULT_PRINTER_NETWORKS},127.0.0.1/32`,
  SAJI_PRINTER_PORTS: '1-65535',
};

/** What a test printer received: one buffer per connection, in the order they ended. */
export interface LoopbackPrinter {
  received: Buffer[];
  /** host:port, as an outlet's posprinter or kitchenprinter names it. */
  address: string;
  /** Resolves with the next connection's bytes (or one already received beyond `seen`). */
  next(seen: number, timeoutMs?: number): Promise<Buffer>;
  close(): Promise<void>;
}

/** A network receipt printer on the loopback: it keeps what each connection sent. */
export async function loopbackPrinter(): Promise<LoopbackPrinter> {
  const received: Buffer[] = [];
  const waiting: (() => void)[] = [];
  const server = net.createServer((socket) => {
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('end', () => {
      received.push(Buffer.concat(chunks));
      for (const wake of waiting.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const next = (seen: number, timeoutMs = 15_000) =>
    new Promise<Buffer>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the printer received nothing within ${timeoutMs} ms`)), timeoutMs);
      const check = () => {
        if (received.length > seen) {
          clearTimeout(timer);
          resolve(received[seen]);
        } else waiting.push(check);
      };
      check();
    });
  return {
    received,
    address: `127.0.0.1:${port}`,
    next,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port nothing listens on: a printer that is switched off. */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}
