import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from '../../../../src/renderer/features/containers/components/datetime-input';

describe('datetime-local fields and ISO instants', () => {
  it('round-trips an instant through the field in the browser zone', () => {
    const iso = '2026-11-23T16:30:00.000Z';
    const local = toLocalInput(iso);
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromLocalInput(local)).toBe(iso);
  });

  it('treats blanks and nonsense as none', () => {
    expect(toLocalInput(null)).toBe('');
    expect(toLocalInput('not a date')).toBe('');
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('2026-13-45T99:99')).toBeNull();
  });
});
