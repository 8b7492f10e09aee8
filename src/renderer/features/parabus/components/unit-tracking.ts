import Supercluster from 'supercluster';
import type { TrackPoint, UnitLocation, UnitMotionStatus } from '../../../../shared/contracts/positioning';

/*
 * The live map's and the replay's arithmetic, kept free of React and Leaflet so the unit tests
 * read it directly: when a unit counts as offline, where a replayed unit is at an instant, which
 * markers gather into a cluster.
 */

const MINUTE_MS = 60_000;

/**
 * The status to draw now. The server judges motion when a report arrives; only the client knows
 * that no report came since, so a unit whose last report is older than `offlineAfterMinutes`
 * turns offline here, without asking the server again (no polling).
 */
export function statusAt(location: Pick<UnitLocation, 'status' | 'received_at'>, nowMs: number, offlineAfterMinutes: number): UnitMotionStatus {
  const age = nowMs - Date.parse(location.received_at);
  return age > offlineAfterMinutes * MINUTE_MS ? 'offline' : location.status;
}

/**
 * Merges a pushed position into the map's units. A report older than the one shown (trackers
 * send buffered fixes out of order after a dead zone) never moves the marker back.
 */
export function mergeLocation(units: ReadonlyMap<number, UnitLocation>, next: UnitLocation): Map<number, UnitLocation> {
  const current = units.get(next.unit_id);
  if (current && Date.parse(current.device_time) > Date.parse(next.device_time)) return units as Map<number, UnitLocation>;
  const merged = new Map(units);
  merged.set(next.unit_id, next);
  return merged;
}

export interface ReplayPosition {
  latitude: number;
  longitude: number;
  bearing: number | null;
  speed_kmh: number | null;
}

/** Index of the last point at or before `tMs` (-1 when every point is later); points are in time order. */
function lastIndexAtOrBefore(times: readonly number[], tMs: number): number {
  let low = 0;
  let high = times.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (times[middle]! <= tMs) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** A unit's track with its instants parsed once (a day of 5-second reports is 17,280 points). */
export interface TimedTrack {
  points: readonly TrackPoint[];
  times: readonly number[];
}

export const timedTrack = (points: readonly TrackPoint[]): TimedTrack => ({ points, times: points.map((point) => Date.parse(point.t)) });

/**
 * Where the unit was at `tMs`: linear between the two reports around it, so a marker glides
 * instead of jumping every report. Before its first report the unit is not shown (null); after
 * its last it stays where it last reported.
 */
export function positionAt(track: TimedTrack, tMs: number): ReplayPosition | null {
  const index = lastIndexAtOrBefore(track.times, tMs);
  if (index < 0) return null;
  const before = track.points[index]!;
  const after = track.points[index + 1];
  if (!after) return { latitude: before.latitude, longitude: before.longitude, bearing: before.bearing, speed_kmh: before.speed_kmh };
  const span = track.times[index + 1]! - track.times[index]!;
  const f = span > 0 ? (tMs - track.times[index]!) / span : 0;
  return {
    latitude: before.latitude + (after.latitude - before.latitude) * f,
    longitude: before.longitude + (after.longitude - before.longitude) * f,
    bearing: before.bearing,
    speed_kmh: before.speed_kmh,
  };
}

/** The trail drawn up to `tMs`: every report until then plus the interpolated present point. */
export function trailUntil(track: TimedTrack, tMs: number): [number, number][] {
  const index = lastIndexAtOrBefore(track.times, tMs);
  if (index < 0) return [];
  const trail = track.points.slice(0, index + 1).map((point): [number, number] => [point.latitude, point.longitude]);
  const now = positionAt(track, tMs);
  if (now && track.points[index + 1]) trail.push([now.latitude, now.longitude]);
  return trail;
}

/** The replay's time range: from the earliest first report to the latest last one (null without points). */
export function replaySpan(tracks: readonly TimedTrack[]): { start: number; end: number } | null {
  const firsts = tracks.filter((track) => track.times.length).map((track) => track.times[0]!);
  const lasts = tracks.filter((track) => track.times.length).map((track) => track.times[track.times.length - 1]!);
  if (!firsts.length) return null;
  return { start: Math.min(...firsts), end: Math.max(...lasts) };
}

export type UnitCluster =
  | { kind: 'cluster'; id: number; latitude: number; longitude: number; count: number; /** Zoom that opens it. */ expansionZoom: number }
  | { kind: 'unit'; unitId: number; latitude: number; longitude: number };

/** Bounds as [west, south, east, north]. */
export type BBox = [number, number, number, number];

/**
 * Gathers the units into clusters for the map's bounds and zoom (supercluster): a control room
 * with hundreds of buses stays readable zoomed out, each cluster saying how many units it holds.
 */
export function clusterUnits(units: readonly Pick<UnitLocation, 'unit_id' | 'latitude' | 'longitude'>[], bbox: BBox, zoom: number, radius = 60): UnitCluster[] {
  const index = new Supercluster<{ unitId: number }>({ radius, maxZoom: 16 });
  index.load(
    units.map((unit) => ({
      type: 'Feature' as const,
      properties: { unitId: unit.unit_id },
      geometry: { type: 'Point' as const, coordinates: [unit.longitude, unit.latitude] },
    })),
  );
  return index.getClusters(bbox, Math.round(zoom)).map((feature): UnitCluster => {
    const [longitude, latitude] = feature.geometry.coordinates as [number, number];
    const props = feature.properties as { cluster?: boolean; cluster_id?: number; point_count?: number; unitId?: number };
    if (props.cluster) {
      return { kind: 'cluster', id: props.cluster_id!, latitude, longitude, count: props.point_count!, expansionZoom: index.getClusterExpansionZoom(props.cluster_id!) };
    }
    return { kind: 'unit', unitId: props.unitId!, latitude, longitude };
  });
}
