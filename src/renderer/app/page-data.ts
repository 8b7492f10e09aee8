import type { QueryClient } from '@tanstack/react-query';
import type { CompaniesDirectoryPage } from '../../shared/contracts/search';
import { getStatesQueryOptions } from '../api/get-states';
import { getBusinessSectorsQueryOptions } from '../features/directory/api/get-business-sectors';
import { searchCompaniesDirectoryQueryOptions } from '../features/directory/api/search-companies-directory';
import { paths } from '../lib/paths';

/**
 * Public pages the server renders with their data (issue 18: search engines, link previews and
 * a phone's first paint get the list itself, not its loading state). For each, the queries its
 * first render makes — the very options its components use, so the keys match and the browser
 * hydrates from the data the server rendered instead of asking again — and a sample of that data
 * for the web build, which renders the page with it once to inline the CSS the data's markup uses.
 *
 * Only the page without a query string: filters in the address are a different first render.
 */
interface PageData {
  prefetch(queryClient: QueryClient): Promise<unknown>[];
  /** Sample answers of those queries for the build (no database there), every optional field set. */
  sample(queryClient: QueryClient): void;
}

/** What the directory shows first: no search, no filter, page 1 (directory-page.tsx). */
const firstDirectoryPage = searchCompaniesDirectoryQueryOptions({ q: '', page: 1, businessSectorId: null, stateId: null });

const SAMPLE_DIRECTORY: CompaniesDirectoryPage = {
  data: [1, 2, 3].map((id) => ({
    id,
    name: `Empresa de muestra ${id}`,
    business_sector: { id: 1, name: 'Logística', is_transport: false },
    state_id: 1,
    municipality_id: null,
    address: null,
    phone: '+52 55 0000 0000',
    email: 'contacto@example.com',
    website: 'https://example.com',
    logo_path: id === 1 ? null : '/icons/icon-192.png',
    banners: [],
    landing_text: 'Texto de muestra de la página pública de la empresa.',
    verified_company: true,
  })),
  current_page: 1,
  last_page: 2,
  per_page: 3,
  total: 6,
};

const PAGE_DATA = new Map<string, PageData>([
  [
    paths.directory,
    {
      prefetch: (queryClient) => [
        queryClient.prefetchQuery(getStatesQueryOptions()),
        queryClient.prefetchQuery(getBusinessSectorsQueryOptions()),
        queryClient.prefetchQuery(firstDirectoryPage),
      ],
      sample(queryClient) {
        queryClient.setQueryData(getStatesQueryOptions().queryKey, [{ id: 1, cve_ent: '01', name: 'Aguascalientes', abbreviation: 'Ags.' }]);
        queryClient.setQueryData(getBusinessSectorsQueryOptions().queryKey, [{ id: 1, name: 'Logística', is_transport: false }]);
        queryClient.setQueryData(firstDirectoryPage.queryKey, SAMPLE_DIRECTORY);
      },
    },
  ],
]);

/** Whether the server renders `pathname` with its data. */
export function rendersWithData(pathname: string): boolean {
  return PAGE_DATA.has(pathname);
}

/** Runs the page's first queries into `queryClient` (failures stay out: the browser asks again). */
export async function prefetchPageData(pathname: string, queryClient: QueryClient): Promise<void> {
  await Promise.all(PAGE_DATA.get(pathname)?.prefetch(queryClient) ?? []);
}

export function samplePageData(pathname: string, queryClient: QueryClient): void {
  PAGE_DATA.get(pathname)?.sample(queryClient);
}
