import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './support/api.js';
import { freshStore, launchServer, type ServerProcess, type Store } from './support/server.js';

const WRITERS = 4;
const ACKS_BEFORE_KILL = 60;

const outlet = (n: number) => ({
  outletcode: `DUR${n}`,
  outletname: `Durability ${n}`,
  alamat1: 'Jl. Uji 1',
  alamat2: 'Jakarta',
  provinsi: 'DKI Jakarta',
  outletcolor: '#123456',
  header1: 'SAJI',
  footer1: 'Terima kasih',
});

// The embedded database runs without fsync: it must survive the process being killed (the operating
// system still holds every write the process made), though not a power cut. This proves the former.
describe('durability: a server killed with SIGKILL mid-stream', () => {
  let store: Store;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    store = await freshStore();
  });
  afterAll(async () => {
    await server?.stop();
    await store.drop();
  });

  it('reopens with every acknowledged write intact', async () => {
    server = await launchServer({ ...store.env, SAJI_DEMO: '1', SAJI_DEMO_ORDERS: '0' });
    const admin = apiClient(server.baseUrl);
    await admin.login('admin');

    const acknowledged = new Map<number, string>();
    let next = 0;
    let killed = false;
    const writer = async () => {
      while (!killed) {
        const body = outlet(next++);
        try {
          const res = await admin.request('POST', '/api/restooutlet', body);
          // Only a 200 that arrived is an acknowledged write; answers cut off by the kill prove nothing.
          if (res.status === 200) acknowledged.set(res.body.outletid, body.outletname);
          else throw new Error(`write refused: ${res.status} ${JSON.stringify(res.body)}`);
        } catch (err) {
          if (!killed) throw err;
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, writer);
    while (acknowledged.size < ACKS_BEFORE_KILL) await new Promise((r) => setTimeout(r, 5));
    // Kill while writes are in flight.
    killed = true;
    await server.kill();
    await Promise.all(writers);
    const acked = new Map(acknowledged);

    server = await launchServer({ ...store.env, SAJI_DEMO: '1', SAJI_DEMO_ORDERS: '0' });
    const again = apiClient(server.baseUrl);
    await again.login('admin');
    const missing: number[] = [];
    for (const [id, name] of acked) {
      const res = await again.request('GET', `/api/restooutlet/${id}`);
      if (res.status !== 200 || res.body.outletname !== name) missing.push(id);
    }
    expect(acked.size).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);
    expect(missing).toEqual([]);
  });
});
