import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GRANT_TYPES, revokeRequestSchema, tokenRequestSchema, tokenResponseSchema } from '../../../shared/contracts/auth';
import { AppError } from '../../errors';
import { bearerTokenOf } from '../../plugins/auth';
import type { AuthService } from './auth.service';

/** The raw body is checked in two steps so an unknown grant_type is RFC 6749's 400, not a 422. */
const grantTypeSchema = z.looseObject({ grant_type: z.string({ error: 'El grant_type es obligatorio.' }) });

export function authRoutes(auth: AuthService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.post(
      '/oauth/token',
      {
        schema: {
          tags: ['auth'],
          summary: 'Inicia sesión (grant password) o renueva la sesión (grant refresh_token)',
          body: grantTypeSchema,
          response: { 200: tokenResponseSchema },
        },
      },
      async (request, reply) => {
        if (!(GRANT_TYPES as readonly string[]).includes(request.body.grant_type)) {
          throw new AppError('unsupported_grant_type', 'Tipo de autorización no admitido.', 400);
        }
        const body = tokenRequestSchema.parse(request.body);
        reply.header('cache-control', 'no-store');
        return auth.grant(body, request.ip);
      },
    );

    api.post(
      '/oauth/revoke',
      {
        schema: {
          tags: ['auth'],
          summary: 'Cierra la sesión: revoca el token dado o, sin cuerpo, el token de la solicitud',
          body: revokeRequestSchema.nullish(),
          response: { 200: z.object({ message: z.string() }) },
        },
      },
      async (request) => {
        const token = request.body?.token ?? bearerTokenOf(request.headers.authorization);
        if (!token) {
          throw new AppError('validation_failed', 'Indica el token a revocar.', 422, { errors: { token: ['Indica el token a revocar.'] } });
        }
        await auth.revoke(token);
        return { message: 'Sesión cerrada.' };
      },
    );
  };
}
