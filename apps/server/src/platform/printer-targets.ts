import dns from 'node:dns/promises';
import net from 'node:net';
import os from 'node:os';
import { DEFAULT_PRINTER_PORT } from '@saji/core';
import type { Cidr } from '../config/env.js';

/** What a tenant is told when a printer cannot be reached; the cause is logged, never shown. */
export const PRINTER_UNREACHABLE = 'printer unreachable';

/** A printer address the operator's rules refuse; its message is meant for the user. */
export class PrinterRefused extends Error {}

/** Never a printer, whatever the settings say: "this host", link-local (cloud metadata), multicast, reserved and broadcast. */
const NEVER: readonly string[] = ['0.0.0.0/8', '169.254.0.0/16', '224.0.0.0/3', '::/128', 'fe80::/10', 'ff00::/8'];
const LOOPBACK: readonly string[] = ['127.0.0.0/8', '::1/128'];

function blockList(cidrs: readonly (string | Cidr)[]): net.BlockList {
  const list = new net.BlockList();
  for (const c of cidrs) {
    const [address, prefix] = typeof c === 'string' ? c.split('/') : [c.address, String(c.prefix)];
    list.addSubnet(address, Number(prefix), net.isIPv6(address) ? 'ipv6' : 'ipv4');
  }
  return list;
}

/** An IPv4 address written as IPv6 (::ffff:127.0.0.1) is checked as the IPv4 address it is. */
function plain(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return { address: mapped[1], family: 'ipv4' };
  return { address, family: net.isIPv6(address) ? 'ipv6' : 'ipv4' };
}

const loopback = blockList(LOOPBACK);
const never = blockList(NEVER);

/** The addresses of this machine's interfaces, read when asked (they change with DHCP). */
function ownAddresses(): Set<string> {
  return new Set(
    Object.values(os.networkInterfaces())
      .flat()
      .map((i) => (i ? plain(i.address).address : '')),
  );
}

/** host or host:port of a printer; the spec's port 8008 when none is given. */
export function parseTarget(target: string): { host: string; port: number } {
  const m = /^(.*?)(?::(\d{1,5}))?$/.exec(target.trim());
  return { host: m?.[1] || target, port: m?.[2] ? Number(m[2]) : DEFAULT_PRINTER_PORT };
}

type Lookup = (host: string) => Promise<string[]>;
const systemLookup: Lookup = async (host) => (await dns.lookup(host, { all: true })).map((a) => a.address);

const DNS_TIMEOUT_MS = 3_000;

/**
 * Where outlet printers may be (SAJI_PRINTER_NETWORKS, SAJI_PRINTER_PORTS): a printer address is
 * the one place a tenant makes the server open a connection, so without these rules an admin could
 * point it at the database's port or cloud metadata and read from the print jobs what answers.
 * Loopback is allowed only when the operator lists a loopback network, and this machine's other
 * addresses only when listed one by one: a broad range such as 0.0.0.0/0 never opens them.
 */
export class PrinterTargets {
  private readonly allowed: net.BlockList;
  private readonly loopbackListed: boolean;
  private readonly listedHosts: Set<string>;

  constructor(
    private readonly networks: readonly Cidr[],
    private readonly ports: readonly (readonly [number, number])[],
    private readonly system: { lookup?: Lookup; ownAddresses?: () => Set<string> } = {},
  ) {
    this.allowed = blockList(networks);
    this.loopbackListed = networks.some((c) => loopback.check(c.address, c.family) && c.prefix >= (c.family === 'ipv4' ? 8 : 128));
    this.listedHosts = new Set(networks.filter((c) => c.prefix === (c.family === 'ipv4' ? 32 : 128)).map((c) => plain(c.address).address));
  }

  /** Why this address and port cannot be a printer, or null when they can. */
  refusal(rawAddress: string, port: number): string | null {
    if (!this.ports.some(([from, to]) => port >= from && port <= to)) {
      return `Port ${port} is not a printer port here (allowed: ${this.ports.map(([a, b]) => (a === b ? a : `${a}-${b}`)).join(', ')}).`;
    }
    const { address, family } = plain(rawAddress);
    const outside = `${address} is not on the restaurant's printer network (allowed: ${this.networks.map((c) => `${c.address}/${c.prefix}`).join(', ')}).`;
    if (never.check(address, family)) return outside;
    if (loopback.check(address, family)) return this.loopbackListed ? null : outside;
    if ((this.system.ownAddresses ?? ownAddresses)().has(address) && !this.listedHosts.has(address)) return outside;
    return this.allowed.check(address, family) ? null : outside;
  }

  /**
   * Checks a printer address when an outlet is saved. A name is resolved: if it points anywhere
   * refused, the save is refused; a name that does not resolve now is kept, as printing checks again.
   */
  async assertAllowed(target: string): Promise<void> {
    const { host, port } = parseTarget(target);
    if (net.isIP(host)) {
      const refused = this.refusal(host, port);
      if (refused) throw new PrinterRefused(refused);
      return;
    }
    const addresses = await this.resolve(host).catch(() => []);
    if (addresses.some((a) => this.refusal(a, port))) throw new PrinterRefused(this.nameRefusal(host, port, addresses));
  }

  /**
   * The address to connect to for a print job, checked again now: a name may resolve elsewhere than
   * when it was saved. The job connects to this address, not the name, so the name cannot change in between.
   */
  async connectable(target: string): Promise<{ host: string; port: number }> {
    const { host, port } = parseTarget(target);
    const addresses = net.isIP(host) ? [host] : await this.resolve(host);
    if (!addresses.length) throw new Error(`${host} resolves to no address`);
    if (addresses.some((a) => this.refusal(a, port))) {
      throw new PrinterRefused(net.isIP(host) ? (this.refusal(host, port) as string) : this.nameRefusal(host, port, addresses));
    }
    return { host: addresses[0], port };
  }

  private nameRefusal(host: string, port: number, addresses: string[]): string {
    // The port's reason is safe to tell; where the name points is not the tenant's business.
    const portRefused = addresses.map((a) => this.refusal(a, port)).find((r) => r?.startsWith('Port '));
    return portRefused ?? `${host} does not point to an address on the restaurant's printer network.`;
  }

  private resolve(host: string): Promise<string[]> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${host} did not resolve within ${DNS_TIMEOUT_MS} ms`)), DNS_TIMEOUT_MS);
    });
    return Promise.race([(this.system.lookup ?? systemLookup)(host), timeout]).finally(() => clearTimeout(timer));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The operator's printer rules: outlets check an address on save, the print queue before each connection. */
    printers: PrinterTargets;
  }
}
