import { describe, expect, it } from 'vitest';
import { parseListState, serializeListState } from '../../../../src/renderer/hooks/use-list-state';
import { SEARCH_DEFAULTS, type SearchState, activeFilterCount, clearedFilters, daysAgo, searchQueryOf } from '../../../../src/renderer/features/jobs/components/vacancy-filters';

const read = (search: string) => parseListState(new URLSearchParams(search), SEARCH_DEFAULTS) as SearchState;
const now = new Date('2026-11-24T18:00:00Z');

describe('the search address ⇄ the API query', () => {
  it('reads every filter from the address and sends it as the API names it', () => {
    const state = read('q=ingeniero+logistica&job_category_id=3&state_id=14&municipality_id=39&modality=remote&salary_from=15000&since=7&page=2');
    expect(searchQueryOf(state, now)).toEqual({
      q: 'ingeniero logistica',
      job_category_id: '3',
      state_id: '14',
      municipality_id: '39',
      modality: 'remote',
      salary_from: 15000,
      published_since: '2026-11-17',
      page: 2,
    });
    expect(activeFilterCount(state)).toBe(6);
  });

  it('a fresh search has a clean address and sends only the page', () => {
    expect(serializeListState(SEARCH_DEFAULTS, SEARCH_DEFAULTS).toString()).toBe('');
    expect(searchQueryOf(read(''), now)).toEqual({ page: 1 });
    expect(activeFilterCount(read(''))).toBe(0);
  });

  it('writes a state back to the same address it reads (a shared link gives the same search)', () => {
    const state = read('q=chofer&state_id=14&modality=hybrid&since=30');
    const again = read(serializeListState(state, SEARCH_DEFAULTS).toString());
    expect(again).toEqual(state);
  });

  it('drops what the screen does not offer instead of sending a search the server refuses', () => {
    const state = read('modality=espacial&since=400&job_category_id=abc&salary_from=-5&municipality_id=39');
    expect(searchQueryOf(state, now)).toEqual({ page: 1 });
    expect(activeFilterCount(state)).toBe(0);
  });

  it('a municipality counts only with its state', () => {
    expect(searchQueryOf(read('municipality_id=39'), now).municipality_id).toBeUndefined();
    expect(searchQueryOf(read('state_id=14&municipality_id=39'), now).municipality_id).toBe('39');
  });

  it('trims the words and leaves out blank ones', () => {
    expect(searchQueryOf(read('q=++'), now).q).toBeUndefined();
    expect(searchQueryOf(read('q=+chofer+'), now).q).toBe('chofer');
  });

  it('«Limpiar filtros» clears every filter and keeps the words', () => {
    const state = { ...read('q=chofer&state_id=14&municipality_id=39&modality=remote&salary_from=8000&since=3&job_category_id=2'), ...clearedFilters };
    expect(activeFilterCount(state)).toBe(0);
    expect(state.q).toBe('chofer');
  });
});

describe('daysAgo', () => {
  it('counts days in Mexico City, not UTC', () => {
    // 02:00 UTC on the 25th is still the 24th in Mexico City (UTC−6).
    expect(daysAgo(1, new Date('2026-11-25T02:00:00Z'))).toBe('2026-11-23');
    expect(daysAgo(0, new Date('2026-11-25T07:00:00Z'))).toBe('2026-11-25');
  });
});
