import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, messageResponseSchema } from '../../../shared/contracts/common';
import {
  boardingInputSchema,
  boardingResultSchema,
  createPassengerInputSchema,
  createTourInputSchema,
  passengerListSchema,
  passengerSchema,
  tourListQuerySchema,
  tourPageSchema,
  tourPassengerParamsSchema,
  tourSchema,
  updatePassengerInputSchema,
  updateTourInputSchema,
  userToursSchema,
  driverAssignmentsSchema,
} from '../../../shared/contracts/parabus-tours';
import { principalOf } from '../../plugins/auth';
import { renderManifestPdf, renderTicketPdf } from './tours.pdf';
import type { ToursService } from './tours.service';

const security = [{ bearer: [] }];
const tags = ['tours'];
const pdf = { produces: ['application/pdf'], response: { 200: z.any().describe('PDF') } };

/** A file name without accents or separators, for Content-Disposition. */
const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
    .slice(0, 60) || 'tour';

/** Tours, their passengers, boarding by ticket code, the manifest and the tickets (`/api/v1`). */
export function toursRoutes(tours: ToursService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.authenticate);

    api.get(
      '/tours',
      { schema: { tags, summary: 'Tours de mis empresas (20 por página; when=upcoming|past|all, status, q)', security, querystring: tourListQuerySchema, response: { 200: tourPageSchema } } },
      (request) => tours.list(principalOf(request), request.query),
    );
    api.get(
      '/companies/:id/tours',
      { schema: { tags, summary: 'Tours de la empresa', security, params: idParamsSchema, querystring: tourListQuerySchema.omit({ company_id: true }), response: { 200: tourPageSchema } } },
      (request) => tours.listOfCompany(principalOf(request), request.params.id, request.query),
    );
    api.get(
      '/users/:id/tours',
      { schema: { tags, summary: 'Mis tours por venir como chofer (solo los propios)', security, params: idParamsSchema, response: { 200: userToursSchema } } },
      (request) => tours.ofUser(principalOf(request), request.params.id),
    );
    api.get(
      '/users/:id/driver-assignments',
      { schema: { tags, summary: 'Mis asignaciones como chofer: unidades con sus rutas y tours por venir (solo las propias)', security, params: idParamsSchema, response: { 200: driverAssignmentsSchema } } },
      (request) => tours.driverAssignments(principalOf(request), request.params.id),
    );
    api.post(
      '/tours',
      { schema: { tags, summary: 'Crea un tour (asientos: los de la unidad si no se indican)', security, body: createTourInputSchema, response: { 201: tourSchema } } },
      async (request, reply) => reply.code(201).send(await tours.create(principalOf(request), request.body)),
    );
    api.get(
      '/tours/:id',
      { schema: { tags, summary: 'Un tour', security, params: idParamsSchema, response: { 200: tourSchema } } },
      (request) => tours.get(principalOf(request), request.params.id),
    );
    api.put(
      '/tours/:id',
      { schema: { tags, summary: 'Edita un tour o cambia su estado (programado → abordando → en curso → terminado; cancelado)', security, params: idParamsSchema, body: updateTourInputSchema, response: { 200: tourSchema } } },
      (request) => tours.update(principalOf(request), request.params.id, request.body),
    );
    api.delete(
      '/tours/:id',
      { schema: { tags, summary: 'Elimina un tour sin pasajeros abordados', security, params: idParamsSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        await tours.remove(principalOf(request), request.params.id);
        return { message: 'El tour quedó eliminado.' };
      },
    );

    api.get(
      '/tours/:id/passengers',
      { schema: { tags, summary: 'Pasajeros del tour por asiento, con la ocupación', security, params: idParamsSchema, response: { 200: passengerListSchema } } },
      (request) => tours.passengers(principalOf(request), request.params.id),
    );
    api.post(
      '/tours/:id/passengers',
      { schema: { tags, summary: 'Agrega un pasajero (asiento libre; el primero libre si no se indica)', security, params: idParamsSchema, body: createPassengerInputSchema, response: { 201: passengerSchema } } },
      async (request, reply) => reply.code(201).send(await tours.addPassenger(principalOf(request), request.params.id, request.body)),
    );
    api.put(
      '/tours/:id/passengers/:passengerId',
      { schema: { tags, summary: 'Edita un pasajero (cancelarlo libera su asiento)', security, params: tourPassengerParamsSchema, body: updatePassengerInputSchema, response: { 200: passengerSchema } } },
      (request) => tours.updatePassenger(principalOf(request), request.params.id, request.params.passengerId, request.body),
    );
    api.delete(
      '/tours/:id/passengers/:passengerId',
      { schema: { tags, summary: 'Quita un pasajero del tour', security, params: tourPassengerParamsSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        await tours.removePassenger(principalOf(request), request.params.id, request.params.passengerId);
        return { message: 'El pasajero quedó eliminado del tour.' };
      },
    );
    api.post(
      '/tours/:id/boardings',
      { schema: { tags, summary: 'Aborda un pasajero por el código de su boleto (QR escaneado o escrito)', security, params: idParamsSchema, body: boardingInputSchema, response: { 200: boardingResultSchema } } },
      (request) => tours.board(principalOf(request), request.params.id, request.body.ticket_code),
    );

    api.get(
      '/tours/:id/manifest',
      { schema: { tags, summary: 'Manifiesto de pasajeros en PDF', security, params: idParamsSchema, ...pdf } },
      async (request, reply) => {
        const printable = await tours.printable(principalOf(request), request.params.id);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="manifiesto-${slug(printable.tour.name)}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(renderManifestPdf(printable));
      },
    );
    api.get(
      '/tours/:id/passengers/:passengerId/ticket',
      { schema: { tags, summary: 'Boleto del pasajero en PDF, con el código QR que se escanea al abordar', security, params: tourPassengerParamsSchema, ...pdf } },
      async (request, reply) => {
        const { passenger, ...printable } = await tours.ticket(principalOf(request), request.params.id, request.params.passengerId);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="boleto-${slug(printable.tour.name)}-asiento-${passenger.seat ?? 'sin'}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(await renderTicketPdf(printable, passenger));
      },
    );
  };
}
