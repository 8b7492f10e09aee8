import { VACANCY_MODALITIES, type VacancyModality } from '../../../../shared/contracts/jobs-vacancies';
import type { VacancySearchQuery } from '../../../../shared/contracts/jobs-search';
import { oneOf } from '../../../hooks/use-list-state';

/**
 * The search screen's state as it lives in the address (`?q=chofer&state_id=14&since=7`), so a
 * search is shareable and Back returns to it. Names follow the API's where they mean the same;
 * "published since" is kept as a number of days back (`since=7`), not a day, so a shared link
 * still means "the last week" tomorrow.
 */
export const SEARCH_DEFAULTS = {
  q: '',
  job_category_id: null as number | null,
  state_id: null as number | null,
  municipality_id: null as number | null,
  modality: '',
  salary_from: null as number | null,
  since: null as number | null,
  page: 1,
};
export type SearchState = {
  q: string;
  job_category_id: number | null;
  state_id: number | null;
  municipality_id: number | null;
  modality: string;
  salary_from: number | null;
  since: number | null;
  page: number;
};

/** The choices of "Publicada desde" (days back), as job boards offer them. */
export const SINCE_OPTIONS = [
  { days: 1, label: 'Últimas 24 horas' },
  { days: 3, label: 'Últimos 3 días' },
  { days: 7, label: 'Última semana' },
  { days: 15, label: 'Últimos 15 días' },
  { days: 30, label: 'Último mes' },
] as const;

/** The steps of "Salario desde" (monthly gross pesos). */
export const SALARY_OPTIONS = [5_000, 8_000, 10_000, 15_000, 20_000, 30_000, 50_000] as const;

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

/** The Mexico City day `days` days before `now` (YYYY-MM-DD), the API's `published_since`. */
export function daysAgo(days: number, now: Date = new Date()): string {
  const then = new Date(now.getTime() - days * 86_400_000);
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City', year: 'numeric', month: '2-digit', day: '2-digit' }).format(then);
}

/**
 * The API query for a state read from the address. Values the screen does not offer (a
 * hand-edited `modality=espacial`, `since=400`, a municipality without its state) are dropped
 * instead of sent: the server would refuse the whole search.
 */
export function searchQueryOf(state: SearchState, now: Date = new Date()): VacancySearchQuery {
  const query: VacancySearchQuery = { page: state.page };
  const q = state.q.trim();
  if (q) query.q = q;
  if (isId(state.job_category_id)) query.job_category_id = String(state.job_category_id);
  if (isId(state.state_id)) {
    query.state_id = String(state.state_id);
    if (isId(state.municipality_id)) query.municipality_id = String(state.municipality_id);
  }
  const modality = oneOf<VacancyModality>(VACANCY_MODALITIES, state.modality);
  if (modality) query.modality = modality;
  if (isId(state.salary_from) && state.salary_from <= 1_000_000) query.salary_from = state.salary_from;
  if (isId(state.since) && SINCE_OPTIONS.some((option) => option.days === state.since)) query.published_since = daysAgo(state.since, now);
  return query;
}

/** How many filters (not the words, not the page) are on: the badge on the phone's «Filtros» button. */
export function activeFilterCount(state: SearchState): number {
  const query = searchQueryOf(state);
  return ['job_category_id', 'state_id', 'municipality_id', 'modality', 'salary_from', 'published_since'].filter((key) => query[key as keyof VacancySearchQuery] !== undefined).length;
}

/** Every filter off, the words kept (the «Limpiar filtros» button). */
export const clearedFilters: Partial<SearchState> = { job_category_id: null, state_id: null, municipality_id: null, modality: '', salary_from: null, since: null };
