import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/contracts/common';
import { companySchema } from '../../../shared/contracts/companies';
import { principalOf } from '../../plugins/auth';
import type { CompaniesService } from './companies.service';

export function companiesRoutes(companies: CompaniesService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.authenticate);

    api.get(
      '/companies/:id',
      {
        schema: {
          tags: ['companies'],
          summary: 'Una empresa (solo si el usuario pertenece a ella)',
          security: [{ bearer: [] }],
          params: idParamsSchema,
          response: { 200: companySchema },
        },
      },
      (request) => companies.getCompany(principalOf(request), request.params.id),
    );
  };
}
