import type { InfiniteData } from '@tanstack/react-query';
import type { Container, ContainerChangedEvent, ContainerPage } from '../../../../shared/contracts/containers';

/**
 * What a `container.changed` event does to the rows already on screen, before the refetch that
 * follows it lands: the moved container shows its new status, position and holds at once, and a
 * deleted one leaves. Returns the same object when nothing on screen changed (so React Query
 * does not re-render for containers no one is looking at).
 */
export function patchContainer(container: Container, event: ContainerChangedEvent): Container {
  return {
    ...container,
    status: event.status,
    position: event.position,
    holds: event.holds,
    last_movement_at: event.change === 'movement' ? event.at : container.last_movement_at,
    updated_at: event.at,
  };
}

export function applyContainerChange<P>(data: InfiniteData<ContainerPage, P> | undefined, event: ContainerChangedEvent): InfiniteData<ContainerPage, P> | undefined {
  if (!data) return data;
  let touched = false;
  const pages = data.pages.map((page) => {
    if (!page.data.some((row) => row.id === event.id)) return page;
    touched = true;
    const rows = event.change === 'deleted' ? page.data.filter((row) => row.id !== event.id) : page.data.map((row) => (row.id === event.id ? patchContainer(row, event) : row));
    return { ...page, data: rows, total: event.change === 'deleted' ? page.total - 1 : page.total };
  });
  return touched ? { ...data, pages } : data;
}

/** Rows of all pages loaded so far, without repeats (a row can shift pages between requests). */
export function flattenPages(data: InfiniteData<ContainerPage, unknown> | undefined): Container[] {
  if (!data) return [];
  const seen = new Set<number>();
  const rows: Container[] = [];
  for (const page of data.pages) {
    for (const row of page.data) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      rows.push(row);
    }
  }
  return rows;
}
