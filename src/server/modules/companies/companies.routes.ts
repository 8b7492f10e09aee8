import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, messageResponseSchema } from '../../../shared/contracts/common';
import {
  companyAuthorizeInputSchema,
  companyDetailSchema,
  companyListQuerySchema,
  companyPageSchema,
  companyVerifiedInputSchema,
  createCompanyInputSchema,
  topCompaniesSchema,
  updateCompanyInputSchema,
} from '../../../shared/contracts/companies';
import { companiesDirectoryPageSchema, companiesDirectoryQuerySchema, companySearchPageSchema, searchQuerySchema } from '../../../shared/contracts/search';
import { principalOf } from '../../plugins/auth';
import type { CompaniesService } from './companies.service';

const security = [{ bearer: [] }];
const tags = ['companies'];

export function companiesRoutes(companies: CompaniesService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.authenticate);

    api.get(
      '/companies',
      {
        schema: {
          tags,
          summary: 'Mis empresas (todas para el superadministrador), por nombre; q busca por nombre o RFC, y se filtra por sector, estado y banderas',
          security,
          querystring: companyListQuerySchema,
          response: { 200: companyPageSchema },
        },
      },
      (request) => companies.listCompanies(principalOf(request), request.query),
    );

    api.post(
      '/companies',
      {
        schema: {
          tags,
          summary: 'Da de alta una empresa (superadministrador); empieza sin verificar ni autorizar',
          security,
          body: createCompanyInputSchema,
          response: { 201: companyDetailSchema },
        },
      },
      async (request, reply) => reply.code(201).send(await companies.createCompany(principalOf(request), request.body)),
    );

    api.get(
      '/companies/:id',
      {
        schema: {
          tags,
          summary: 'Una empresa (solo si el usuario pertenece a ella)',
          security,
          params: idParamsSchema,
          response: { 200: companyDetailSchema },
        },
      },
      (request) => companies.getCompanyDetail(principalOf(request), request.params.id),
    );

    api.put(
      '/companies/:id',
      {
        schema: {
          tags,
          summary: 'Edita los datos de una empresa (superadministrador o administrador de la empresa)',
          security,
          params: idParamsSchema,
          body: updateCompanyInputSchema,
          response: { 200: companyDetailSchema },
        },
      },
      (request) => companies.updateCompany(principalOf(request), request.params.id, request.body),
    );

    api.delete(
      '/companies/:id',
      {
        schema: {
          tags,
          summary: 'Elimina una empresa con sus departamentos y empleados (superadministrador)',
          security,
          params: idParamsSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        await companies.deleteCompany(principalOf(request), request.params.id);
        return { message: 'La empresa quedó eliminada.' };
      },
    );

    api.post(
      '/companies/:id/verified',
      {
        schema: {
          tags,
          summary: 'Marca o desmarca la empresa como verificada (superadministrador)',
          security,
          params: idParamsSchema,
          body: companyVerifiedInputSchema,
          response: { 200: companyDetailSchema },
        },
      },
      (request) => companies.setFlag(principalOf(request), request.params.id, 'verified', request.body.verified_company),
    );

    api.post(
      '/companies/:id/authorize',
      {
        schema: {
          tags,
          summary: 'Autoriza o retira la autorización de la empresa (superadministrador)',
          security,
          params: idParamsSchema,
          body: companyAuthorizeInputSchema,
          response: { 200: companyDetailSchema },
        },
      },
      (request) => companies.setFlag(principalOf(request), request.params.id, 'authorized', request.body.is_authorized),
    );

    api.get(
      '/search/companies',
      {
        schema: {
          tags: ['search'],
          summary: 'Busca entre mis empresas por nombre, razón social o RFC (sin importar acentos ni mayúsculas)',
          security,
          querystring: searchQuerySchema,
          response: { 200: companySearchPageSchema },
        },
      },
      (request) => companies.searchCompanies(principalOf(request), request.query.q, request.query.page),
    );
  };
}

/** Public calls: no bearer. Only authorized companies appear, with what a directory shows. */
export function publicCompaniesRoutes(companies: CompaniesService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/top-companies',
      { schema: { tags, summary: 'Empresas destacadas del directorio (públicas)', response: { 200: topCompaniesSchema } } },
      () => companies.topCompanies(),
    );

    api.get(
      '/search/companies-directory',
      {
        schema: {
          tags: ['search'],
          summary: 'Directorio público de empresas autorizadas (verificadas primero), por sector y estado',
          querystring: companiesDirectoryQuerySchema,
          response: { 200: companiesDirectoryPageSchema },
        },
      },
      (request) => companies.searchDirectory(request.query),
    );
  };
}
