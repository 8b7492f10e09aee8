import { describe, expect, it } from 'vitest';
import { paragraphsOf } from '../../../../src/renderer/features/directory/components/banner-order';
import { moveItem } from '../../../../src/renderer/lib/move-item';
import { licenceStatus } from '../../../../src/renderer/features/directory/components/filters';

describe('a driver’s licence by its expiry', () => {
  it('warns within 30 days and says when it expired', () => {
    expect(licenceStatus(null, '2026-11-23')).toEqual({ state: 'none' });
    expect(licenceStatus('2026-11-22', '2026-11-23')).toEqual({ state: 'expired', days: 1 });
    expect(licenceStatus('2026-11-23', '2026-11-23')).toEqual({ state: 'soon', days: 0 });
    expect(licenceStatus('2026-12-23', '2026-11-23')).toEqual({ state: 'soon', days: 30 });
    expect(licenceStatus('2026-12-24', '2026-11-23')).toEqual({ state: 'valid', days: 31 });
    expect(licenceStatus('2027-03-01', '2026-11-23').state).toBe('valid');
  });
});

describe('banners and landing text', () => {
  it('moves a banner one place, never off the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('splits the landing text into paragraphs at blank lines', () => {
    expect(paragraphsOf('Hola\r\n\r\n  Somos <b>X</b>\ndesde 1990\n \n')).toEqual(['Hola', 'Somos <b>X</b>\ndesde 1990']);
    expect(paragraphsOf(null)).toEqual([]);
  });
});
