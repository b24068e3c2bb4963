import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { DatabaseOptions } from '../db/client.js';

const bool = z.enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no']).transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

/** An address or a network in CIDR notation, e.g. `10.0.0.7`, `192.168.0.0/16`, `fc00::/7`. */
export interface Cidr {
  address: string;
  prefix: number;
  family: 'ipv4' | 'ipv6';
}

export function parseCidr(text: string): Cidr | null {
  const [address, bits, ...rest] = text.trim().split('/');
  const version = net.isIP(address);
  if (!version || rest.length) return null;
  const max = version === 4 ? 32 : 128;
  if (bits !== undefined && !/^\d{1,3}$/.test(bits)) return null;
  const prefix = bits === undefined ? max : Number(bits);
  if (prefix > max) return null;
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

/** A comma-separated list of addresses and networks; an entry that is neither is refused at start. */
const cidrList = z.string().transform((v, ctx) => {
  const list = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = list.filter((s) => !parseCidr(s));
  if (bad.length) ctx.addIssue({ code: 'custom', message: `not an address or network (CIDR): ${bad.join(', ')}` });
  return list.map((s) => parseCidr(s) as Cidr);
});

/** A comma-separated list of ports and ranges, e.g. `9100-9109,515`. */
const portList = z.string().transform((v, ctx) => {
  const ranges: [number, number][] = [];
  for (const part of v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const m = /^(\d{1,5})(?:-(\d{1,5}))?$/.exec(part);
    const from = Number(m?.[1]);
    const to = Number(m?.[2] ?? m?.[1]);
    if (!m || from < 1 || to > 65535 || from > to) {
      ctx.addIssue({ code: 'custom', message: `not a port or a range of ports: ${part}` });
      continue;
    }
    ranges.push([from, to]);
  }
  return ranges;
});

/** Private LAN ranges (RFC 1918) and IPv6 unique local addresses: where restaurant printers live. */
export const DEFAULT_PRINTER_NETWORKS = '10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,fc00::/7';
/** The spec's default printer port 8008, raw printing (9100-9109), LPD (515) and IPP (631). */
export const DEFAULT_PRINTER_PORTS = '8008,9100-9109,515,631';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Unset: 127.0.0.1 in demo mode (its passwords are published), else every interface.
  HOST: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  // PostgreSQL connections of the process; unset: four per core, 8 to 20 (db/client.ts, defaultPoolSize).
  SAJI_DB_POOL: z.coerce.number().int().min(2).max(200).optional(),
  // Demo mode seeds a demo company with known passwords; never turn it on for real data.
  SAJI_DEMO: bool.default(true),
  SAJI_ADMIN_PASSWORD: z.string().min(10).optional(),
  SAJI_TIMEZONE: z.string().default('Asia/Jakarta'),
  // The public origin of the app when it sits behind a proxy; CSRF and WebSocket checks compare against it.
  SAJI_ORIGIN: z.string().optional(),
  // The reverse proxies whose X-Forwarded-For is believed; without it the header is ignored, so a
  // client cannot choose the address the login throttle counts.
  SAJI_TRUST_PROXY: cidrList.default([]),
  // Where outlet printers may be: anything else (the server's own ports, cloud metadata) is refused.
  SAJI_PRINTER_NETWORKS: cidrList.prefault(DEFAULT_PRINTER_NETWORKS),
  SAJI_PRINTER_PORTS: portList.prefault(DEFAULT_PRINTER_PORTS),
  // The print worker's first retry of a job its printer did not take; each next waits twice as long.
  SAJI_PRINT_RETRY_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
  SAJI_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SAJI_DEMO_ORDERS: bool.default(true),
});

export type Env = Omit<z.infer<typeof envSchema>, 'HOST'> & { HOST: string };

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${fields}`);
  }
  const { HOST, SAJI_DEMO } = parsed.data;
  return { ...parsed.data, HOST: HOST || (SAJI_DEMO ? '127.0.0.1' : '0.0.0.0'), DATA_DIR: path.resolve(parsed.data.DATA_DIR) };
}

/** The database a server or a tool of this environment opens. */
export const databaseOptionsOf = (env: Env): DatabaseOptions => ({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  timezone: env.SAJI_TIMEZONE,
  poolSize: env.SAJI_DB_POOL,
});
