/**
 * The logic of the keyboard-driven operators' table, kept apart from React so it can be tested:
 * sorting rows by a column, and where the selection goes for each key.
 */

export type SortDirection = 'asc' | 'desc';

export interface SortState<K extends string = string> {
  key: K;
  direction: SortDirection;
}

type Sortable = string | number | null | undefined;

const collator = new Intl.Collator('es-MX', { numeric: true, sensitivity: 'base' });

/** Compares two cell values; empty values always go last whatever the direction. */
export function compareValues(a: Sortable, b: Sortable, direction: SortDirection): number {
  const emptyA = a === null || a === undefined || a === '';
  const emptyB = b === null || b === undefined || b === '';
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1;
  const order = typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
  return direction === 'asc' ? order : -order;
}

/** A stable sort of `rows` by the value `valueOf` reads; null sort keeps the server's order. */
export function sortRows<T, K extends string>(rows: readonly T[], sort: SortState<K> | null, valueOf: (row: T, key: K) => Sortable): T[] {
  if (!sort) return [...rows];
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => compareValues(valueOf(a.row, sort.key), valueOf(b.row, sort.key), sort.direction) || a.index - b.index)
    .map(({ row }) => row);
}

/** A click on a header: a new column sorts ascending, the same column flips, a third click clears. */
export function nextSort<K extends string>(current: SortState<K> | null, key: K): SortState<K> | null {
  if (!current || current.key !== key) return { key, direction: 'asc' };
  if (current.direction === 'asc') return { key, direction: 'desc' };
  return null;
}

export type NavigationKey = 'ArrowDown' | 'ArrowUp' | 'PageDown' | 'PageUp' | 'Home' | 'End';
export const NAVIGATION_KEYS: readonly string[] = ['ArrowDown', 'ArrowUp', 'PageDown', 'PageUp', 'Home', 'End'];

/**
 * The row selected after a navigation key. `selected` -1 means none yet: the first key selects
 * the first row (or the last for End/ArrowUp). `pageSize` is how many rows fit on screen.
 */
export function moveSelection(selected: number, key: NavigationKey, rowCount: number, pageSize: number): number {
  if (rowCount <= 0) return -1;
  const last = rowCount - 1;
  const page = Math.max(1, pageSize - 1);
  if (selected < 0) return key === 'End' || key === 'ArrowUp' ? last : 0;
  switch (key) {
    case 'ArrowDown':
      return Math.min(last, selected + 1);
    case 'ArrowUp':
      return Math.max(0, selected - 1);
    case 'PageDown':
      return Math.min(last, selected + page);
    case 'PageUp':
      return Math.max(0, selected - page);
    case 'Home':
      return 0;
    case 'End':
      return last;
  }
}

/** Whether `/` should jump to the search box: not while the user is typing somewhere. */
export function isTypingTarget(target: { tagName?: string; isContentEditable?: boolean } | null): boolean {
  if (!target) return false;
  const tag = target.tagName?.toUpperCase();
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || Boolean(target.isContentEditable);
}

/** Keeps the selection on the same record when the rows change (a live update, a new sort). */
export function reselect<T>(rows: readonly T[], selectedKey: string | number | null, keyOf: (row: T) => string | number): number {
  if (selectedKey === null) return -1;
  return rows.findIndex((row) => keyOf(row) === selectedKey);
}
