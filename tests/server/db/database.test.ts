import { describe, expect, it } from 'vitest';
import { dialectOf, parsePgTimestamp, sqliteFileOf } from '../../../src/server/db/database';

describe('database helpers', () => {
  it('reads PostgreSQL timestamps into ISO 8601 UTC', () => {
    expect(parsePgTimestamp('2026-11-22 10:59:26.123+00')).toBe('2026-11-22T10:59:26.123Z');
    expect(parsePgTimestamp('2026-11-22 04:59:26+05:30')).toBe('2026-11-21T23:29:26.000Z');
    expect(parsePgTimestamp('2026-11-22 10:59:26.5-06')).toBe('2026-11-22T16:59:26.500Z');
    // The UTC fast path agrees with the Date round trip, fractions of every length included.
    for (const value of ['2026-11-22 10:59:26+00', '2026-11-22 10:59:26.1+00', '2026-11-22 10:59:26.12+00', '2026-11-22 10:59:26.123456+00', '1999-01-01 00:00:00.999999+00']) {
      expect(parsePgTimestamp(value), value).toBe(new Date(value.replace(' ', 'T').replace(/\+00$/, 'Z')).toISOString());
    }
  });

  it('tells the dialect and the SQLite file from DATABASE_URL', () => {
    expect(dialectOf('postgres://u@h/db')).toBe('postgres');
    expect(dialectOf('postgresql://u@h/db')).toBe('postgres');
    expect(dialectOf('sqlite:./data/x.sqlite')).toBe('sqlite');
    expect(sqliteFileOf('sqlite::memory:')).toBe(':memory:');
    expect(sqliteFileOf('sqlite:/tmp/a.sqlite')).toBe('/tmp/a.sqlite');
    expect(sqliteFileOf('file:///tmp/b.sqlite')).toBe('/tmp/b.sqlite');
  });
});
