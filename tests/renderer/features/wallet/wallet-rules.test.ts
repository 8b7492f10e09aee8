import { describe, expect, it } from 'vitest';
import { maxPointsFor, parseRechargeAmount, paymentSplit, pointsEarnedBy } from '../../../../src/renderer/features/wallet/wallet-rules';

describe('parseRechargeAmount: pesos as typed → centavos within the contract limits', () => {
  it('reads pesos with up to two decimals and es-MX thousands, without float residue', () => {
    expect(parseRechargeAmount('500')).toEqual({ ok: true, centavos: 50_000 });
    expect(parseRechargeAmount('19.99 ').ok).toBe(false);
    expect(parseRechargeAmount('20')).toEqual({ ok: true, centavos: 2_000 });
    expect(parseRechargeAmount('1,234.56')).toEqual({ ok: true, centavos: 123_456 });
    expect(parseRechargeAmount('10,000')).toEqual({ ok: true, centavos: 1_000_000 });
    // 0.29 * 100 is 28.999999999999996 in floating point: rounding keeps it 29 centavos.
    expect(parseRechargeAmount('100.29')).toEqual({ ok: true, centavos: 10_029 });
  });

  it('refuses what the server would refuse, with Spanish reasons', () => {
    expect(parseRechargeAmount('')).toEqual({ ok: false, error: 'Escribe un número.' });
    expect(parseRechargeAmount('10,000.01')).toEqual({ ok: false, error: 'Debe ser un número entre 20 y 10,000.' });
    expect(parseRechargeAmount('-50')).toEqual({ ok: false, error: 'Debe ser un número entre 20 y 10,000.' });
    expect(parseRechargeAmount('50.005')).toEqual({ ok: false, error: 'Usa como máximo 2 decimales.' });
    expect(parseRechargeAmount('50 pesos').ok).toBe(false);
    expect(parseRechargeAmount('21,5').ok).toBe(false);
  });
});

describe('points: earned by rule, and the 50 % rule on a charge', () => {
  it('earns one point per whole $10', () => {
    expect(pointsEarnedBy(999)).toBe(0);
    expect(pointsEarnedBy(1_000)).toBe(1);
    expect(pointsEarnedBy(50_000)).toBe(50);
  });

  it('caps the points at half of the charge and at what one holds', () => {
    expect(maxPointsFor(10_000, 1_000)).toBe(500);
    expect(maxPointsFor(10_000, 120)).toBe(120);
    expect(maxPointsFor(15, 100)).toBe(0);
    expect(maxPointsFor(10_001, 10_000)).toBe(500);
    expect(maxPointsFor(10_000, 0)).toBe(0);
  });

  it('splits a charge into the points part and the wallet part, and what the money earns', () => {
    expect(paymentSplit(10_000, 20)).toEqual({ points: 20, pointsValue: 200, cash: 9_800, earned: 9 });
    expect(paymentSplit(35_000, 0)).toEqual({ points: 0, pointsValue: 0, cash: 35_000, earned: 35 });
  });
});
