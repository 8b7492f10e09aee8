import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ContainerCategory, ContainerPage, ContainerStatus, LoadStatus } from '../../../../shared/contracts/containers';
import { api } from '../../../lib/api-client';

/** The table's filters; blank ones are not sent. */
export interface ContainerFilters {
  companyId: number;
  /** Number prefix ("MSCU12"), part of it with 4+ characters ("305438"), line or vessel. */
  q: string;
  status: ContainerStatus | null;
  loadStatus: LoadStatus | null;
  category: ContainerCategory | null;
  shippingLine: string;
  block: string;
  onHold: boolean;
  /** Archived containers only (otherwise active ones only). */
  archived?: boolean;
  sort: ContainerSort;
}

export type ContainerSort = 'number' | '-number' | 'updated_at' | '-updated_at' | 'arrived_at' | '-arrived_at';

/** Rows per request: a screenful several times over, small enough to answer fast. */
export const CONTAINER_TABLE_PAGE_SIZE = 100;

export function containerSearchParams(filters: ContainerFilters, page: number) {
  return {
    q: filters.q.trim() || undefined,
    page,
    per_page: CONTAINER_TABLE_PAGE_SIZE,
    company_id: filters.companyId,
    status: filters.status ?? undefined,
    load_status: filters.loadStatus ?? undefined,
    category: filters.category ?? undefined,
    shipping_line: filters.shippingLine.trim() || undefined,
    block: filters.block.trim() || undefined,
    on_hold: filters.onHold ? 'true' : undefined,
    archived: filters.archived ? 'true' : undefined,
    sort: filters.sort,
  };
}

/**
 * `GET /api/v1/search/containers?q&page&per_page&company_id&status&load_status&category&shipping_line&block&on_hold&archived&sort`:
 * one page of the company's containers, filtered and ordered by the server.
 */
export async function searchContainers(filters: ContainerFilters, page: number): Promise<ContainerPage> {
  const { data } = await api.main.get<ContainerPage>('/api/v1/search/containers', { params: containerSearchParams(filters, page) });
  return data;
}

export const containersListKey = ['containers', 'list'] as const;

export const searchContainersQueryOptions = (filters: ContainerFilters) =>
  infiniteQueryOptions({
    queryKey: [...containersListKey, filters],
    queryFn: ({ pageParam }) => searchContainers(filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
  });

/** The pages scrolled so far; the table asks for the next one near the end. */
export function useSearchContainers(filters: ContainerFilters) {
  return useInfiniteQuery({ ...searchContainersQueryOptions(filters), placeholderData: keepPreviousData });
}
