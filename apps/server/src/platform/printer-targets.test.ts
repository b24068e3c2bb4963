import { describe, expect, it } from 'vitest';
import { DEFAULT_PRINTER_NETWORKS, DEFAULT_PRINTER_PORTS, readEnv } from '../config/env.js';
import { PrinterRefused, PrinterTargets } from './printer-targets.js';

/** The rules as an operator's environment gives them, with a made-up DNS and this machine on 192.168.1.10. */
function targets(networks = DEFAULT_PRINTER_NETWORKS, ports = DEFAULT_PRINTER_PORTS, names: Record<string, string[]> = {}) {
  const env = readEnv({ SAJI_PRINTER_NETWORKS: networks, SAJI_PRINTER_PORTS: ports });
  return new PrinterTargets(env.SAJI_PRINTER_NETWORKS, env.SAJI_PRINTER_PORTS, {
    lookup: async (host) => {
      if (!names[host]) throw new Error(`getaddrinfo ENOTFOUND ${host}`);
      return names[host];
    },
    ownAddresses: () => new Set(['127.0.0.1', '::1', '192.168.1.10']),
  });
}

describe('printer targets', () => {
  it('accepts printers on private LANs at printer ports, the spec port 8008 when none is given', () => {
    const t = targets();
    for (const [address, port] of [
      ['192.168.1.50', 9100],
      ['10.0.0.9', 8008],
      ['172.16.5.5', 515],
      ['172.31.255.1', 631],
      ['fd12:3456::7', 9109],
    ] as const) {
      expect(t.refusal(address, port)).toBeNull();
    }
  });

  it('refuses loopback, this machine, link-local, unspecified, broadcast, public addresses and other ports', () => {
    const t = targets();
    for (const address of [
      '127.0.0.1',
      '127.8.8.8',
      '::1',
      '::ffff:127.0.0.1',
      '192.168.1.10',
      '169.254.169.254',
      '0.0.0.0',
      '255.255.255.255',
      '224.0.0.1',
      '8.8.8.8',
      '172.32.0.1',
      'fe80::1',
    ]) {
      expect(t.refusal(address, 9100), address).toMatch(/is not on the restaurant's printer network/);
    }
    expect(t.refusal('192.168.1.50', 5432)).toBe('Port 5432 is not a printer port here (allowed: 8008, 9100-9109, 515, 631).');
  });

  it('opens loopback only when the operator lists a loopback network, and this machine only address by address', () => {
    expect(targets('0.0.0.0/0').refusal('127.0.0.1', 9100)).not.toBeNull();
    expect(targets('0.0.0.0/0').refusal('192.168.1.10', 9100)).not.toBeNull();
    expect(targets('0.0.0.0/0').refusal('8.8.8.8', 9100)).toBeNull();
    expect(targets('127.0.0.1/32', '1-65535').refusal('127.0.0.1', 40123)).toBeNull();
    expect(targets('192.168.1.10/32').refusal('192.168.1.10', 631)).toBeNull();
    // Link-local stays closed whatever is listed: it holds cloud metadata services.
    expect(targets('169.254.0.0/16').refusal('169.254.169.254', 9100)).not.toBeNull();
  });

  it('checks names by where they point, on save and again before each connection', async () => {
    const t = targets(DEFAULT_PRINTER_NETWORKS, DEFAULT_PRINTER_PORTS, {
      'kasir.lan': ['192.168.1.60'],
      'sneaky.example': ['192.168.1.61', '127.0.0.1'],
    });
    await expect(t.assertAllowed('kasir.lan:9100')).resolves.toBeUndefined();
    expect(await t.connectable('kasir.lan:9100')).toEqual({ host: '192.168.1.60', port: 9100 });
    await expect(t.assertAllowed('sneaky.example:9100')).rejects.toThrow(
      "sneaky.example does not point to an address on the restaurant's printer network.",
    );
    await expect(t.connectable('sneaky.example:9100')).rejects.toBeInstanceOf(PrinterRefused);
    await expect(t.assertAllowed('kasir.lan:5432')).rejects.toThrow(/^Port 5432 is not a printer port/);
    await expect(t.assertAllowed('127.0.0.1:5432')).rejects.toBeInstanceOf(PrinterRefused);
    // A name that does not resolve yet is kept; printing checks it again and fails without connecting anywhere.
    await expect(t.assertAllowed('new-printer.lan')).resolves.toBeUndefined();
    await expect(t.connectable('new-printer.lan')).rejects.toThrow(/ENOTFOUND/);
  });
});
