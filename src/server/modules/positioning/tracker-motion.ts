import { type LatLon, distanceM } from './geo';

/**
 * A bus driven along its route's path for demos, the simulator and the benchmark: 25–40 km/h
 * between stops, a short dwell at each stop, a longer one at each end, then back the other way.
 * Deterministic for a seed, so the demo history and the live simulator look alike.
 */
export interface Fix {
  latitude: number;
  longitude: number;
  speedKmh: number;
  bearing: number;
}

const STOP_DWELL_S = [15, 40] as const;
const END_DWELL_S = [60, 120] as const;
const SPEED_KMH = [25, 40] as const;

/** A tiny seeded generator (mulberry32): the same seed drives the same bus. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function bearingOf(a: LatLon, b: LatLon): number {
  const y = (b[1] - a[1]) * Math.cos((((a[0] + b[0]) / 2) * Math.PI) / 180);
  const x = b[0] - a[0];
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

export function createMover(path: readonly LatLon[], stops: readonly LatLon[], seed: number) {
  if (path.length < 2) throw new Error('createMover(): a path needs two points');
  const rand = random(seed);
  const between = (range: readonly [number, number]) => range[0] + rand() * (range[1] - range[0]);
  const cumulative = [0];
  for (let i = 1; i < path.length; i += 1) cumulative.push(cumulative[i - 1]! + distanceM(path[i - 1]!, path[i]!));
  const length = cumulative.at(-1)!;

  /** Where along the path (metres) a stop is: its nearest vertex, good enough for a demo. */
  const stopAt = stops
    .map((stop) => {
      let best = 0;
      for (let i = 1; i < path.length; i += 1) if (distanceM(stop, path[i]!) < distanceM(stop, path[best]!)) best = i;
      return cumulative[best]!;
    })
    .filter((at) => at > 1 && at < length - 1)
    .sort((a, b) => a - b);

  let at = rand() * length;
  let direction: 1 | -1 = rand() < 0.5 ? 1 : -1;
  let dwell = 0;
  let speed = between(SPEED_KMH);

  function pointAt(distance: number): { point: LatLon; segment: number } {
    let i = 1;
    while (i < path.length - 1 && cumulative[i]! < distance) i += 1;
    const start = cumulative[i - 1]!;
    const span = cumulative[i]! - start || 1;
    const t = Math.max(0, Math.min(1, (distance - start) / span));
    const a = path[i - 1]!;
    const b = path[i]!;
    return { point: [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t], segment: i };
  }

  function fix(speedKmh: number): Fix {
    const { point, segment } = pointAt(at);
    const a = path[segment - 1]!;
    const b = path[segment]!;
    return { latitude: point[0], longitude: point[1], speedKmh, bearing: Math.round(direction === 1 ? bearingOf(a, b) : bearingOf(b, a)) };
  }

  return {
    length,
    /** Moves the bus `seconds` on and answers where it is. */
    step(seconds: number): Fix {
      if (dwell > 0) {
        dwell -= seconds;
        return fix(0);
      }
      speed = Math.max(SPEED_KMH[0], Math.min(SPEED_KMH[1], speed + (rand() - 0.5) * 6));
      const next = at + direction * (speed / 3.6) * seconds;
      // The next stop in the direction of travel, if reached during this step.
      const stop = direction === 1 ? stopAt.find((s) => s > at && s <= next) : [...stopAt].reverse().find((s) => s < at && s >= next);
      if (stop !== undefined) {
        at = stop;
        dwell = between(STOP_DWELL_S);
        return fix(0);
      }
      if (next >= length || next <= 0) {
        at = next >= length ? length : 0;
        direction = direction === 1 ? -1 : 1;
        dwell = between(END_DWELL_S);
        return fix(0);
      }
      at = next;
      return fix(Math.round(speed * 10) / 10);
    },
  };
}
