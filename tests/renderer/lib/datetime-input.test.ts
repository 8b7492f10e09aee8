import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from '../../../src/renderer/lib/datetime-input';

describe('datetime-local fields in the terminal zone (Mexico City, UTC−6)', () => {
  it('shows an instant as Mexico City wall time, whatever the computer zone', () => {
    expect(toLocalInput('2026-11-23T16:30:00.000Z')).toBe('2026-11-23T10:30');
    expect(toLocalInput('2026-11-23T03:05:00.000Z')).toBe('2026-11-22T21:05');
  });

  it('reads the field back as the same instant', () => {
    expect(fromLocalInput('2026-11-23T10:30')).toBe('2026-11-23T16:30:00.000Z');
    expect(fromLocalInput(toLocalInput('2026-07-01T00:00:00.000Z'))).toBe('2026-07-01T00:00:00.000Z');
  });

  it('treats blanks and nonsense as none', () => {
    expect(toLocalInput(null)).toBe('');
    expect(toLocalInput('not a date')).toBe('');
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('2026-13-45T99:99')).toBeNull();
  });
});
