import type { CompiledQuery } from 'kysely';
import { parsePgTimestamp } from '../../db/database';
import type { TrackRow } from './tracks';

/**
 * A compiled read of a unit's reports (repository `trackQuery`, tenant scope included) and the
 * shape its rows come in, so that whoever runs it — this thread or a thinning worker — turns
 * them into TrackRows the same way.
 * - `packed: false` (SQLite): one row per report, `[latitude, longitude, device_time, speed_kmh, bearing]`.
 * - `packed: true` (PostgreSQL): one row per UTC hour holding the hour's reports as one text,
 *   `lat,lon,time,speed,bearing,lat,lon,…` oldest first, each value written by PostgreSQL's own
 *   output function (what the wire carries for it in a row) and an absent speed or bearing empty.
 *   pg's JavaScript row parser was the cold replay's cost (172,800 rows of five typed fields for
 *   ten unit-days); 24 rows a unit-day and one `split` are far cheaper for the same values.
 */
export interface TrackQuery {
  compiled: CompiledQuery;
  packed: boolean;
}

/** Values per report in a packed row. */
const PACKED_FIELDS = 5;

/** A packed value as pg parses that column's text: float8 with `parseFloat`, as pg-types does. */
const numberOrNull = (text: string): number | null => (text === '' ? null : parseFloat(text));

/**
 * The rows of a `TrackQuery` (as `rawRows` gives them) as TrackRows, oldest first. A packed row
 * gives the very values the row-per-report read gives: the same text through the same parsers
 * (`parseFloat`, and `parsePgTimestamp`, the pool's timestamptz parser).
 */
export function trackRowsOf(rows: unknown[][], packed: boolean): TrackRow[] {
  if (!packed) {
    return rows.map((row) => ({ latitude: row[0] as number, longitude: row[1] as number, device_time: row[2] as string, speed_kmh: row[3] as number | null, bearing: row[4] as number | null }));
  }
  const reports: TrackRow[] = [];
  for (const row of rows) {
    // Numbers and timestamps are never written with a comma, so the split is unambiguous.
    const fields = (row[0] as string).split(',');
    if (fields.length % PACKED_FIELDS !== 0) throw new Error(`trackRowsOf(): a packed hour has ${fields.length} values, not ${PACKED_FIELDS} per report`);
    for (let i = 0; i < fields.length; i += PACKED_FIELDS) {
      reports.push({
        latitude: parseFloat(fields[i]!),
        longitude: parseFloat(fields[i + 1]!),
        device_time: parsePgTimestamp(fields[i + 2]!),
        speed_kmh: numberOrNull(fields[i + 3]!),
        bearing: numberOrNull(fields[i + 4]!),
      });
    }
  }
  return reports;
}
