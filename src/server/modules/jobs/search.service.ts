import type { Kysely } from 'kysely';
import { zonedInstant } from '../../../shared/business-time';
import { JOB_SEARCH_PER_PAGE, type VacancyCount, type VacancyFacets, type VacancySearchPage } from '../../../shared/contracts/jobs-search';
import { type CompanyVacancyPage, VACANCY_MODALITIES, type VacancyModality, type VacancyPage, type VacancyStatus } from '../../../shared/contracts/jobs-vacancies';
import { buildJobPosting } from '../../../shared/job-posting';
import type { Database } from '../../db/schema';
import { pageFrom, queryWords } from '../../lib/search-text';
import type { Principal } from '../../principal';
import * as repository from './search.repository';
import { expandedQuery } from './search.words';
import type { VacanciesService } from './vacancies.service';
import { jobPostingSource, vacanciesByIds } from './vacancies.view';

export type JobSearchService = ReturnType<typeof createJobSearchService>;

export interface VacancyFilterInput {
  q: string;
  job_category_id?: number | undefined;
  state_id?: number | undefined;
  municipality_id?: number | undefined;
  modality?: VacancyModality | undefined;
  salary_from?: number | undefined;
  published_since?: string | undefined;
}

/**
 * Facet counts are read from a grouped scan of every matching published vacancy — at 200,000
 * vacancies a scan of 160,000 rows when no word narrows it, far above the 50 ms budget. They are
 * kept in memory per (words, municipality, salary, publication day) for FACET_TTL_MS and dropped
 * whenever this process publishes or unpublishes a vacancy; another process's change shows
 * within the TTL. The page of results itself is always read live.
 */
const FACET_TTL_MS = 60_000;
const FACET_CACHE_MAX = 500;

/** The sitemap lists at most this many (the protocol's limit per file is 50,000). */
const SITEMAP_MAX = 50_000;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The public search of published vacancies with facet counts, the counts alone, a company's and
 * a candidate's searches, the public vacancy page (with its JobPosting JSON-LD) and the sitemap.
 */
