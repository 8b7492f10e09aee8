import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companySchema } from '../../../shared/contracts/companies';
import { idParamsSchema, messageResponseSchema } from '../../../shared/contracts/common';
import {
  assignRolesInputSchema,
  currentUserSchema,
  deleteUserQuerySchema,
  publicRegisteredUsersSchema,
  registeredUsersStatsSchema,
  updateUserInputSchema,
  userSchema,
  userVerifiedInputSchema,
} from '../../../shared/contracts/users';
import { readFile } from 'node:fs/promises';
import { invalid, notFound } from '../../errors';
import { imageTypeOf } from '../../lib/file-storage';
import { jsonOnce, sendJsonText } from '../../lib/json-once';
import { principalOf } from '../../plugins/auth';
import type { UsersService } from './users.service';

export function usersRoutes(users: UsersService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.authenticate);
    const security = [{ bearer: [] }];

    api.get(
      '/user',
      { schema: { tags: ['users'], summary: 'El usuario de la sesión', security, response: { 200: currentUserSchema } } },
      // The hottest read of the API: a cached profile leaves synchronously, as text serialized once.
      (request, reply) => {
        const principal = principalOf(request);
        const cached = users.cachedCurrentUser(principal.userId);
        if (cached) return sendJsonText(reply, jsonOnce(currentUserSchema, cached));
        return users.currentUser(principal).then((profile) => sendJsonText(reply, jsonOnce(currentUserSchema, profile)));
      },
    );

    api.get(
      '/users/:id',
      { schema: { tags: ['users'], summary: 'Un usuario', security, params: idParamsSchema, response: { 200: userSchema } } },
      (request) => users.getUser(principalOf(request), request.params.id),
    );

    api.put(
      '/users/:id',
      {
        schema: {
          tags: ['users'],
          summary: 'Edita nombre y apellidos',
          security,
          params: idParamsSchema,
          body: updateUserInputSchema,
          response: { 200: userSchema },
        },
      },
      (request) => users.updateUser(principalOf(request), request.params.id, request.body),
    );

    api.delete(
      '/users/:id',
      {
        schema: {
          tags: ['users'],
          summary: 'Cierra una cuenta',
          security,
          params: idParamsSchema,
          querystring: deleteUserQuerySchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        await users.deleteUser(principalOf(request), request.params.id, request.query.reason);
        return { message: 'La cuenta quedó cerrada.' };
      },
    );

    api.post(
      '/users/:id/photo',
      {
        schema: {
          tags: ['users'],
          summary: 'Sube la foto de perfil (multipart, campo "photo": PNG, JPEG o WebP, hasta 2 MiB)',
          consumes: ['multipart/form-data'],
          security,
          params: idParamsSchema,
          response: { 200: userSchema },
        },
      },
      async (request) => {
        const file = await request.file();
        if (!file || file.fieldname !== 'photo') {
          throw invalid('validation_failed', 'Adjunta la foto en el campo "photo".', { photo: ['Adjunta una imagen.'] });
        }
        return users.setPhoto(principalOf(request), request.params.id, await file.toBuffer());
      },
    );

    api.delete(
      '/users/:id/photo',
      { schema: { tags: ['users'], summary: 'Quita la foto de perfil', security, params: idParamsSchema, response: { 200: userSchema } } },
      (request) => users.removePhoto(principalOf(request), request.params.id),
    );

    api.post(
      '/users/:id/verified',
      {
        schema: {
          tags: ['users'],
          summary: 'Marca o desmarca el perfil como verificado',
          security,
          params: idParamsSchema,
          body: userVerifiedInputSchema,
          response: { 200: userSchema },
        },
      },
      (request) => users.setProfileVerified(principalOf(request), request.params.id, request.body.verified_profile),
    );

    api.post(
      '/users/:id/assign-roles',
      {
        schema: {
          tags: ['users'],
          summary: 'Reemplaza los roles de un usuario',
          security,
          params: idParamsSchema,
          body: assignRolesInputSchema,
          response: { 200: userSchema },
        },
      },
      (request) => users.assignRoles(principalOf(request), request.params.id, request.body),
    );

    api.get(
      '/users/:id/companies',
      {
        schema: {
          tags: ['companies'],
          summary: 'Empresas de un usuario',
          security,
          params: idParamsSchema,
          response: { 200: z.array(companySchema) },
        },
      },
      (request) => users.companiesOfUser(principalOf(request), request.params.id),
    );

  };
}

/**
 * `GET /statistics/registered-users`: with a bearer token (then it must be valid), the signed-in
 * statistics (totals and months; super admin: the platform, company admin: their companies);
 * without one, the public counts by role that the public pages show.
 */
export function registeredUsersStatisticsRoutes(users: UsersService) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/statistics/registered-users',
      {
        onRequest: (request, reply, done) => (request.headers.authorization ? app.authenticate(request, reply, done) : done()),
        schema: {
          tags: ['users'],
          summary: 'Usuarios registrados: con sesión, totales y por mes; sin sesión, cuántos hay por rol (público)',
          security: [{ bearer: [] }, {}],
          response: { 200: z.union([registeredUsersStatsSchema, publicRegisteredUsersSchema]) },
        },
      },
      (request) => (request.principal ? users.registeredUsersStats(request.principal) : users.publicRegisteredUsers()),
    );
  };
}

/** Profile photos by their generated names; public like an avatar URL, cached forever. */
export function profilePhotoRoutes(users: UsersService) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/media/profile-photos/:name',
      { schema: { tags: ['users'], summary: 'Una foto de perfil', params: z.object({ name: z.string().max(64) }) } },
      async (request, reply) => {
        const file = users.photoFile(request.params.name);
        if (!file) throw notFound('No encontramos esa foto.');
        let content: Buffer;
        try {
          content = await readFile(file);
        } catch {
          throw notFound('No encontramos esa foto.');
        }
        const type = imageTypeOf(content);
        return reply
          .type(type?.mime ?? 'application/octet-stream')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .send(content);
      },
    );
  };
}
