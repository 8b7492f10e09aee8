import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedInstant } from '../../../../src/shared/business-time';
import { JOB_SEARCH_PER_PAGE } from '../../../../src/shared/contracts/jobs-search';
import { searchTermRows } from '../../../../src/server/modules/jobs/vacancies.repository';
import { expandedQuery } from '../../../../src/server/modules/jobs/search.words';
import { type TestApp, createTestApp } from '../../../helpers/test-app';

/**
 * The public search's plan (term rows carrying the filter columns, one UNION ALL range per
 * alternative, facets counted on the same entries) against a brute-force answer over a random
 * board: the page's ids in order, the total and every facet count, for random words (plurals,
 * synonyms, prefixes shared by several words of one vacancy) and random filters.
 */
let t: TestApp;

// A seeded generator, so a failure is reproducible.
let seed = 20261203;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

const WORDS = ['chofer', 'choferes', 'conductor', 'operador', 'ingeniero', 'ingenieria', 'vendedor', 'ventas', 'almacen', 'bodega', 'logistica', 'analista', 'sistemas', 'soporte', 'turno', 'noche'];
const QUERIES = ['chofer', 'conductores', 'ingenier', 'ingenieros', 'ventas', 'almacen logistica', 'analista sistemas', 'soporte noche', 'log', 'operador turno', 'bodega', 'programador'];
const MODALITIES = ['on_site', 'hybrid', 'remote'] as const;

interface Seeded {
  id: number;
  words: string[];
  job_category_id: number;
  state_id: number;
  municipality_id: number;
  modality: string;
  salary_min: number | null;
  salary_max: number | null;
  published_at: string;
}
const board: Seeded[] = [];
const DAY = 86_400_000;
const now = Date.UTC(2026, 11, 3, 18);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await db.deleteFrom('vacancies').execute();
  for (let i = 0; i < 160; i++) {
    const words = Array.from({ length: 3 + Math.floor(random() * 4) }, () => pick(WORDS));
    const searchText = words.join(' ');
    const state = 1 + Math.floor(random() * 3);
    const noSalary = random() < 0.25;
    const salaryMin = noSalary ? null : 8_000 + Math.floor(random() * 20) * 1_000;
    const values = {
      job_category_id: 1 + Math.floor(random() * 4),
      state_id: state,
      municipality_id: state * 1000 + 1 + Math.floor(random() * 2),
      modality: pick(MODALITIES),
      salary_min: salaryMin,
      salary_max: salaryMin === null ? null : salaryMin + Math.floor(random() * 3) * 2_000,
      // Some share an instant: the order falls back to the id.
      published_at: new Date(now - Math.floor(random() * 40) * DAY).toISOString(),
    };
    // One in five is not published: never found.
    const status = random() < 0.2 ? pick(['draft', 'paused', 'closed']) : 'published';
    const { id } = await db
      .insertInto('vacancies')
      .values({
        company_id: 1 + 2 * (i % 2),
        title: searchText,
        description: 'Descripción.',
        requirements: '',
        schedule: 'L-V',
        employment_type: 'full_time',
        benefits: '',
        openings: 1,
        closes_on: '2099-12-31',
        status,
        rejection_reason: null,
        search_text: searchText,
        closed_at: null,
        created_by: null,
        ...values,
        published_at: status === 'published' ? values.published_at : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (status !== 'published') continue;
    await db.insertInto('vacancy_search_terms').values(searchTermRows(id, { search_text: searchText, ...values })).execute();
    board.push({ id, words, ...values });
  }
});
afterAll(() => t.close());

interface Filter {
  q: string;
  job_category_id?: number;
  state_id?: number;
  municipality_id?: number;
  modality?: string;
  salary_from?: number;
  published_since?: string;
}

