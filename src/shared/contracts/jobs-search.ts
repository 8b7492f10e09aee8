import { z } from 'zod';
import { idQueryFilterSchema, pageOf, pageQuerySchema, searchTextQuerySchema } from './common';
import { dateOnlySchema } from './employees';
import { SALARY_MAX, vacancyModalitySchema, vacancySchema, vacancyStatusSchema } from './jobs-vacancies';

/**
 * Vacancy search (issue 15, spec §7): `GET /api/v1/search/vacancies` (public, published only,
 * with facet counts), `POST /api/v1/vacancies-count` (the counts alone for a filter set),
 * `GET /api/v1/search/company-vacancies` (a company's own, any status) and
 * `GET /api/v1/search/user-vacancies` (the candidate's applied or bookmarked ones).
 *
 * Text: Spanish, accent- and case-insensitive, each word must begin a word of the vacancy (title,
 * category, place, description), a plural finds its singular, and a few synonyms count as the same
 * word (JOB_SEARCH_SYNONYMS).
 */

/**
 * Words that find each other: a query word that begins one of a group's words matches any word of
 * the group. Only single words (the search matches words, not phrases). Chosen for what Mexican
 * candidates type (OCC, Computrabajo) and what companies write.
 */
export const JOB_SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  ['chofer', 'conductor', 'operador', 'repartidor'],
  ['vendedor', 'ventas', 'comercial', 'ejecutivo'],
  ['programador', 'desarrollador', 'developer', 'software'],
  ['contador', 'contable', 'contabilidad'],
  ['almacenista', 'almacen', 'bodega', 'inventarios'],
  ['medico', 'doctor'],
  ['enfermero', 'enfermera', 'enfermeria'],
  ['mesero', 'mesera', 'camarero'],
  ['cajero', 'cajera', 'caja'],
  ['recepcionista', 'recepcion'],
  ['limpieza', 'intendencia', 'intendente'],
  ['remoto', 'remota', 'teletrabajo', 'homeoffice'],
  ['logistica', 'distribucion', 'trafico'],
  ['rh', 'reclutador', 'reclutamiento', 'reclutadora'],
  ['ingeniero', 'ingeniera', 'ing'],
  ['licenciado', 'licenciada', 'lic'],
  ['auxiliar', 'asistente', 'ayudante'],
  ['gerente', 'jefe', 'coordinador', 'supervisor'],
];

export const JOB_SEARCH_PER_PAGE = 20;

const salaryFromSchema = z.coerce
  .number({ error: 'El salario mínimo buscado debe ser un número.' })
  .int('El salario mínimo buscado debe ser un número entero.')
  .min(0, 'El salario mínimo buscado no puede ser negativo.')
  .max(SALARY_MAX, 'El salario mínimo buscado es demasiado grande.');

/**
 * The filters of a public search. `salary_from`: vacancies whose range reaches it (salary_max ≥
 * salary_from); vacancies without salary are left out when it is given. `published_since`: a day
 * (Mexico City), that day included.
 */
export const vacancyFiltersSchema = z.object({
  q: searchTextQuerySchema,
  job_category_id: idQueryFilterSchema('La categoría'),
  state_id: idQueryFilterSchema('El estado'),
  municipality_id: idQueryFilterSchema('El municipio'),
  modality: vacancyModalitySchema.optional(),
  salary_from: salaryFromSchema.optional(),
  published_since: dateOnlySchema.optional(),
});
export type VacancyFilters = z.input<typeof vacancyFiltersSchema>;

export const vacancySearchQuerySchema = vacancyFiltersSchema.extend({ page: pageQuerySchema });
export type VacancySearchQuery = z.input<typeof vacancySearchQuerySchema>;

const facetSchema = z.object({ id: z.number().int(), name: z.string(), count: z.number().int() });
/**
 * Counts of the matching vacancies per value of each filter, with the OTHER filters applied (a
 * facet ignores its own filter, so its other values still show what choosing them would give).
 */
export const vacancyFacetsSchema = z.object({
  job_category: z.array(facetSchema),
  state: z.array(facetSchema),
  modality: z.array(z.object({ value: vacancyModalitySchema, count: z.number().int() })),
  /** How many of the matching vacancies publish no salary. */
  without_salary: z.number().int(),
});
export type VacancyFacets = z.infer<typeof vacancyFacetsSchema>;

export const vacancySearchPageSchema = pageOf(vacancySchema).extend({ facets: vacancyFacetsSchema });
export type VacancySearchPage = z.infer<typeof vacancySearchPageSchema>;

/**
 * `POST /vacancies-count`: the same filters in a JSON body (numbers as numbers); answers the total
 * and the facets, no rows (the filter panel's live counts).
 */
export const vacancyCountInputSchema = vacancyFiltersSchema;
export const vacancyCountSchema = z.object({ total: z.number().int(), facets: vacancyFacetsSchema });
export type VacancyCount = z.infer<typeof vacancyCountSchema>;

/** `GET /search/company-vacancies`: one company's (the caller's; super admin any), any status. */
export const companyVacancySearchQuerySchema = z.object({
  company_id: idQueryFilterSchema('La empresa').pipe(z.number({ error: 'Indica la empresa (company_id).' })),
  q: searchTextQuerySchema,
  status: vacancyStatusSchema.optional(),
  page: pageQuerySchema,
});

/** `GET /search/user-vacancies`: the caller's applied (default) or bookmarked vacancies. */
export const userVacancySearchQuerySchema = z.object({
  q: searchTextQuerySchema,
  kind: z.enum(['applied', 'bookmarked'], { error: 'kind debe ser applied o bookmarked.' }).default('applied'),
  page: pageQuerySchema,
});

export const vacancyListPageSchema = pageOf(vacancySchema);
