import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '../../../shared/contracts/common';
import {
  antiBotChallengeSchema,
  companyContactInputSchema,
  contactInputSchema,
  contactResponseSchema,
  mailingListInputSchema,
} from '../../../shared/contracts/contact';
import type { AntiBotService } from '../anti-bot/anti-bot.service';
import type { ContactService } from './contact.service';

export function contactRoutes(contact: ContactService, antiBot: AntiBotService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/challenge',
      {
        schema: {
          tags: ['contact'],
          summary: 'Un reto anti-bot (prueba de trabajo ALTCHA v2) para los formularios públicos',
          response: { 200: antiBotChallengeSchema },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return antiBot.createChallenge();
      },
    );

    api.post(
      '/contact',
      {
        schema: { tags: ['contact'], summary: 'Formulario de contacto', body: contactInputSchema, response: { 201: contactResponseSchema } },
      },
      async (request, reply) => reply.status(201).send(await contact.contact(request.body, request.ip)),
    );

    api.post(
      '/company-contact',
      {
        schema: {
          tags: ['contact'],
          summary: 'Contacto de una empresa interesada',
          body: companyContactInputSchema,
          response: { 201: contactResponseSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await contact.companyContact(request.body, request.ip)),
    );

    api.post(
      '/mailing-list',
      {
        schema: {
          tags: ['contact'],
          summary: 'Suscripción a novedades',
          body: mailingListInputSchema,
          response: { 200: messageResponseSchema },
        },
      },
      (request) => contact.subscribe(request.body),
    );
  };
}
