import {
  type OutletUser,
  outletUserCreateSchema,
  outletUserUpdateSchema,
  setPasswordUrlSchema,
  userSettingsInputSchema,
  userSettingsSchema,
} from '@saji/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendXlsx, type XlsxColumn, xlsxResponse } from '../../platform/xlsx.js';
import { messageSchema, setPasswordSchema, userListQuerySchema, userListSchema, usernameParams } from './users.schemas.js';
import * as service from './users.service.js';

const exportColumns: XlsxColumn<OutletUser>[] = [
  { header: 'Login Name', value: (u) => u.username, width: 20 },
  { header: 'Full Name', value: (u) => u.full_name, width: 26 },
  { header: 'email', value: (u) => u.email, width: 26 },
  { header: 'Mobile Phone', value: (u) => u.mobile, width: 16 },
  { header: 'Outlet', value: (u) => (u.outletcode ? `${u.outletcode} | ${u.outletname}` : ''), width: 28 },
  { header: 'Company Name', value: (u) => u.company, width: 26 },
  { header: 'User Group', value: (u) => u.usergroup, width: 12 },
  { header: 'Status', value: (u) => (u.isdeleted ? 'Inactive' : 'Active'), width: 10 },
];

/** Outlet users (Manage Team) under /api/restooutletuser: admins manage their company, managers their outlet's cashiers. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['users'];
  const config = { permission: 'users.manage' } as const;
  // The set-password link is opened by the new user in a browser: the app's public origin when the
  // operator names one, else the address the admin reached the app by.
  const linkBase = (request: FastifyRequest) => app.env.SAJI_ORIGIN ?? `${request.protocol}://${request.host}`;

  app.get('/', { config, schema: { tags, querystring: userListQuerySchema, response: { 200: userListSchema } } }, (request) =>
    service.listUsers(app.db, request.scope, request.query),
  );

  app.get(
    '/exportxls',
    {
      config: { ...config, background: true },
      schema: { tags, querystring: userListQuerySchema.omit({ page: true, limit: true }), response: xlsxResponse },
    },
    (request, reply) => {
      const rows = service.exportUsers(app.db, request.scope, request.query);
      return sendXlsx(reply, 'Resto-User-List.xlsx', 'Users', exportColumns, rows);
    },
  );

  app.post('/', { config, schema: { tags, body: outletUserCreateSchema, response: { 200: setPasswordUrlSchema } } }, (request) =>
    service.createUser(app.db, request.scope, request.body, linkBase(request)),
  );

  app.put(
    '/:username',
    { config, schema: { tags, params: usernameParams, body: outletUserUpdateSchema, response: { 200: messageSchema } } },
    (request) => service.updateUser(app.db, request.scope, request.params.username, request.body),
  );

  app.delete('/:username', { config, schema: { tags, params: usernameParams, response: { 200: messageSchema } } }, (request) =>
    service.deleteUser(app.db, request.scope, request.params.username),
  );

  app.post(
    '/:username/resetpassword',
    { config, schema: { tags, params: usernameParams, response: { 200: setPasswordSchema } } },
    (request) => service.resetPassword(app.db, request.scope, request.params.username, linkBase(request)),
  );
};

/**
 * The company's user settings under /api/usersettings: their own path, as under /api/restooutletuser
 * a user's name could be "settings".
 */
export const userSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['users'];
  const config = { permission: 'users.settings' } as const;
  app.get('/usersettings', { config, schema: { tags, response: { 200: userSettingsSchema } } }, (request) =>
    service.userSettings(app.db, request.scope),
  );
  app.put('/usersettings', { config, schema: { tags, body: userSettingsInputSchema, response: { 200: messageSchema } } }, (request) =>
    service.saveUserSettings(app.db, request.scope, request.body),
  );
};
