import { can, type Permission } from '@saji/core';
import type { FastifyInstance } from 'fastify';
import { forbidden, unauthorized } from '../errors.js';
import { type RequestScope, requestScope } from './scope.js';
import { sessionCookieName, userOfSession } from './sessions.js';
import type { SessionUser } from './user-key.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without signing in (health, login). */
    public?: boolean;
    /**
     * The permission of the matrix in @saji/core that the route needs. Every /api route names one
     * (or is public): registering a route without it fails at start, so no route is open to every
     * signed-in group by omission, and docs/permissions.md lists it under its permission.
     */
    permission?: Permission;
    /** The sale's own requests take the user kept for the session a moment ago (session-cache.ts). */
    reuseSession?: boolean;
  }
  interface FastifyInstance {
    /** Every /api route as registered, with what its config asks of the caller (read by the route sweep test). */
    apiRoutes: ApiRoute[];
  }
  interface FastifyRequest {
    user: SessionUser;
    /** Built once per request by the guard: what every service is limited to. */
    scope: RequestScope;
  }
}

export interface ApiRoute {
  method: string;
  /** Fastify's form: /api/restooutlet/:outletid. */
  url: string;
  /** Absent only on a public route. */
  permission: Permission | undefined;
  public: boolean;
  websocket: boolean;
}

/**
 * The one place where sign-in and the permission matrix are enforced: every /api route passes here
 * before its handler, and declares in its config what it needs.
 */
export function registerAuthGuard(app: FastifyInstance): void {
  const routes: ApiRoute[] = [];
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    if (!route.config?.public && !route.config?.permission) {
      throw new Error(
        `${route.method} ${route.url} names no permission: give its config a permission of @saji/core's matrix, or public: true`,
      );
    }
    for (const method of [route.method].flat()) {
      // HEAD answers for GET (Fastify adds it), with the same config.
      if (method === 'HEAD') continue;
      routes.push({
        method,
        url: route.url,
        permission: route.config?.permission,
        public: !!route.config?.public,
        websocket: !!(route as { websocket?: boolean }).websocket,
      });
    }
  });
  app.decorateRequest('user', null as unknown as SessionUser);
  app.decorateRequest('scope', null as unknown as RequestScope);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api/') || config?.public) return;
    // The OpenAPI page (registered by @fastify/swagger-ui, which takes no route config) maps every
    // route: open to anyone only in demo mode, else for signed-in users.
    if (url.startsWith('/api/docs') && app.env.SAJI_DEMO) return;
    const token = request.cookies[sessionCookieName(request)];
    const user = token ? await userOfSession(app.db, token, config?.reuseSession) : null;
    if (!user) throw unauthorized();
    request.user = user;
    request.scope = requestScope(user, app.env.SAJI_TIMEZONE, { requestId: request.id, address: request.ip });
    if (url.startsWith('/api/docs')) return;
    if (!config?.permission || !can(user.group, config.permission)) throw forbidden();
  });
}
