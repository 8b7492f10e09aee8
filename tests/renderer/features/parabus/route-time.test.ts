import { describe, expect, it } from 'vitest';
import { publicRouteKeyOf } from '../../../../src/renderer/features/parabus/api/get-public-route';
import { dayTypeOf, fareText, nextDeparture } from '../../../../src/renderer/features/parabus/components/route-time';
import { routeSlugOf } from '../../../../src/shared/contracts/bus-routes';

describe('the public route page helpers', () => {
  it('reads /parabus/ruta-{number} as a number and any other name as a slug', () => {
    expect(publicRouteKeyOf('ruta-101')).toEqual({ number: 101 });
    expect(publicRouteKeyOf('centro-galerias')).toEqual({ slug: 'centro-galerias' });
    expect(publicRouteKeyOf('ruta-x1')).toEqual({ slug: 'ruta-x1' });
  });

  it('slugs a route name accent-free, lower case, with dashes', () => {
    expect(routeSlugOf('Centro – Galerías')).toBe('centro-galerias');
    expect(routeSlugOf('  Tlaquepaque / Zapopan Ñ ')).toBe('tlaquepaque-zapopan-n');
  });

  it('takes the day type in business time, not the computer’s', () => {
    // 2026-11-28 05:30 UTC is still Friday 27 at 23:30 in Mexico City.
    expect(dayTypeOf(new Date('2026-11-28T05:30:00Z'))).toBe('weekday');
    expect(dayTypeOf(new Date('2026-11-28T18:00:00Z'))).toBe('saturday');
    expect(dayTypeOf(new Date('2026-11-29T18:00:00Z'))).toBe('sunday');
  });

  it('finds the next departure at or after now in business time, none after the last', () => {
    const departures = ['05:30', '06:00', '12:00', '22:00'];
    // 12:00 UTC is 06:00 in Mexico City (UTC−6).
    expect(nextDeparture(departures, new Date('2026-11-24T12:00:00Z'))).toBe('06:00');
    expect(nextDeparture(departures, new Date('2026-11-24T12:01:00Z'))).toBe('12:00');
    expect(nextDeparture(departures, new Date('2026-11-25T04:30:00Z'))).toBeNull();
  });

  it('writes the fare in pesos', () => {
    expect(fareText(1100)).toBe('$11.00');
    expect(fareText(null)).toBe('—');
  });
});
