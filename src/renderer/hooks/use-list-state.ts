import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list screen's state (search text, filters, page), by key. The defaults give each key its
 * kind: a string, a number (ids and pages: positive integers), a boolean, or null for an optional
 * id (a positive integer in the URL, anything else read as text).
 */
export type ListState = Record<string, string | number | boolean | null>;

/** `{ q: '', page: 1, drivers: false }` types as `{ q: string; page: number; drivers: boolean }`, not its literals. */
export type Widen<T extends ListState> = {
  [K in keyof T]: T[K] extends string ? string : T[K] extends number ? number : T[K] extends boolean ? boolean : T[K];
};

export interface SetListStateOptions {
  /** Add a history entry (Back returns here) instead of replacing the current one. */
  push?: boolean;
}

/**
 * A filter read from the address as one of its allowed values, or null: a hand-edited or stale
 * address (`?status=borrado`) filters nothing instead of sending the server a value it refuses.
 */
export function oneOf<T extends string>(values: readonly T[], value: string): T | null {
  return (values as readonly string[]).includes(value) ? (value as T) : null;
}

const POSITIVE_INTEGER = /^[1-9][0-9]{0,15}$/;

function parseValue(raw: string, fallback: ListState[string]): ListState[string] {
  if (typeof fallback === 'string') return raw;
  if (typeof fallback === 'number') return POSITIVE_INTEGER.test(raw) ? Number(raw) : fallback;
  if (typeof fallback === 'boolean') return raw === 'true' || raw === '1' ? true : raw === 'false' || raw === '0' ? false : fallback;
  if (POSITIVE_INTEGER.test(raw)) return Number(raw);
  return raw.trim() ? raw : null;
}

/** The state a URL holds: each key of the defaults read from the query string, the default when missing or malformed. */
export function parseListState<T extends ListState>(params: URLSearchParams, defaults: T): T {
  const state: ListState = { ...defaults };
  for (const key of Object.keys(defaults)) {
    const raw = params.get(key);
    if (raw !== null) state[key] = parseValue(raw, defaults[key]!);
  }
  return state as T;
}

/**
 * The query string for a state: a key at its default is left out (a fresh list has a clean
 * address), and parameters the list does not own are kept as they were.
 */
export function serializeListState<T extends ListState>(state: T, defaults: T, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of Object.keys(defaults)) {
    const value = state[key];
    if (value === defaults[key] || value === null || value === '') params.delete(key);
    else params.set(key, String(value));
  }
  return params;
}

/**
 * The state after a change. Changing what is listed (search, a filter) goes back to the first
 * page: the old page number may not exist in the new results.
 */
export function nextListState<T extends ListState>(current: T, patch: Partial<T>, defaults: T): T {
  const next = { ...current, ...patch };
  const narrowed = Object.keys(patch).some((key) => key !== 'page' && patch[key] !== current[key]);
  if ('page' in defaults && narrowed && !('page' in patch)) (next as ListState).page = defaults.page!;
  return next;
}

/**
 * A list's search, filters and page kept in the address (`?q=jose&page=2`), so Back from a
 * record, a reload or a shared link shows the same list. Changes replace the history entry
 * unless `{ push: true }` (typing must not leave a trail of entries to go Back through).
 *
 * The screen reads a copy held in React state: the router applies address changes in a
 * transition, and a text field bound to it straight would lag behind the keyboard. The address
 * wins whenever it changes from outside (Back/Forward, a link to the bare list).
 *
 *     const [state, setState] = useListState({ q: '', page: 1, department: null as number | null });
 */
export function useListState<D extends ListState>(defaults: D): [Widen<D>, (patch: Partial<Widen<D>>, options?: SetListStateOptions) => void] {
  type T = Widen<D>;
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // The defaults are read once: callers pass a literal, which is a new object every render.
  const defaultsRef = useRef(defaults as T);
  const [state, setLocal] = useState(() => parseListState(params, defaultsRef.current));
  const stateRef = useRef(state);
  const paramsRef = useRef(params);
  paramsRef.current = params;
  const written = useRef(search);

  useEffect(() => {
    if (search === written.current) return;
    written.current = search;
    const fromAddress = parseListState(new URLSearchParams(search), defaultsRef.current);
    stateRef.current = fromAddress;
    setLocal(fromAddress);
  }, [search]);

  const setState = useCallback(
    (patch: Partial<T>, options: SetListStateOptions = {}) => {
      const next = nextListState(stateRef.current, patch, defaultsRef.current);
      stateRef.current = next;
      setLocal(next);
      const nextParams = serializeListState(next, defaultsRef.current, paramsRef.current);
      written.current = nextParams.toString();
      setParams(nextParams, { replace: !options.push });
    },
    [setParams],
  );

  return [state, setState];
}
