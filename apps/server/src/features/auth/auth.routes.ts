import { loginSchema, passwordChangeSchema, profileSchema } from '@saji/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LoginThrottle } from '../../platform/auth/login-throttle.js';
import { SESSION_TTL_MS, sessionCookieName, userOfSession } from '../../platform/auth/sessions.js';
import { forbidden } from '../../platform/errors.js';
import { changePassword, completeSetup, login, logout, profileOf, setupLoginName } from './auth.service.js';

const okSchema = z.object({ message: z.string() });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttle = new LoginThrottle();
  // Wrong current passwords count apart from sign-ins: a user mistyping on the password form does not
  // lock their own sign-in.
  const passwordThrottle = new LoginThrottle();
  const own = { permission: 'account.own' as const };

  const setSessionCookie = (request: FastifyRequest, reply: FastifyReply, token: string) =>
    reply.setCookie(sessionCookieName(request), token, {
      path: '/',
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      maxAge: SESSION_TTL_MS / 1000,
    });

  app.post(
    '/login',
    { config: { public: true }, schema: { tags: ['auth'], body: loginSchema, response: { 200: profileSchema } } },
    async (request, reply) => {
      const token = await login(app.db, throttle, request.body, originOf(request), request.log);
      setSessionCookie(request, reply, token);
      const user = await userOfSession(app.db, token);
      if (!user) throw forbidden('This account has no outlet or group assigned.');
      return profileOf(app.db, user, app.env.SAJI_TIMEZONE);
    },
  );

  app.post('/logout', { config: { public: true }, schema: { tags: ['auth'], response: { 200: okSchema } } }, async (request, reply) => {
    const name = sessionCookieName(request);
    const token = request.cookies[name];
    if (token) await logout(app.db, token, originOf(request));
    reply.clearCookie(name, { path: '/', secure: request.protocol === 'https' });
    return { message: 'Signed out' };
  });

  app.get('/me', { config: own, schema: { tags: ['auth'], response: { 200: profileSchema } } }, async (request) =>
    profileOf(app.db, request.user, app.env.SAJI_TIMEZONE),
  );

  app.get(
    '/setup',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        querystring: z.object({ token: z.string().min(20).max(200) }),
        response: { 200: z.object({ username: z.string() }) },
      },
    },
    (request) => setupLoginName(app.db, request.query.token),
  );

  app.post(
    '/setup',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        body: z.object({ token: z.string().min(20).max(200), password: z.string().min(10).max(200) }),
        response: { 200: okSchema },
      },
    },
    async (request, reply) => {
      const token = await completeSetup(app.db, request.body.token, request.body.password, originOf(request));
      setSessionCookie(request, reply, token);
      return { message: 'Password set' };
    },
  );

  app.post(
    '/password',
    { config: own, schema: { tags: ['auth'], body: passwordChangeSchema, response: { 200: okSchema } } },
    async (request) => {
      const session = request.cookies[sessionCookieName(request)] ?? '';
      await changePassword(app.db, passwordThrottle, request.scope, session, request.body, originOf(request));
      return { message: 'Password changed' };
    },
  );
};

const originOf = (request: FastifyRequest) => ({ requestId: request.id, address: request.ip });
