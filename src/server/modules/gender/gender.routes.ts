import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { genderQuerySchema, genderResultSchema } from '../../../shared/contracts/gender';
import type { GenderService } from './gender.service';

/** `GET /api/v1/gender?full_name=` for signed-in users (forms of people). */
export function genderRoutes(gender: GenderService) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', app.authenticate);
    app.withTypeProvider<ZodTypeProvider>().get(
      '/gender',
      {
        schema: {
          tags: ['gender'],
          summary: 'Infiere el género a partir del nombre de pila ("unknown" cuando no lo sabemos)',
          security: [{ bearer: [] }],
          querystring: genderQuerySchema,
          response: { 200: genderResultSchema },
        },
      },
      (request) => gender.infer(request.query.full_name),
    );
  };
}
