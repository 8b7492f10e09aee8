import type { ContainerSort } from '../api/search-containers';
import type { SortState } from './table-model';

/** Columns the server can order the whole list by (the others would only sort what is loaded). */
export const SERVER_SORTABLE = ['number', 'arrived_at', 'updated_at'] as const;
export type ServerSortable = (typeof SERVER_SORTABLE)[number];

/** The table's sort → the server's `sort` (`-` for descending); no sort is by number. */
export function toServerSort(sort: SortState | null): ContainerSort {
  if (!sort || !(SERVER_SORTABLE as readonly string[]).includes(sort.key)) return 'number';
  return (sort.direction === 'desc' ? `-${sort.key}` : sort.key) as ContainerSort;
}
