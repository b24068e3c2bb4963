import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Half a year: long enough to matter, short enough that a move away from HTTPS can recover. */
const HSTS = 'max-age=15552000';

/**
 * The headers helmet sets for these options, recorded once. The policy is the same for every answer,
 * and @fastify/helmet ran helmet's middleware for each request, which parses the CSP directives and
 * builds every header anew: about 50 µs of a 500 µs request, two of them in every sale.
 */
function recordedHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return [...headers];
}

/**
 * Security headers on every answer, as helmet makes them. The Content-Security-Policy allows
 * scripts only from the app's own files (the built web app and /api/docs load no inline script).
 * style-src allows inline styles: Mantine injects <style> tags at run time, and the browser-printed
 * receipt carries its own; an injected style can restyle a page but not run code. Images take data:
 * URLs (logos and menu pictures travel as data URLs). Framing only by the app itself: the order
 * list shows its PDFs in a frame.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = recordedHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // 'self' covers the WebSocket of the same host (/api/ws), ws: or wss:.
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameSrc: ["'self'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // Sent below only when the request came over HTTPS: over plain HTTP (a till on the LAN, the demo)
    // browsers ignore it, and a proxy's HTTPS is known only from a trusted X-Forwarded-Proto.
    strictTransportSecurity: false,
  });
  // On the raw answer, as @fastify/helmet did: a route that writes its answer itself carries them too.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    // API answers are the signed-in user's data: no browser or proxy cache keeps them (a shared
    // till's back button, a proxy between outlets). A route that means to be cached (a menu picture
    // at its versioned address) sets its own.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    // Chrome shows a PDF through its viewer plugin, which object-src 'none' on the PDF itself blocks;
    // a PDF runs no script of the page, so it goes without the page's policy.
    if (String(reply.getHeader('content-type') ?? '').startsWith('application/pdf')) reply.removeHeader('content-security-policy');
    return payload;
  });
}
