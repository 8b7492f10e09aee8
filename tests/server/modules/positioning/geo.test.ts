import { describe, expect, it } from 'vitest';
import { distanceM, distanceToPathM, parsePath, pointToSegmentM, simplifyIndexes } from '../../../../src/server/modules/positioning/geo';

// Around Mexico City's Zócalo: one degree of latitude is ~111.2 km, of longitude ~101.9 km at 19.43°.
const ZOCALO = [19.4326, -99.1332] as const;

describe('distances at city scale', () => {
  it('measures a kilometre north and east within a metre of the great circle', () => {
    expect(distanceM(ZOCALO, [ZOCALO[0] + 1000 / 111_195, ZOCALO[1]])).toBeCloseTo(1000, 0);
    const east = 1000 / (111_195 * Math.cos((ZOCALO[0] * Math.PI) / 180));
    expect(distanceM(ZOCALO, [ZOCALO[0], ZOCALO[1] + east])).toBeCloseTo(1000, 0);
  });

  it('measures a point to a segment: beside it, beyond its ends, and on a degenerate one', () => {
    const a = ZOCALO;
    const b = [ZOCALO[0], ZOCALO[1] + 0.01] as const; // ~1 km east
    const beside = [ZOCALO[0] + 200 / 111_195, ZOCALO[1] + 0.005] as const; // 200 m north of the middle
    expect(pointToSegmentM(beside, a, b)).toBeCloseTo(200, 0);
    const beyond = [ZOCALO[0], ZOCALO[1] - 0.001] as const; // west of a
    expect(pointToSegmentM(beyond, a, b)).toBeCloseTo(distanceM(beyond, a), 1);
    expect(pointToSegmentM(beside, a, a)).toBeCloseTo(distanceM(beside, a), 1);
  });

  it('takes the nearest segment of a path', () => {
    const path = [ZOCALO, [ZOCALO[0], ZOCALO[1] + 0.01], [ZOCALO[0] + 0.01, ZOCALO[1] + 0.01]] as const;
    const nearSecond = [ZOCALO[0] + 0.005, ZOCALO[1] + 0.01 + 100 / 104_900] as const;
    expect(distanceToPathM(nearSecond, path)).toBeGreaterThan(95);
    expect(distanceToPathM(nearSecond, path)).toBeLessThan(105);
    expect(distanceToPathM(ZOCALO, [])).toBe(Infinity);
  });
});

describe('Douglas-Peucker in metres', () => {
  it('keeps both ends and thins a 17,280-point straight-ish day drastically', () => {
    // A day of 5-second reports along a line with ±2 m of GPS jitter.
    const points = Array.from({ length: 17_280 }, (_, i) => [ZOCALO[0] + i * 0.00001 + (Math.sin(i) * 2) / 111_195, ZOCALO[1] + i * 0.00001] as const);
    const kept = simplifyIndexes(points, 10);
    expect(kept[0]).toBe(0);
    expect(kept.at(-1)).toBe(points.length - 1);
    expect(kept.length).toBeLessThan(50);
  });

  it('keeps a corner and every forced point', () => {
    const points = [ZOCALO, [ZOCALO[0], ZOCALO[1] + 0.005], [ZOCALO[0], ZOCALO[1] + 0.01], [ZOCALO[0] + 0.01, ZOCALO[1] + 0.01]] as const;
    expect(simplifyIndexes(points, 10)).toEqual([0, 2, 3]);
    expect(simplifyIndexes(points, 10, (i) => i === 1)).toEqual([0, 1, 2, 3]);
  });
});

describe('stored paths', () => {
  it('reads [[lat, lon], …] and treats anything else as no path', () => {
    expect(parsePath('[[19.4, -99.1], [19.5, -99.2]]')).toEqual([[19.4, -99.1], [19.5, -99.2]]);
    expect(parsePath('not json')).toEqual([]);
    expect(parsePath('{"a":1}')).toEqual([]);
    expect(parsePath(null)).toEqual([]);
  });
});
