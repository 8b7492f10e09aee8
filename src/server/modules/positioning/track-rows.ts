import type { CompiledQuery } from 'kysely';
import type { TrackRow } from './tracks';

/**
 * A compiled read of a unit's reports (repository `trackQuery`, tenant scope included) and the
 * shape its rows come in, so that whoever runs it — this thread or a thinning worker — turns
 * them into TrackRows the same way.
 * - `packed: false` (SQLite): one row per report, `[latitude, longitude, at, speed_kmh, bearing]`,
 *   `at` in milliseconds since the epoch.
 * - `packed: true` (PostgreSQL): one row holding the range's reports oldest first as one bytea
 *   (null when there are none), REPORT_BYTES a report in PostgreSQL's binary forms (float8send,
 *   timestamptz_send): latitude, longitude, time, speed, bearing. pg's JavaScript row parser was
 *   the cold replay's cost (172,800 rows of five typed fields for ten unit-days); a row a unit-day,
 *   whose bytes are read as numbers without any text in between, is far cheaper for the same values.
 */
export interface TrackQuery {
  compiled: CompiledQuery;
  packed: boolean;
}

/** Bytes per packed report: four float8 and a timestamptz, eight bytes each. */
const REPORT_BYTES = 40;

/**
 * An absent speed or bearing in packed reports: a NaN whose bits PostgreSQL never writes for a
 * float8 (its NaN is 7ff8000000000000, x86's arithmetic NaN fff8000000000000), so a stored NaN
 * still reads as NaN and this as null.
 */
export const PACKED_NULL_HEX = 'fff0000000000001';
const NULL_HIGH = 0xfff00000;
const NULL_LOW = 0x00000001;

/** PostgreSQL's timestamps count microseconds from 2000-01-01 UTC. */
const PG_EPOCH_MS = Date.UTC(2000, 0, 1);
const TWO_POW_32 = 2 ** 32;

function nullableAt(bytes: Buffer, offset: number): number | null {
  return bytes.readUInt32BE(offset) === NULL_HIGH && bytes.readUInt32BE(offset + 4) === NULL_LOW ? null : bytes.readDoubleBE(offset);
}

/**
 * Packed reports, appended to `reports`. The time is truncated to milliseconds as pg's
 * timestamp parser truncates the text (floor: also before 2000). Microseconds since 2000 stay
 * below 2^53 for 285,000 years, so the two halves add up exactly.
 */
function readPacked(bytes: Buffer, reports: TrackRow[]): void {
  if (bytes.length % REPORT_BYTES !== 0) throw new Error(`trackRowsOf(): ${bytes.length} packed bytes, not ${REPORT_BYTES} per report`);
  for (let offset = 0; offset < bytes.length; offset += REPORT_BYTES) {
    const micros = bytes.readInt32BE(offset + 16) * TWO_POW_32 + bytes.readUInt32BE(offset + 20);
    reports.push({
      latitude: bytes.readDoubleBE(offset),
      longitude: bytes.readDoubleBE(offset + 8),
      at: PG_EPOCH_MS + Math.floor(micros / 1000),
      speed_kmh: nullableAt(bytes, offset + 24),
      bearing: nullableAt(bytes, offset + 32),
    });
  }
}

/**
 * The rows of a `TrackQuery` (as `rawRows` gives them) as TrackRows, oldest first. A packed row
 * gives the very values the read of a row per report gives (tests compare them on both dialects).
 */
export function trackRowsOf(rows: unknown[][], packed: boolean): TrackRow[] {
  if (!packed) {
    return rows.map((row) => ({ latitude: row[0] as number, longitude: row[1] as number, at: row[2] as number, speed_kmh: row[3] as number | null, bearing: row[4] as number | null }));
  }
  const reports: TrackRow[] = [];
  for (const row of rows) if (row[0] !== null) readPacked(row[0] as Buffer, reports);
  return reports;
}

/**
 * A made-up unit-day in the packed form (24 rows of 720 reports: any split reads the same), for a thinning worker to read
 * and thin before its first task: the first replay after a start read it 5–10× slower than the
 * next ones (unoptimized code), and thinning made-up objects alone did not warm up what real
 * rows reach. Nothing is read or stored.
 */
export function packedSampleDay(): unknown[][] {
  const start = Date.UTC(2026, 0, 1) - PG_EPOCH_MS;
  return Array.from({ length: 24 }, (_, hour) => {
    const bytes = Buffer.alloc(720 * REPORT_BYTES);
    for (let i = 0; i < 720; i += 1) {
      const report = hour * 720 + i;
      const offset = i * REPORT_BYTES;
      const micros = (start + report * 5000) * 1000;
      bytes.writeDoubleBE(20.67 + Math.sin(report / 60) * 0.01, offset);
      bytes.writeDoubleBE(-103.35 + (report % 4000) * 1e-5, offset + 8);
      bytes.writeInt32BE(Math.floor(micros / TWO_POW_32), offset + 16);
      bytes.writeUInt32BE(micros % TWO_POW_32, offset + 20);
      bytes.writeDoubleBE(report % 300 < 20 ? 0 : 30.5 + (report % 7) / 10, offset + 24);
      if (report % 50 === 0) {
        bytes.writeUInt32BE(NULL_HIGH, offset + 32);
        bytes.writeUInt32BE(NULL_LOW, offset + 36);
      } else bytes.writeDoubleBE((report * 7) % 360, offset + 32);
    }
    return [bytes];
  });
}
