import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, messageResponseSchema } from '../../../shared/contracts/common';
import {
  registerConfirmationInputSchema,
  registerInputSchema,
  registerResponseSchema,
  resendConfirmationInputSchema,
  resetPasswordEmailQuerySchema,
  resetPasswordInputSchema,
  updatePasswordInputSchema,
} from '../../../shared/contracts/users';
import { principalOf } from '../../plugins/auth';
import type { AccountsService } from './accounts.service';

export function accountsRoutes(accounts: AccountsService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.post(
      '/register',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Registra una cuenta: responde el id del registro (igual para cualquier correo) y envía el código por correo',
          body: registerInputSchema,
          response: { 201: registerResponseSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await accounts.register(request.body, request.ip)),
    );

    api.post(
      '/register/:id/confirmation',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Confirma el correo con el código de 6 dígitos del registro {id}',
          params: idParamsSchema,
          body: registerConfirmationInputSchema,
          response: { 200: messageResponseSchema },
        },
      },
      (request) => accounts.confirmRegistration(request.params.id, request.body),
    );

    api.post(
      '/register/:id/resend',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Envía un código nuevo para el registro {id}',
          params: idParamsSchema,
          body: resendConfirmationInputSchema.nullish(),
          response: { 200: messageResponseSchema },
        },
      },
      (request) => accounts.resendConfirmation(request.params.id, request.body?.service ?? 'main'),
    );

    api.get(
      '/reset-password-email',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Envía un enlace para restablecer la contraseña',
          querystring: resetPasswordEmailQuerySchema,
          response: { 200: messageResponseSchema },
        },
      },
      (request) => accounts.requestPasswordReset(request.query.email, request.query.service, request.ip),
    );

    api.post(
      '/reset-password',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Restablece la contraseña con el enlace recibido',
          body: resetPasswordInputSchema,
          response: { 200: messageResponseSchema },
        },
      },
      (request) => accounts.resetPassword(request.body, request.ip),
    );

    api.put(
      '/update-password',
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['accounts'],
          summary: 'Cambia la contraseña de la sesión',
          security: [{ bearer: [] }],
          body: updatePasswordInputSchema,
          response: { 200: messageResponseSchema },
        },
      },
      (request) => accounts.updatePassword(principalOf(request), request.body),
    );
  };
}
