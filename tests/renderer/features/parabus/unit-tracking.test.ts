import { describe, expect, it } from 'vitest';
import type { TrackPoint, UnitLocation } from '../../../../src/shared/contracts/positioning';
import { clusterUnits, mergeLocation, positionAt, replaySpan, statusAt, timedTrack, trailUntil } from '../../../../src/renderer/features/parabus/components/unit-tracking';

const location = (over: Partial<UnitLocation> = {}): UnitLocation => ({
  unit_id: 1,
  company_id: 2,
  number: 'PB-01',
  plates: 'ABC1234',
  route_id: null,
  latitude: 20.67,
  longitude: -103.35,
  speed_kmh: 30,
  bearing: 90,
  battery: null,
  device_time: '2026-11-24T15:00:00Z',
  received_at: '2026-11-24T15:00:01Z',
  status: 'moving',
  off_route: false,
  at_terminal_id: null,
  ...over,
});

const point = (t: string, latitude: number, longitude: number): TrackPoint => ({ t, latitude, longitude, speed_kmh: 20, bearing: 0 });

describe('offline judgement', () => {
  const received = Date.parse('2026-11-24T15:00:01Z');
  it('keeps the server status while the last report is younger than the limit, offline after', () => {
    expect(statusAt(location(), received + 5 * 60_000, 5)).toBe('moving');
    expect(statusAt(location({ status: 'stopped' }), received + 4 * 60_000, 5)).toBe('stopped');
    expect(statusAt(location(), received + 5 * 60_000 + 1, 5)).toBe('offline');
  });
});

describe('pushed positions', () => {
  it('a newer report moves the unit; an older one (out of order) does not', () => {
    const start = new Map([[1, location()]]);
    const newer = mergeLocation(start, location({ latitude: 21, device_time: '2026-11-24T15:00:05Z' }));
    expect(newer.get(1)!.latitude).toBe(21);
    const older = mergeLocation(newer, location({ latitude: 19, device_time: '2026-11-24T14:59:00Z' }));
    expect(older.get(1)!.latitude).toBe(21);
    expect(mergeLocation(older, location({ unit_id: 2 })).size).toBe(2);
  });
});

describe('replay interpolation by time', () => {
  const track = timedTrack([point('2026-11-24T15:00:00Z', 20, -103), point('2026-11-24T15:00:10Z', 21, -102), point('2026-11-24T15:00:30Z', 21, -100)]);
  const at = (iso: string) => Date.parse(iso);

  it('is absent before the first report, linear between reports, still after the last', () => {
    expect(positionAt(track, at('2026-11-24T14:59:59Z'))).toBeNull();
    expect(positionAt(track, at('2026-11-24T15:00:00Z'))).toMatchObject({ latitude: 20, longitude: -103 });
    expect(positionAt(track, at('2026-11-24T15:00:05Z'))).toMatchObject({ latitude: 20.5, longitude: -102.5 });
    expect(positionAt(track, at('2026-11-24T15:00:20Z'))).toMatchObject({ latitude: 21, longitude: -101 });
    expect(positionAt(track, at('2026-11-24T16:00:00Z'))).toMatchObject({ latitude: 21, longitude: -100 });
  });

  it('draws the trail up to the instant, ending at the interpolated point', () => {
    expect(trailUntil(track, at('2026-11-24T14:00:00Z'))).toEqual([]);
    expect(trailUntil(track, at('2026-11-24T15:00:05Z'))).toEqual([
      [20, -103],
      [20.5, -102.5],
    ]);
    expect(trailUntil(track, at('2026-11-24T17:00:00Z'))).toHaveLength(3);
  });

  it('spans every unit of the replay', () => {
    const other = timedTrack([point('2026-11-24T14:00:00Z', 1, 1), point('2026-11-24T15:00:20Z', 1, 1)]);
    expect(replaySpan([track, other, timedTrack([])])).toEqual({ start: at('2026-11-24T14:00:00Z'), end: at('2026-11-24T15:00:30Z') });
    expect(replaySpan([timedTrack([])])).toBeNull();
  });
});

describe('clustering', () => {
  const units = [
    { unit_id: 1, latitude: 20.67, longitude: -103.35 },
    { unit_id: 2, latitude: 20.6701, longitude: -103.3501 },
    { unit_id: 3, latitude: 21.5, longitude: -101.0 },
  ];
  const world: [number, number, number, number] = [-180, -85, 180, 85];

  it('gathers nearby units into one cluster with its count when zoomed out', () => {
    const clusters = clusterUnits(units, world, 6);
    const cluster = clusters.find((c) => c.kind === 'cluster');
    expect(cluster).toMatchObject({ kind: 'cluster', count: 2 });
    expect(cluster!.kind === 'cluster' && cluster!.expansionZoom).toBeGreaterThan(6);
    expect(clusters.filter((c) => c.kind === 'unit').map((c) => c.kind === 'unit' && c.unitId)).toEqual([3]);
  });

  it('shows every unit on its own when zoomed in, and only those inside the bounds', () => {
    expect(clusterUnits(units, world, 18).map((c) => (c.kind === 'unit' ? c.unitId : 'cluster')).sort()).toEqual([1, 2, 3]);
    expect(clusterUnits(units, [-102, 21, -100, 22], 18).map((c) => c.kind === 'unit' && c.unitId)).toEqual([3]);
  });
});
