import { z } from 'zod';
import { pageOf } from './common';
import { searchQuerySchema } from './search';

/**
 * Tags (`/tags-api/v1/search/tags`, also `/api/v1/search/tags`) and searched terms
 * (`/api/v1/search/terms`). Both are public and platform-wide; the search is accent- and
 * case-insensitive.
 */
export const tagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
});
export type Tag = z.infer<typeof tagSchema>;

export const TAGS_PER_PAGE = 20;

/** `GET …/search/tags?q&page`: every word of `q` begins a word of the tag; tags starting with it first. */
export const tagSearchQuerySchema = searchQuerySchema;
export type TagSearchQuery = z.input<typeof tagSearchQuerySchema>;

export const tagPageSchema = pageOf(tagSchema);
export type TagPage = z.infer<typeof tagPageSchema>;

/** A searched term and how many different clients searched it (one client's repeats count once). */
export const searchTermSchema = z.object({ term: z.string(), count: z.number().int() });
export type SearchTerm = z.infer<typeof searchTermSchema>;

/** At most this many suggestions come back. */
export const TERM_SUGGESTIONS = 10;

/** `GET /api/v1/search/terms?q`: the terms most clients searched that start with (or contain) the text. */
export const termSearchQuerySchema = searchQuerySchema.pick({ q: true });
export type TermSearchQuery = z.input<typeof termSearchQuerySchema>;

export const termSuggestionsSchema = z.object({ data: z.array(searchTermSchema) });
export type TermSuggestions = z.infer<typeof termSuggestionsSchema>;

/** `POST /api/v1/search/terms` `{ term }`: records the search and answers the suggestions for it. */
export const recordTermInputSchema = z.strictObject({
  term: z
    .string({ error: 'El término de búsqueda es obligatorio.' })
    .trim()
    .min(1, 'El término de búsqueda es obligatorio.')
    .max(100, 'El término de búsqueda no puede tener más de 100 caracteres.'),
});
export type RecordTermInput = z.input<typeof recordTermInputSchema>;

/** The recorded term (as it will be suggested) and suggestions for it, the term itself excluded. */
export const recordTermResultSchema = z.object({ term: searchTermSchema, suggestions: z.array(searchTermSchema) });
export type RecordTermResult = z.infer<typeof recordTermResultSchema>;
