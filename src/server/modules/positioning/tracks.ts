import { MOVING_SPEED_KMH, type TrackPoint, type UnitStop } from '../../../shared/contracts/positioning';
import { type LatLon, distanceM, simplifyIndexes } from './geo';

/**
 * A stored report as the track functions read it. Its time is milliseconds since the epoch (UTC):
 * a replay reads 17,280 reports a unit-day and keeps a few hundred, so a time becomes ISO text
 * (`isoTime`) only for a report that reaches an answer — both databases hand the number over more
 * cheaply than the text (PostgreSQL's to_char was a fifth of its cold read).
 */
export interface TrackRow {
  latitude: number;
  longitude: number;
  at: number;
  speed_kmh: number | null;
  bearing: number | null;
}

/** A report's time as the API writes times: ISO 8601 UTC with milliseconds. */
export const isoTime = (at: number): string => new Date(at).toISOString();

/** Metres a simplified track may stray from the reports: less than a lane change on a city map. */
export const SIMPLIFY_TOLERANCE_M = 10;

/**
 * The speed to judge motion by: the tracker's, or when it sent none, the distance from the
 * previous report over the time between them.
 */
function speedsOf(rows: readonly TrackRow[]): number[] {
  return rows.map((row, i) => {
    if (row.speed_kmh !== null) return row.speed_kmh;
    if (i === 0) return 0;
    const previous = rows[i - 1]!;
    const hours = (row.at - previous.at) / 3_600_000;
    return hours > 0 ? distanceM([previous.latitude, previous.longitude], [row.latitude, row.longitude]) / 1000 / hours : 0;
  });
}

const toPoint = (row: TrackRow): TrackPoint => ({ latitude: row.latitude, longitude: row.longitude, t: isoTime(row.at), speed_kmh: row.speed_kmh, bearing: row.bearing });

/**
 * The track for the map. Simplified, it keeps the ends and every report where the unit stops or
 * starts moving (on both sides of the change), so a replay still shows where and when it waited.
 */
export function trackPoints(rows: readonly TrackRow[], simplify: boolean): TrackPoint[] {
  if (!simplify) return rows.map(toPoint);
  const moving = speedsOf(rows).map((speed) => speed >= MOVING_SPEED_KMH);
  const points: LatLon[] = rows.map((row) => [row.latitude, row.longitude]);
  const indexes = simplifyIndexes(points, SIMPLIFY_TOLERANCE_M, (i) => moving[i] !== moving[i - 1] || moving[i] !== moving[i + 1]);
  return indexes.map((i) => toPoint(rows[i]!));
}

/**
 * Stops: runs of reports below MOVING_SPEED_KMH lasting at least `stopMinutes` (Traccar's
 * "minimal duration" rule). A run still going at the last report has no end when `ongoing` says the
 * unit is still stopped now (the day asked is today); otherwise it ends at its last report.
 */
export function findStops(rows: readonly TrackRow[], stopMinutes: number, options: { ongoing: boolean; terminalAt: (point: LatLon) => number | null }): UnitStop[] {
  const speeds = speedsOf(rows);
  const stops: UnitStop[] = [];
  let start = -1;
  const close = (first: number, last: number, open: boolean) => {
    const minutes = Math.floor((rows[last]!.at - rows[first]!.at) / 60_000);
    if (minutes < stopMinutes) return;
    const startedAt = isoTime(rows[first]!.at);
    const endedAt = isoTime(rows[last]!.at);
    // Where it stood: the middle of the run's reports, steadier than the first fix after braking.
    let latitude = 0;
    let longitude = 0;
    for (let i = first; i <= last; i += 1) {
      latitude += rows[i]!.latitude;
      longitude += rows[i]!.longitude;
    }
    const count = last - first + 1;
    latitude /= count;
    longitude /= count;
    stops.push({ started_at: startedAt, ended_at: open ? null : endedAt, minutes, latitude, longitude, terminal_id: options.terminalAt([latitude, longitude]) });
  };
  for (let i = 0; i < rows.length; i += 1) {
    const stopped = speeds[i]! < MOVING_SPEED_KMH;
    if (stopped && start < 0) start = i;
    if (!stopped && start >= 0) {
      // The stop lasted until the unit moved again.
      close(start, i, false);
      start = -1;
    }
  }
  if (start >= 0) close(start, rows.length - 1, options.ongoing);
  return stops;
}
