/** The job board's search page (its screen is the vacancies feature's). */
export const SUPEREMPLEOS_SEARCH_PATH = '/superempleos/vacantes';

/** The search page with words and/or a category (what the landing's search box and category tiles open). */
export function searchPathFor(filters: { q?: string; job_category_id?: number }): string {
  const params = new URLSearchParams();
  const words = filters.q?.trim();
  if (words) params.set('q', words);
  if (filters.job_category_id) params.set('job_category_id', String(filters.job_category_id));
  const query = params.toString();
  return query ? `${SUPEREMPLEOS_SEARCH_PATH}?${query}` : SUPEREMPLEOS_SEARCH_PATH;
}

