import { z } from 'zod';
import { pageOf, pageQuerySchema } from './common';
import { vacancySchema } from './jobs-vacancies';

/**
 * Bookmarks (vacantes guardadas; spec §7): `POST /api/v1/vacancies/{id}/bookmark`,
 * `DELETE /api/v1/bookmark-vacancy/{id}` (the VACANCY's id: the screen knows the vacancy, not a
 * bookmark row) and `GET /api/v1/bookmarks` (the caller's, newest first). Any signed-in user may
 * keep them; only published vacancies can be bookmarked, and a bookmark outlives the vacancy's
 * publication (the list shows its status).
 */
export const bookmarkSchema = z.object({ vacancy: vacancySchema, created_at: z.string() });
export const bookmarkPageSchema = pageOf(bookmarkSchema);
export type BookmarkPage = z.infer<typeof bookmarkPageSchema>;
export const bookmarkListQuerySchema = z.object({ page: pageQuerySchema });