/** The brute-force answer: every vacancy of the board checked one by one. */
function expected(filter: Filter) {
  const query = expandedQuery(filter.q);
  const since = filter.published_since ? zonedInstant(filter.published_since, '00:00').toISOString() : undefined;
  const matches = (vacancy: Seeded, except?: 'category' | 'state' | 'modality') =>
    query.every((alternatives) => alternatives.some((alternative) => vacancy.words.some((word) => word.startsWith(alternative)))) &&
    (except === 'category' || filter.job_category_id === undefined || vacancy.job_category_id === filter.job_category_id) &&
    (except === 'state' || filter.state_id === undefined || vacancy.state_id === filter.state_id) &&
    (except === 'modality' || filter.modality === undefined || vacancy.modality === filter.modality) &&
    (filter.municipality_id === undefined || vacancy.municipality_id === filter.municipality_id) &&
    (filter.salary_from === undefined || (vacancy.salary_max !== null && vacancy.salary_max >= filter.salary_from)) &&
    (since === undefined || new Date(vacancy.published_at) >= new Date(since));
  const found = board.filter((vacancy) => matches(vacancy)).sort((a, b) => b.published_at.localeCompare(a.published_at) || b.id - a.id);
  const tally = (except: 'category' | 'state' | 'modality', key: (vacancy: Seeded) => number | string) => {
    const counts: Record<string, number> = {};
    for (const vacancy of board) if (matches(vacancy, except)) counts[key(vacancy)] = (counts[key(vacancy)] ?? 0) + 1;
    return counts;
  };
  return {
    ids: found.map((vacancy) => vacancy.id),
    total: found.length,
    category: tally('category', (vacancy) => vacancy.job_category_id),
    state: tally('state', (vacancy) => vacancy.state_id),
    modality: tally('modality', (vacancy) => vacancy.modality),
    without_salary: found.filter((vacancy) => vacancy.salary_min === null && vacancy.salary_max === null).length,
  };
}

function randomFilter(): Filter {
  const filter: Filter = { q: random() < 0.85 ? pick(QUERIES) : '' };
  if (random() < 0.3) filter.job_category_id = 1 + Math.floor(random() * 4);
  if (random() < 0.3) filter.state_id = 1 + Math.floor(random() * 3);
  if (filter.state_id !== undefined && random() < 0.4) filter.municipality_id = filter.state_id * 1000 + 1 + Math.floor(random() * 2);
  if (random() < 0.3) filter.modality = pick(MODALITIES);
  if (random() < 0.25) filter.salary_from = 10_000 + Math.floor(random() * 15) * 1_000;
  if (random() < 0.25) filter.published_since = new Date(now - Math.floor(random() * 30) * DAY).toISOString().slice(0, 10);
  return filter;
}

const asCounts = (list: { count: number }[], key: (item: never) => number | string) => Object.fromEntries(list.map((item) => [String(key(item as never)), item.count]));

describe('public search against a brute-force answer', () => {
  it('gives the same pages, total and facet counts for 60 random searches', async () => {
    let nonEmpty = 0;
    for (let k = 0; k < 60; k++) {
      const filter = randomFilter();
      const want = expected(filter);
      if (want.total > 0) nonEmpty++;
      const params = new URLSearchParams(Object.entries(filter).map(([key, value]) => [key, String(value)]));
      for (const page of [1, 2]) {
        const response = await t.app.inject({ method: 'GET', url: `/api/v1/search/vacancies?${params}&page=${page}` });
        expect(response.statusCode, response.body).toBe(200);
        const body = response.json() as {
          data: { id: number }[];
          total: number;
          facets: { job_category: { id: number; count: number }[]; state: { id: number; count: number }[]; modality: { value: string; count: number }[]; without_salary: number };
        };
        const label = JSON.stringify({ filter, page });
        expect(body.data.map((vacancy) => vacancy.id), label).toEqual(want.ids.slice((page - 1) * JOB_SEARCH_PER_PAGE, page * JOB_SEARCH_PER_PAGE));
        expect(body.total, label).toBe(want.total);
        expect(asCounts(body.facets.job_category, (item: { id: number }) => item.id), label).toEqual(want.category);
        expect(asCounts(body.facets.state, (item: { id: number }) => item.id), label).toEqual(want.state);
        expect(asCounts(body.facets.modality, (item: { value: string }) => item.value), label).toEqual(want.modality);
        expect(body.facets.without_salary, label).toBe(want.without_salary);
      }
    }
    // The random searches are not all empty answers.
    expect(nonEmpty).toBeGreaterThan(20);
  });
});
