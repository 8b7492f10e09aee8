import { z } from 'zod';
import { idSchema, pageOf } from './common';
import { searchQuerySchema } from './search';

/**
 * Reference catalogue of Mexico (INEGI, Marco Geoestadístico): the 32 states (entidades
 * federativas) and their municipalities (and Mexico City's alcaldías). Public: no bearer.
 *
 * Ids are INEGI's own keys as numbers, so they never change between databases or re-imports:
 * a state's id is its cve_ent (Querétaro "22" → 22) and a municipality's id is its cvegeo
 * (Querétaro, Qro. "22014" → 22014).
 */
export const stateSchema = z.object({
  id: z.number().int(),
  /** INEGI clave de entidad, two digits ("09"). */
  cve_ent: z.string(),
  /** Name as INEGI writes it ("Veracruz de Ignacio de la Llave"). */
  name: z.string(),
  /** INEGI abbreviation ("Ver."). */
  abbreviation: z.string(),
});
export type State = z.infer<typeof stateSchema>;

/** `GET /api/v1/states`: every state, by cve_ent. */
export const stateListSchema = z.array(stateSchema);
export type StateList = z.infer<typeof stateListSchema>;

export const municipalitySchema = z.object({
  id: z.number().int(),
  state_id: z.number().int(),
  /** INEGI clave de entidad ("22"). */
  cve_ent: z.string(),
  /** INEGI clave de municipio within its state, three digits ("014"). */
  cve_mun: z.string(),
  /** cve_ent + cve_mun ("22014"). */
  cvegeo: z.string(),
  name: z.string(),
});
export type Municipality = z.infer<typeof municipalitySchema>;

/** `GET /api/v1/states/{id}/municipalities`: all of a state's municipalities, by name. */
export const municipalityListSchema = z.array(municipalitySchema);
export type MunicipalityList = z.infer<typeof municipalityListSchema>;

/** A search hit carries its state's name, for lists that mix states ("León, Guanajuato"). */
export const municipalitySearchItemSchema = municipalitySchema.extend({ state_name: z.string() });
export type MunicipalitySearchItem = z.infer<typeof municipalitySearchItemSchema>;

export const MUNICIPALITIES_PER_PAGE = 20;

/**
 * `GET /api/v1/search/municipalities?q&state_id&page`: accent- and case-insensitive ("leon"
 * finds "León"); every word of `q` must begin a word of the name; names that start with the
 * text come first. Blank `q` lists them all (of the state, when `state_id` is given).
 */
export const municipalitySearchQuerySchema = searchQuerySchema.extend({ state_id: idSchema.optional() });
export type MunicipalitySearchQuery = z.input<typeof municipalitySearchQuerySchema>;

export const municipalitySearchPageSchema = pageOf(municipalitySearchItemSchema);
export type MunicipalitySearchPage = z.infer<typeof municipalitySearchPageSchema>;
