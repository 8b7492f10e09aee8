import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, messageResponseSchema } from '../../../shared/contracts/common';
import { bookmarkListQuerySchema, bookmarkPageSchema } from '../../../shared/contracts/jobs-bookmarks';
import { courseSchema, createCourseInputSchema, profileSchema, updateProfileInputSchema, updateProfileSoftSkillsInputSchema } from '../../../shared/contracts/jobs-profile';
import { principalOf } from '../../plugins/auth';
import type { BookmarksService } from './bookmarks.service';
import type { ProfilesService } from './profiles.service';

const security = [{ bearer: [] }];
const tags = ['jobs'];

/** The candidate's own profile, courses and bookmarks (`/api/v1`, signed in as final_user). */
export function candidatesRoutes(profiles: ProfilesService, bookmarks: BookmarksService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.authenticate);

    api.get('/profile', { schema: { tags, summary: 'Mi perfil de candidato, con su porcentaje de avance', security, response: { 200: profileSchema } } }, (request) => profiles.get(principalOf(request)));
    api.put(
      '/profile',
      { schema: { tags, summary: 'Actualiza mi perfil de candidato (las listas se reemplazan completas)', security, body: updateProfileInputSchema, response: { 200: profileSchema } } },
      (request) => profiles.update(principalOf(request), request.body),
    );
    api.put(
      '/profile/soft-skills',
      { schema: { tags, summary: 'Reemplaza mis habilidades blandas', security, body: updateProfileSoftSkillsInputSchema, response: { 200: profileSchema } } },
      (request) => profiles.setSoftSkills(principalOf(request), request.body.soft_skill_ids),
    );
    api.get('/professional-courses', { schema: { tags, summary: 'Mis cursos profesionales', security, response: { 200: z.array(courseSchema) } } }, (request) => profiles.courses(principalOf(request)));
    api.post(
      '/professional-courses',
      { schema: { tags, summary: 'Agrega un curso profesional a mi perfil', security, body: createCourseInputSchema, response: { 201: courseSchema } } },
      async (request, reply) => reply.code(201).send(await profiles.addCourse(principalOf(request), request.body)),
    );
    api.delete(
      '/professional-courses/:id',
      { schema: { tags, summary: 'Borra uno de mis cursos', security, params: idParamsSchema, response: { 200: messageResponseSchema } } },
      (request) => profiles.deleteCourse(principalOf(request), request.params.id),
    );

    api.post(
      '/vacancies/:id/bookmark',
      { schema: { tags, summary: 'Guarda una vacante publicada', security, params: idParamsSchema, response: { 200: messageResponseSchema } } },
      (request) => bookmarks.add(principalOf(request), request.params.id),
    );
    api.delete(
      '/bookmark-vacancy/:id',
      { schema: { tags, summary: 'Quita una vacante de mis guardadas (id: el de la vacante)', security, params: idParamsSchema, response: { 200: messageResponseSchema } } },
      (request) => bookmarks.remove(principalOf(request), request.params.id),
    );
    api.get(
      '/bookmarks',
      { schema: { tags, summary: 'Mis vacantes guardadas, las más recientes primero', security, querystring: bookmarkListQuerySchema, response: { 200: bookmarkPageSchema } } },
      (request) => bookmarks.list(principalOf(request), request.query.page),
    );
  };
}
