import { describe, expect, it } from 'vitest';
import { parseOsmAnd, parseTimestamp } from '../../../../src/server/modules/positioning/osmand';

describe('OsmAnd timestamps', () => {
  it('reads unix seconds, unix milliseconds and ISO dates', () => {
    expect(parseTimestamp('1795000000')?.toISOString()).toBe('2026-11-18T11:06:40.000Z');
    expect(parseTimestamp('1795000000000')?.toISOString()).toBe('2026-11-18T11:06:40.000Z');
    expect(parseTimestamp('2026-11-18T11:06:40Z')?.toISOString()).toBe('2026-11-18T11:06:40.000Z');
    expect(parseTimestamp('2026-11-18 11:06:40')?.toISOString()).toBe('2026-11-18T11:06:40.000Z');
    expect(parseTimestamp('ayer')).toBeNull();
    expect(parseTimestamp(undefined)).toBeUndefined();
  });
});

describe('OsmAnd parameters', () => {
  it('reads the classic form: speed in knots, bearing or heading, battery percent', () => {
    const result = parseOsmAnd({ id: 'PB-001', lat: '19.43', lon: '-99.13', timestamp: '1795000000', speed: '10', heading: '450', altitude: '2240', accuracy: '5', batt: '80' }, undefined);
    expect(result).toEqual({
      ok: true,
      report: { deviceId: 'PB-001', latitude: 19.43, longitude: -99.13, deviceTime: '2026-11-18T11:06:40.000Z', speedKmh: 18.5, bearing: 90, altitude: 2240, accuracy: 5, battery: 80 },
    });
    const location = parseOsmAnd({ deviceid: 'PB-001', location: '19.43,-99.13' }, undefined);
    expect(location.ok && location.report.latitude).toBe(19.43);
  });

  it("reads Traccar Client's JSON: speed in m/s, battery 0..1", () => {
    const result = parseOsmAnd({}, { device_id: 'PB-002', location: { timestamp: '2026-11-18T11:06:40.000Z', coords: { latitude: 19.5, longitude: -99.2, speed: 10, heading: 180, altitude: 2200, accuracy: 3 }, is_moving: true }, battery: { level: 0.55, is_charging: false } });
    expect(result).toEqual({ ok: true, report: { deviceId: 'PB-002', latitude: 19.5, longitude: -99.2, deviceTime: '2026-11-18T11:06:40.000Z', speedKmh: 36, bearing: 180, altitude: 2200, accuracy: 3, battery: 55 } });
  });

  it('says what is wrong, in Spanish', () => {
    const fails = (query: Record<string, string>) => {
      const result = parseOsmAnd(query, undefined);
      if (result.ok) throw new Error('accepted');
      return result.field;
    };
    expect(fails({ lat: '1', lon: '1' })).toBe('id');
    expect(fails({ id: 'x', lat: '91', lon: '1' })).toBe('lat');
    expect(fails({ id: 'x', lat: '1', lon: '-181' })).toBe('lon');
    expect(fails({ id: 'x', lat: 'abc', lon: '1' })).toBe('lat');
    expect(fails({ id: 'x', lat: '0x10', lon: '1' })).toBe('lat');
    expect(fails({ id: 'x', lat: '1', lon: '1', speed: 'rápido' })).toBe('speed');
    expect(fails({ id: 'x', lat: '1', lon: '1', timestamp: 'ayer' })).toBe('timestamp');
  });
});
