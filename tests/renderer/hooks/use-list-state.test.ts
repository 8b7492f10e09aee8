import { describe, expect, it } from 'vitest';
import { nextListState, oneOf, parseListState, serializeListState } from '../../../src/renderer/hooks/use-list-state';

const defaults = { q: '', page: 1, department: null as number | null, drivers: false };
const read = (query: string) => parseListState(new URLSearchParams(query), defaults);

describe('parseListState: a list state from the address', () => {
  it('reads each key by the kind of its default', () => {
    expect(read('q=jos%C3%A9+p%C3%A9rez&page=3&department=12&drivers=true')).toEqual({ q: 'josé pérez', page: 3, department: 12, drivers: true });
  });

  it('gives the defaults for a bare address', () => {
    expect(read('')).toEqual(defaults);
  });

  it('falls back to the default for a malformed number or flag, never NaN or a negative page', () => {
    expect(read('page=abc&drivers=quizá')).toEqual(defaults);
    expect(read('page=-2').page).toBe(1);
    expect(read('page=0').page).toBe(1);
    expect(read('page=2.5').page).toBe(1);
  });

  it('reads an optional key as an id when it is one, text otherwise, and blank as null', () => {
    expect(read('department=7').department).toBe(7);
    expect(read('department=ventas').department).toBe('ventas');
    expect(read('department=').department).toBeNull();
  });
});

describe('serializeListState: the address for a list state', () => {
  it('leaves out keys at their default, so a fresh list has a clean address', () => {
    expect(serializeListState(defaults, defaults).toString()).toBe('');
    expect(serializeListState({ ...defaults, q: 'ana', page: 2 }, defaults).toString()).toBe('q=ana&page=2');
  });

  it('keeps parameters the list does not own and drops a cleared filter', () => {
    const base = new URLSearchParams('tab=import&department=4');
    expect(serializeListState({ ...defaults, department: null }, defaults, base).toString()).toBe('tab=import');
  });

  it('round-trips through parse', () => {
    const state = { q: 'Núñez & hijos', page: 4, department: 9, drivers: true };
    expect(parseListState(serializeListState(state, defaults), defaults)).toEqual(state);
  });
});

describe('nextListState: a change to the list', () => {
  const onPage3 = { ...defaults, q: 'ana', page: 3 };

  it('goes back to the first page when the search or a filter changes', () => {
    expect(nextListState(onPage3, { q: 'anab' }, defaults)).toEqual({ ...onPage3, q: 'anab', page: 1 });
    expect(nextListState(onPage3, { drivers: true }, defaults).page).toBe(1);
  });

  it('keeps the page when only the page, or nothing, changes', () => {
    expect(nextListState(onPage3, { page: 4 }, defaults).page).toBe(4);
    expect(nextListState(onPage3, { q: 'ana' }, defaults).page).toBe(3);
  });

  it('leaves lists without pages alone', () => {
    const noPages = { shift: null as number | null };
    expect(nextListState({ shift: 2 }, { shift: 5 }, noPages)).toEqual({ shift: 5 });
  });
});

describe('oneOf', () => {
  it('reads a filter as one of its values, anything else as no filter', () => {
    const STATUSES = ['active', 'inactive'] as const;
    expect(oneOf(STATUSES, 'active')).toBe('active');
    expect(oneOf(STATUSES, 'borrado')).toBeNull();
    expect(oneOf(STATUSES, '')).toBeNull();
  });
});
