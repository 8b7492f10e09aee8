import { describe, expect, it } from 'vitest';
import { type TrackRow, findStops, isoTime, trackPoints } from '../../../../src/server/modules/positioning/tracks';

const START = Date.parse('2026-11-24T15:00:00.000Z');
/** One report every 5 s: `moving` reports advance ~50 m (36 km/h), stopped ones stay put. */
function track(segments: { moving: boolean; reports: number }[]): TrackRow[] {
  const rows: TrackRow[] = [];
  let lon = -99.13;
  for (const segment of segments) {
    for (let i = 0; i < segment.reports; i += 1) {
      if (segment.moving) lon += 0.00048;
      rows.push({ latitude: 19.43, longitude: lon, at: START + rows.length * 5000, speed_kmh: segment.moving ? 36 : 0, bearing: 90 });
    }
  }
  return rows;
}

const noTerminal = () => null;

describe('stop detection', () => {
  it('finds a stop of at least the threshold and ignores a short one', () => {
    // 2 min moving, 1 min stopped (a light), 2 min moving, 10 min stopped, 1 min moving.
    const rows = track([
      { moving: true, reports: 24 },
      { moving: false, reports: 12 },
      { moving: true, reports: 24 },
      { moving: false, reports: 120 },
      { moving: true, reports: 12 },
    ]);
    const stops = findStops(rows, 5, { ongoing: false, terminalAt: noTerminal });
    expect(stops).toHaveLength(1);
    expect(stops[0]!.started_at).toBe(isoTime(rows[60]!.at));
    expect(stops[0]!.ended_at).toBe(isoTime(rows[180]!.at));
    expect(stops[0]!.minutes).toBe(10);
  });

  it('leaves the last stop open when the unit is still stopped today, and names its terminal', () => {
    const rows = track([
      { moving: true, reports: 12 },
      { moving: false, reports: 80 },
    ]);
    const [stop] = findStops(rows, 5, { ongoing: true, terminalAt: () => 7 });
    expect(stop!.ended_at).toBeNull();
    expect(stop!.terminal_id).toBe(7);
    expect(findStops(rows, 5, { ongoing: false, terminalAt: noTerminal })[0]!.ended_at).toBe(isoTime(rows.at(-1)!.at));
  });

  it('judges motion by distance when the tracker sends no speed', () => {
    const rows = track([
      { moving: true, reports: 12 },
      { moving: false, reports: 80 },
      { moving: true, reports: 12 },
    ]).map((row) => ({ ...row, speed_kmh: null }));
    expect(findStops(rows, 5, { ongoing: false, terminalAt: noTerminal })).toHaveLength(1);
  });
});

describe('track simplification', () => {
  it('keeps the ends and where the unit stops and starts again', () => {
    const rows = track([
      { moving: true, reports: 100 },
      { moving: false, reports: 100 },
      { moving: true, reports: 100 },
    ]);
    const points = trackPoints(rows, true);
    const times = points.map((point) => point.t);
    expect(points.length).toBeLessThan(12);
    for (const i of [0, 99, 100, 199, 200, 299]) expect(times).toContain(isoTime(rows[i]!.at));
    expect(trackPoints(rows, false)).toHaveLength(300);
  });
});
