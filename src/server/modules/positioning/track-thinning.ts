import type { TrackPoint } from '../../../shared/contracts/positioning';
import { type TrackRow, isoTime, trackPoints } from './tracks';

const HOUR_MS = 3600_000;

/** One UTC hour of a unit's reports, simplified on its own. */
export interface ThinnedHour {
  hourStart: string;
  reportCount: number;
  points: TrackPoint[];
}

/**
 * What a thinning task answers: the reports read, and either the simplified hours (`byHour`)
 * or the simplified track of the whole range.
 */
export type Thinned = { total: number; hours: ThinnedHour[] } | { total: number; points: TrackPoint[] };

/** A stored point: `[latitude, longitude, device_time, speed_kmh, bearing]`. */
export type StoredPoint = [number, number, string, number | null, number | null];

export const toStored = (point: TrackPoint): StoredPoint => [point.latitude, point.longitude, point.t, point.speed_kmh, point.bearing];
export const fromStored = ([latitude, longitude, t, speed_kmh, bearing]: StoredPoint): TrackPoint => ({ latitude, longitude, t, speed_kmh, bearing });

/** Reports (oldest first) cut into UTC hours, each simplified on its own; hours without reports are absent. */
export function simplifyByHour(rows: readonly TrackRow[]): ThinnedHour[] {
  const hours: ThinnedHour[] = [];
  let start = 0;
  while (start < rows.length) {
    const hour = Math.floor(rows[start]!.at / HOUR_MS);
    const next = (hour + 1) * HOUR_MS;
    let end = start + 1;
    while (end < rows.length && rows[end]!.at < next) end += 1;
    const slice = rows.slice(start, end);
    hours.push({ hourStart: isoTime(hour * HOUR_MS), reportCount: slice.length, points: trackPoints(slice, true) });
    start = end;
  }
  return hours;
}

/** What a thinning task does with the rows it read, in a worker or on the main thread. */
export function thinRows(rows: readonly TrackRow[], byHour: boolean): Thinned {
  return byHour ? { total: rows.length, hours: simplifyByHour(rows) } : { total: rows.length, points: trackPoints(rows, true) };
}

/**
 * Thins a made-up day of 5-second reports a few times, so that the code of a replay's first read
 * is already compiled by V8's optimizing tier: right after a start the same thinning ran 3–5 times
 * slower than warm (64–118 ms against 20–30 ms for ten unit-days). Nothing is read or stored.
 */
export function warmUpThinning(rounds = 3): number {
  const start = Date.UTC(2026, 0, 1);
  const rows: TrackRow[] = Array.from({ length: 17_280 }, (_, i) => ({
    latitude: 19.43 + Math.sin(i / 40) * 0.01,
    longitude: -99.2 + i * 1e-5,
    at: start + i * 5000,
    speed_kmh: i % 240 < 30 ? 0 : 30,
    bearing: (i * 7) % 360,
  }));
  let points = 0;
  for (let round = 0; round < rounds; round += 1) {
    for (const hour of simplifyByHour(rows)) points += JSON.stringify(hour.points.map(toStored)).length > 0 ? hour.points.length : 0;
  }
  return points;
}
