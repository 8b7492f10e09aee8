/**
 * City-scale geometry for tracker reports: distances in metres on an equirectangular projection
 * around the points involved. Over a few kilometres the error against the great circle is well
 * under a metre, and it is a handful of multiplications per segment, so checking every report of
 * a thousand units against a route of hundreds of segments stays cheap.
 */

export type LatLon = readonly [number, number];

const EARTH_RADIUS_M = 6_371_000;
const RAD = Math.PI / 180;

/** Metres between two points (equirectangular; exact enough below ~50 km). */
export function distanceM(a: LatLon, b: LatLon): number {
  const x = (b[1] - a[1]) * RAD * Math.cos(((a[0] + b[0]) / 2) * RAD);
  const y = (b[0] - a[0]) * RAD;
  return Math.sqrt(x * x + y * y) * EARTH_RADIUS_M;
}

/** Metres from point p to the segment a–b, projected on a plane centred on p. */
export function pointToSegmentM(p: LatLon, a: LatLon, b: LatLon): number {
  const k = Math.cos(p[0] * RAD) * RAD * EARTH_RADIUS_M;
  const m = RAD * EARTH_RADIUS_M;
  const ax = (a[1] - p[1]) * k;
  const ay = (a[0] - p[0]) * m;
  const bx = (b[1] - p[1]) * k;
  const by = (b[0] - p[0]) * m;
  const dx = bx - ax;
  const dy = by - ay;
  const length2 = dx * dx + dy * dy;
  // The projection of p (the origin) on the segment, clamped to its ends.
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / length2));
  const x = ax + t * dx;
  const y = ay + t * dy;
  return Math.sqrt(x * x + y * y);
}

/** Metres from a point to the nearest segment of a polyline (Infinity for an empty one). */
export function distanceToPathM(p: LatLon, path: readonly LatLon[]): number {
  if (path.length === 0) return Infinity;
  if (path.length === 1) return distanceM(p, path[0]!);
  let best = Infinity;
  for (let i = 1; i < path.length; i += 1) {
    const d = pointToSegmentM(p, path[i - 1]!, path[i]!);
    if (d < best) best = d;
  }
  return best;
}

/**
 * Douglas-Peucker with a tolerance in metres. `keep(i)` marks points that must survive whatever
 * their geometry (where a unit stops or starts moving: a replay must show where it waited).
 * Iterative, so a day of 17,280 points cannot overflow the stack. Answers the kept indexes, in order.
 */
export function simplifyIndexes(points: readonly LatLon[], toleranceM: number, keep: (index: number) => boolean = () => false): number[] {
  const n = points.length;
  if (n <= 2) return points.map((_, i) => i);
  const kept = new Uint8Array(n);
  kept[0] = 1;
  kept[n - 1] = 1;
  for (let i = 1; i < n - 1; i += 1) if (keep(i)) kept[i] = 1;
  // Each forced point splits the track; each piece is simplified on its own.
  const stack: [number, number][] = [];
  let start = 0;
  for (let i = 1; i < n; i += 1) {
    if (kept[i]) {
      if (i - start > 1) stack.push([start, i]);
      start = i;
    }
  }
  // Project once onto a plane around the track (metres): the loop below then does no trigonometry.
  const k = Math.cos(points[0]![0] * RAD) * RAD * EARTH_RADIUS_M;
  const m = RAD * EARTH_RADIUS_M;
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    xs[i] = points[i]![1] * k;
    ys[i] = points[i]![0] * m;
  }
  const tolerance2 = toleranceM * toleranceM;
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    const ax = xs[first]!;
    const ay = ys[first]!;
    const dx = xs[last]! - ax;
    const dy = ys[last]! - ay;
    const length2 = dx * dx + dy * dy;
    let farthest = -1;
    let farthestDistance2 = tolerance2;
    for (let i = first + 1; i < last; i += 1) {
      const px = xs[i]! - ax;
      const py = ys[i]! - ay;
      const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, (px * dx + py * dy) / length2));
      const ex = px - t * dx;
      const ey = py - t * dy;
      const d2 = ex * ex + ey * ey;
      if (d2 > farthestDistance2) {
        farthest = i;
        farthestDistance2 = d2;
      }
    }
    if (farthest >= 0) {
      kept[farthest] = 1;
      if (farthest - first > 1) stack.push([first, farthest]);
      if (last - farthest > 1) stack.push([farthest, last]);
    }
  }
  const indexes: number[] = [];
  for (let i = 0; i < n; i += 1) if (kept[i]) indexes.push(i);
  return indexes;
}

/** Reads a route's stored path (JSON `[[lat, lon], …]`); anything malformed is no path. */
export function parsePath(text: string | null): LatLon[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    const path: LatLon[] = [];
    for (const point of value) {
      if (Array.isArray(point) && typeof point[0] === 'number' && typeof point[1] === 'number' && Number.isFinite(point[0]) && Number.isFinite(point[1])) path.push([point[0], point[1]]);
    }
    return path;
  } catch {
    return [];
  }
}
