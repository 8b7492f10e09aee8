import type { CompiledQuery } from 'kysely';
import type { TrackRow } from './tracks';

/**
 * A compiled read of a unit's reports (repository `trackQuery`, tenant scope included) and the
 * shape its rows come in, so that whoever runs it — this thread or a thinning worker — turns
 * them into TrackRows the same way.
 * - `packed: false` (SQLite): one row per report, `[latitude, longitude, device_time, speed_kmh, bearing]`.
 * - `packed: true` (PostgreSQL): one row per UTC hour holding the hour's reports as the inside of
 *   a flat JSON array, `lat,lon,"time",speed,bearing,lat,…` oldest first: the numbers as
 *   PostgreSQL writes them (the text the wire carries for them in a row), the time already in ISO
 *   8601 UTC, an absent speed or bearing `null`. pg's JavaScript row parser was the cold replay's
 *   cost (172,800 rows of five typed fields for ten unit-days); 24 rows a unit-day read by V8's
 *   JSON parser, which turns the numbers into doubles natively, are far cheaper for the same values.
 */
export interface TrackQuery {
  compiled: CompiledQuery;
  packed: boolean;
}

/** Values per report in a packed row. */
const PACKED_FIELDS = 5;
const QUOTE = 34;

/**
 * A packed hour's values. JSON has no NaN or Infinity and float8 does (ingest takes a tracker's
 * "1e999" as a number): an hour holding one is read value by value, as pg would have read each
 * (`parseFloat`, what pg-types registers for float8). Numbers and times never hold a comma.
 */
function valuesOf(packed: string): unknown[] {
  try {
    return JSON.parse(`[${packed}]`) as unknown[];
  } catch {
    return packed.split(',').map((value) => (value === 'null' ? null : value.charCodeAt(0) === QUOTE ? value.slice(1, -1) : parseFloat(value)));
  }
}

/**
 * The rows of a `TrackQuery` (as `rawRows` gives them) as TrackRows, oldest first. A packed row
 * gives the very values the read of a row per report gives (tests compare them on both dialects):
 * a decimal is parsed to the nearest double by JSON.parse as by parseFloat.
 */
export function trackRowsOf(rows: unknown[][], packed: boolean): TrackRow[] {
  if (!packed) {
    return rows.map((row) => ({ latitude: row[0] as number, longitude: row[1] as number, device_time: row[2] as string, speed_kmh: row[3] as number | null, bearing: row[4] as number | null }));
  }
  const reports: TrackRow[] = [];
  for (const row of rows) {
    const values = valuesOf(row[0] as string);
    if (values.length % PACKED_FIELDS !== 0) throw new Error(`trackRowsOf(): a packed hour has ${values.length} values, not ${PACKED_FIELDS} per report`);
    for (let i = 0; i < values.length; i += PACKED_FIELDS) {
      reports.push({
        latitude: values[i] as number,
        longitude: values[i + 1] as number,
        device_time: values[i + 2] as string,
        speed_kmh: values[i + 3] as number | null,
        bearing: values[i + 4] as number | null,
      });
    }
  }
  return reports;
}
