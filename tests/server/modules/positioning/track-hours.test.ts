import { describe, expect, it } from 'vitest';
import { pointToSegmentM } from '../../../../src/server/modules/positioning/geo';
import { closedHoursIn } from '../../../../src/server/modules/positioning/track-hours';
import { simplifyByHour, warmUpThinning } from '../../../../src/server/modules/positioning/track-thinning';
import { SIMPLIFY_TOLERANCE_M, type TrackRow, trackPoints } from '../../../../src/server/modules/positioning/tracks';

const HOUR = 3600_000;
const DAY = Date.parse('2026-11-20T00:00:00.000Z');

/**
 * A day of 5-second reports of a bus going back and forth along a winding avenue (as the bench's),
 * stopping 1 minute of every 7.5; one report in seven sends no speed (judged from distance/time).
 */
function day(): TrackRow[] {
  const path = Array.from({ length: 40 }, (_, i) => [19.4326 + Math.sin(i / 5) * 0.002, -99.2 + i * 0.002] as const);
  const rows: TrackRow[] = [];
  let at = 0;
  for (let i = 0; i < 17_280; i += 1) {
    const stopped = i % 90 < 12;
    if (!stopped) at = (at + 0.0007) % 2;
    const k = (at < 1 ? at : 2 - at) * (path.length - 1);
    const a = path[Math.floor(k)]!;
    const b = path[Math.min(path.length - 1, Math.floor(k) + 1)]!;
    const f = k - Math.floor(k);
    rows.push({
      latitude: a[0] + (b[0] - a[0]) * f,
      longitude: a[1] + (b[1] - a[1]) * f,
      at: DAY + i * 5000,
      speed_kmh: i % 7 === 3 ? null : stopped ? 0 : 30,
      bearing: 90,
    });
  }
  return rows;
}

/** Metres from each report to the simplified track's segment around it (the farthest). */
function worstDeviationM(rows: readonly TrackRow[], kept: readonly { t: string; latitude: number; longitude: number }[]): number {
  let worst = 0;
  let segment = 0;
  for (const row of rows) {
    while (segment < kept.length - 2 && Date.parse(kept[segment + 1]!.t) <= row.at) segment += 1;
    const a = kept[segment]!;
    const b = kept[segment + 1]!;
    worst = Math.max(worst, pointToSegmentM([row.latitude, row.longitude], [a.latitude, a.longitude], [b.latitude, b.longitude]));
  }
  return worst;
}

describe('closed hours of a range', () => {
  it('takes the whole UTC hours inside the range that have closed', () => {
    expect(closedHoursIn(DAY, DAY + 24 * HOUR - 1, DAY + 48 * HOUR)).toEqual({ first: DAY, last: DAY + 24 * HOUR });
    // Ragged ends stay out; an inclusive end on the hour does not make that hour whole.
    expect(closedHoursIn(DAY + 10 * 60_000, DAY + 5 * HOUR, DAY + 48 * HOUR)).toEqual({ first: DAY + HOUR, last: DAY + 5 * HOUR });
    // The hour under way is not closed.
    expect(closedHoursIn(DAY, DAY + 24 * HOUR - 1, DAY + 3 * HOUR + 1)).toEqual({ first: DAY, last: DAY + 3 * HOUR });
    expect(closedHoursIn(DAY + 60_000, DAY + 50 * 60_000, DAY + 48 * HOUR)).toBeNull();
    expect(closedHoursIn(DAY, DAY + 24 * HOUR - 1, DAY + 30 * 60_000)).toBeNull();
  });
});

describe('a track simplified hour by hour', () => {
  const rows = day();
  const whole = trackPoints(rows, true);
  const hours = simplifyByHour(rows);
  const byHour = hours.flatMap((hour) => hour.points);

  it('cuts the reports into UTC hours and counts them', () => {
    expect(hours).toHaveLength(24);
    expect(hours[0]).toMatchObject({ hourStart: new Date(DAY).toISOString(), reportCount: 720 });
    expect(hours.reduce((sum, hour) => sum + hour.reportCount, 0)).toBe(rows.length);
    for (const hour of hours) expect(hour.points.every((point) => point.t.slice(0, 13) === hour.hourStart.slice(0, 13))).toBe(true);
  });

  it('keeps every report within the tolerance, as thinning the whole day at once does', () => {
    expect(worstDeviationM(rows, whole)).toBeLessThanOrEqual(SIMPLIFY_TOLERANCE_M);
    expect(worstDeviationM(rows, byHour)).toBeLessThanOrEqual(SIMPLIFY_TOLERANCE_M);
  });

  it('keeps every report the whole-day track keeps where the unit stops or starts, and at most two more points an hour', () => {
    const times = new Set(byHour.map((point) => point.t));
    const changes = whole.filter((point, i) => i > 0 && i < whole.length - 1 && (point.speed_kmh ?? 30) < 3 !== ((whole[i + 1]!.speed_kmh ?? 30) < 3));
    expect(changes.length).toBeGreaterThan(100);
    for (const point of changes) expect(times.has(point.t)).toBe(true);
    expect(byHour.length).toBeLessThanOrEqual(whole.length + 2 * hours.length);
    // Still a small fraction of the reports: what makes a replay light to draw.
    expect(byHour.length).toBeLessThan(rows.length / 8);
  });
});

describe('warmUpThinning', () => {
  it('thins a made-up day per hour each round (keeping far fewer points than reports), reading nothing', () => {
    const kept = warmUpThinning(2);
    expect(kept).toBeGreaterThan(2 * 24 * 2);
    expect(kept).toBeLessThan(2 * 17_280);
    expect(warmUpThinning(1) * 2).toBe(kept);
  });
});
