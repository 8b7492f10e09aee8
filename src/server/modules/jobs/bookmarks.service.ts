import type { Kysely } from 'kysely';
import type { BookmarkPage } from '../../../shared/contracts/jobs-bookmarks';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { notFound } from '../../errors';
import { pageFrom } from '../../lib/search-text';
import { type Principal, assertCanGlobally } from '../../principal';
import { orNotFound } from '../../tenancy';
import * as repository from './bookmarks.repository';
import * as vacancies from './vacancies.repository';
import { vacanciesByIds } from './vacancies.view';

export type BookmarksService = ReturnType<typeof createBookmarksService>;

const PER_PAGE = 20;

/** A candidate's saved vacancies: only a published vacancy is saved; a saved one stays listed after it closes. */
export function createBookmarksService(deps: { db: Kysely<Database>; now: () => Date }) {
  const { db, now } = deps;
  return {
    async add(principal: Principal, vacancyId: number) {
      orNotFound(await vacancies.findPublished(db, vacancyId), 'No encontramos esa vacante.');
      assertCanGlobally(principal, 'bookmarks.manage');
      try {
        await repository.insertBookmark(db, principal.userId, vacancyId, now().toISOString());
      } catch (error) {
        // Two clicks at once: the first one saved it.
        if (!isUniqueViolation(error)) throw error;
      }
      return { message: 'Guardamos la vacante.' };
    },

    /** Only the caller's own bookmark is removed; anyone else's (or none) is a 404. */
    async remove(principal: Principal, vacancyId: number) {
      if (!(await repository.deleteBookmark(db, principal.userId, vacancyId))) throw notFound('No tenías guardada esa vacante.');
      return { message: 'Quitamos la vacante de tus guardadas.' };
    },

    async list(principal: Principal, page: number): Promise<BookmarkPage> {
      assertCanGlobally(principal, 'bookmarks.manage');
      const { rows, total } = await repository.pageOfUser(db, principal.userId, PER_PAGE, (page - 1) * PER_PAGE);
      const byId = new Map((await vacanciesByIds(db, rows.map((row) => row.vacancy_id))).map((vacancy) => [vacancy.id, vacancy]));
      const data = rows.flatMap((row) => {
        const vacancy = byId.get(row.vacancy_id);
        return vacancy ? [{ vacancy, created_at: row.created_at }] : [];
      });
      return pageFrom(data, total, page, PER_PAGE);
    },
  };
}
