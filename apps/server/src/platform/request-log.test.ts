import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { logSerializers, redactUrl } from './request-log.js';

describe('the request log', () => {
  it('never writes a set-password token, wherever it sits in the address', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream, serializers: logSerializers } });
    app.get('/setup', async () => 'ok');
    await app.inject({ url: '/setup?token=Sekret-Token-1234567890abcdef' });
    await app.inject({ url: '/setup?lang=id&TOKEN=Sekret-Token-1234567890abcdef#x' });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/setup?token=[redacted]');
    expect(log).toContain('/setup?lang=id&TOKEN=[redacted]');
    expect(log).not.toContain('Sekret-Token');
  });

  it('leaves other parameters alone', () => {
    expect(redactUrl('/api/restocustomer?outletid=1&searchtxt=token')).toBe('/api/restocustomer?outletid=1&searchtxt=token');
    expect(redactUrl('/api/x?mytoken=1&token=2')).toBe('/api/x?mytoken=1&token=[redacted]');
  });
});
