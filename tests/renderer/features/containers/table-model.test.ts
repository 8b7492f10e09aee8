import { describe, expect, it } from 'vitest';
import { compareValues, isTypingTarget, moveSelection, nextSort, reselect, sortRows } from '../../../../src/renderer/features/containers/components/table-model';
import { toServerSort } from '../../../../src/renderer/features/containers/components/container-sort';

describe('keyboard selection in the operators table', () => {
  it('selects the first row on the first key down, the last on up or End', () => {
    expect(moveSelection(-1, 'ArrowDown', 10, 5)).toBe(0);
    expect(moveSelection(-1, 'Home', 10, 5)).toBe(0);
    expect(moveSelection(-1, 'ArrowUp', 10, 5)).toBe(9);
    expect(moveSelection(-1, 'End', 10, 5)).toBe(9);
  });

  it('moves one row with the arrows and stops at the ends', () => {
    expect(moveSelection(3, 'ArrowDown', 10, 5)).toBe(4);
    expect(moveSelection(3, 'ArrowUp', 10, 5)).toBe(2);
    expect(moveSelection(9, 'ArrowDown', 10, 5)).toBe(9);
    expect(moveSelection(0, 'ArrowUp', 10, 5)).toBe(0);
  });

  it('moves a screenful (less one row, to keep context) with Page Up/Down, clamped', () => {
    expect(moveSelection(0, 'PageDown', 100, 11)).toBe(10);
    expect(moveSelection(95, 'PageDown', 100, 11)).toBe(99);
    expect(moveSelection(5, 'PageUp', 100, 11)).toBe(0);
    expect(moveSelection(0, 'PageDown', 100, 1)).toBe(1);
  });

  it('selects nothing in an empty table', () => {
    expect(moveSelection(-1, 'ArrowDown', 0, 10)).toBe(-1);
    expect(moveSelection(4, 'End', 0, 10)).toBe(-1);
  });

  it('keeps the selection on the same record when rows change under it', () => {
    const rows = [{ id: 7 }, { id: 3 }, { id: 9 }];
    expect(reselect(rows, 3, (row) => row.id)).toBe(1);
    expect(reselect([{ id: 9 }, { id: 3 }], 3, (row) => row.id)).toBe(1);
    expect(reselect(rows, 42, (row) => row.id)).toBe(-1);
    expect(reselect(rows, null, (row) => row.id)).toBe(-1);
  });

  it('lets / reach the search box only when the user is not typing', () => {
    expect(isTypingTarget({ tagName: 'input' })).toBe(true);
    expect(isTypingTarget({ tagName: 'TEXTAREA' })).toBe(true);
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: true })).toBe(true);
    expect(isTypingTarget({ tagName: 'DIV' })).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});

describe('sorting', () => {
  it('cycles a header through ascending, descending and off', () => {
    const first = nextSort(null, 'number');
    expect(first).toEqual({ key: 'number', direction: 'asc' });
    const second = nextSort(first, 'number');
    expect(second).toEqual({ key: 'number', direction: 'desc' });
    expect(nextSort(second, 'number')).toBeNull();
    expect(nextSort(second, 'arrived_at')).toEqual({ key: 'arrived_at', direction: 'asc' });
  });

  it('sorts numbers inside text naturally, ignores case, keeps blanks last both ways', () => {
    const rows = [{ v: 'b10' }, { v: null }, { v: 'B2' }, { v: 'a' }];
    expect(sortRows(rows, { key: 'v', direction: 'asc' }, (row) => row.v).map((row) => row.v)).toEqual(['a', 'B2', 'b10', null]);
    expect(sortRows(rows, { key: 'v', direction: 'desc' }, (row) => row.v).map((row) => row.v)).toEqual(['b10', 'B2', 'a', null]);
    expect(compareValues(2, 10, 'asc')).toBeLessThan(0);
  });

  it('is stable and leaves the server order alone without a sort', () => {
    const rows = [{ id: 1, v: 'x' }, { id: 2, v: 'x' }, { id: 3, v: 'a' }];
    expect(sortRows(rows, { key: 'v', direction: 'asc' }, (row) => row.v).map((row) => row.id)).toEqual([3, 1, 2]);
    expect(sortRows(rows, null, (row) => row.v).map((row) => row.id)).toEqual([1, 2, 3]);
  });

  it('sends the server the sort it knows, descending with a minus, number by default', () => {
    expect(toServerSort(null)).toBe('number');
    expect(toServerSort({ key: 'number', direction: 'desc' })).toBe('-number');
    expect(toServerSort({ key: 'arrived_at', direction: 'asc' })).toBe('arrived_at');
    expect(toServerSort({ key: 'updated_at', direction: 'desc' })).toBe('-updated_at');
    expect(toServerSort({ key: 'shipping_line', direction: 'asc' })).toBe('number');
  });
});