export function createJobSearchService(deps: { db: Kysely<Database>; vacancies: VacanciesService; publicUrl: string }) {
  const { db, vacancies, publicUrl } = deps;
  let names: Awaited<ReturnType<typeof repository.facetNames>> | null = null;
  const facetCache = new Map<string, { at: number; groups: Promise<repository.FacetGroup[]> }>();

  function cachedGroups(filter: repository.PublicVacancyFilter): Promise<repository.FacetGroup[]> {
    // The three facet dimensions are applied in memory: they are not part of the key.
    const key = JSON.stringify([filter.words, filter.municipality_id, filter.salary_from, filter.published_since]);
    const hit = facetCache.get(key);
    if (hit && Date.now() - hit.at < FACET_TTL_MS) return hit.groups;
    if (facetCache.size >= FACET_CACHE_MAX) facetCache.delete(facetCache.keys().next().value!);
    const groups = repository.facetGroups(db, filter);
    // A failed read is not kept.
    groups.catch(() => facetCache.delete(key));
    facetCache.set(key, { at: Date.now(), groups });
    return groups;
  }

  function filterOf(input: VacancyFilterInput): repository.PublicVacancyFilter {
    return {
      words: expandedQuery(input.q),
      job_category_id: input.job_category_id,
      state_id: input.state_id,
      municipality_id: input.municipality_id,
      modality: input.modality,
      salary_from: input.salary_from,
      // The whole day in Mexico City.
      published_since: input.published_since ? zonedInstant(input.published_since, '00:00').toISOString() : undefined,
    };
  }

  /** The total and each facet from one grouped read (search.repository facetGroups). */
  async function countsOf(filter: repository.PublicVacancyFilter): Promise<VacancyCount> {
    names ??= await repository.facetNames(db);
    const groups = await cachedGroups(filter);
    const keeps = (group: repository.FacetGroup, except?: repository.FacetDimension) =>
      (except === 'category' || filter.job_category_id === undefined || group.job_category_id === filter.job_category_id) &&
      (except === 'state' || filter.state_id === undefined || group.state_id === filter.state_id) &&
      (except === 'modality' || filter.modality === undefined || group.modality === filter.modality);
    const tally = (except: repository.FacetDimension, key: (group: repository.FacetGroup) => number | string) => {
      const counts = new Map<number | string, number>();
      for (const group of groups) if (keeps(group, except)) counts.set(key(group), (counts.get(key(group)) ?? 0) + group.count);
      return counts;
    };
    let total = 0;
    let withoutSalary = 0;
    for (const group of groups) {
      if (!keeps(group)) continue;
      total += group.count;
      if (group.without_salary) withoutSalary += group.count;
    }
    // Most vacancies first; ties by name, so the order never depends on the database's grouping.
    const byCount = <T extends { count: number; name: string }>(list: T[]) => list.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'es'));
    const facets: VacancyFacets = {
      job_category: byCount([...tally('category', (group) => group.job_category_id)].map(([id, count]) => ({ id: Number(id), name: names!.categories.get(Number(id)) ?? '', count }))),
      state: byCount([...tally('state', (group) => group.state_id)].map(([id, count]) => ({ id: Number(id), name: names!.states.get(Number(id)) ?? '', count }))),
      modality: (() => {
        const counts = tally('modality', (group) => group.modality);
        return VACANCY_MODALITIES.filter((value) => counts.has(value)).map((value) => ({ value, count: counts.get(value)! }));
      })(),
      without_salary: withoutSalary,
    };
    return { total, facets };
  }

  return {
    /** Drops the cached facet counts (a vacancy was published or unpublished). */
    invalidateCounts: () => facetCache.clear(),

    /** `GET /search/vacancies`: published only, newest publication first, with the facets. */
    async searchPublished(query: VacancyFilterInput & { page: number }): Promise<VacancySearchPage> {
      const filter = filterOf(query);
      const [ids, counts] = await Promise.all([repository.pageOfPublished(db, filter, JOB_SEARCH_PER_PAGE, (query.page - 1) * JOB_SEARCH_PER_PAGE), countsOf(filter)]);
      return { ...pageFrom(await vacanciesByIds(db, ids), counts.total, query.page, JOB_SEARCH_PER_PAGE), facets: counts.facets };
    },

    /** `POST /vacancies-count`: the total and the facets for a filter set. */
    count: (input: VacancyFilterInput) => countsOf(filterOf(input)),

    /** `GET /search/company-vacancies`: one company's vacancies, any status (vacancies.manage). */
    companyVacancies: (principal: Principal, query: { company_id: number; q: string; status?: VacancyStatus | undefined; page: number }): Promise<CompanyVacancyPage> =>
      vacancies.listOfCompany(principal, query.company_id, query),

    /** `GET /search/user-vacancies`: the caller's applied or bookmarked vacancies. */
    async userVacancies(principal: Principal, query: { q: string; kind: 'applied' | 'bookmarked'; page: number }): Promise<VacancyPage> {
      const { ids, total } = await repository.pageOfUser(db, principal.userId, query.kind, queryWords(query.q), JOB_SEARCH_PER_PAGE, (query.page - 1) * JOB_SEARCH_PER_PAGE);
      return pageFrom(await vacanciesByIds(db, ids), total, query.page, JOB_SEARCH_PER_PAGE);
    },

    /** `GET /public/vacancies/{id}`: a published vacancy and its schema.org JobPosting. */
    async publicVacancy(id: number) {
      const vacancy = await vacancies.publicVacancy(id);
      return { vacancy, json_ld: buildJobPosting(jobPostingSource(vacancy), { publicUrl }) };
    },

    /** `GET /sitemap-vacantes.xml`: every published vacancy's public page. */
    async sitemap(): Promise<string> {
      const entries = await vacancies.sitemapEntries(SITEMAP_MAX);
      const urls = entries.map(
        (entry) => `<url><loc>${escapeXml(`${publicUrl}/empleos/${entry.id}`)}</loc><lastmod>${new Date(entry.updated_at).toISOString().slice(0, 10)}</lastmod></url>`,
      );
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
    },
  };
}
