import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BookmarkPage } from '../../../../shared/contracts/jobs-bookmarks';
import { api } from '../../../lib/api-client';

/** Every bookmark read starts with this key: a toggle refreshes them all. */
export const bookmarksKey = ['jobs', 'bookmarks'] as const;

/** `GET /api/v1/bookmarks`: the caller's saved vacancies, newest first (20 a page). */
export async function getBookmarks(page: number): Promise<BookmarkPage> {
  const { data } = await api.jobBoard.get<BookmarkPage>('/api/v1/bookmarks', { params: { page } });
  return data;
}

export const getBookmarksQueryOptions = (page: number) => queryOptions({ queryKey: [...bookmarksKey, 'page', page], queryFn: () => getBookmarks(page) });

export function useBookmarks(page: number) {
  return useQuery({ ...getBookmarksQueryOptions(page), placeholderData: keepPreviousData });
}

/** Enough for any real candidate; the toggle of a vacancy beyond it reads "Guardar" and saving again is no change on the server. */
const BOOKMARK_PAGES_READ = 10;

/**
 * The ids of every saved vacancy, for the search cards' toggles (a search result does not say
 * whether the caller saved it). Reads the pages one after another, up to 200 bookmarks.
 */
export async function getBookmarkedIds(): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; page <= BOOKMARK_PAGES_READ; page += 1) {
    const result = await getBookmarks(page);
    ids.push(...result.data.map((bookmark) => bookmark.vacancy.id));
    if (page >= result.last_page) break;
  }
  return ids;
}

export const getBookmarkedIdsQueryOptions = () => queryOptions({ queryKey: [...bookmarksKey, 'ids'], queryFn: getBookmarkedIds, select: (ids: number[]) => new Set(ids) });

export function useBookmarkedIds(enabled = true) {
  return useQuery({ ...getBookmarkedIdsQueryOptions(), enabled });
}
