import { describe, expect, it } from 'vitest';
import {
  SERVICE_ORDER_STATUSES,
  SERVICE_ORDER_TRANSITIONS,
  SIGNATURE_MIN_INK,
  inkOf,
  serviceOrderReference,
  signServiceOrderInputSchema,
} from '../../../src/shared/contracts/service-orders';

describe('service order contracts', () => {
  it('numbers references as OS-000123', () => {
    expect(serviceOrderReference(7)).toBe('OS-000007');
    expect(serviceOrderReference(1_234_567)).toBe('OS-1234567');
  });

  it('never moves to done by a status change, and a done order goes nowhere', () => {
    for (const from of SERVICE_ORDER_STATUSES) expect(SERVICE_ORDER_TRANSITIONS[from], from).not.toContain('done');
    expect(SERVICE_ORDER_TRANSITIONS.done).toEqual([]);
  });

  it('measures ink as pen travel and horizontal span', () => {
    expect(inkOf([[[0, 0], [3, 4]], [[10, 0]]])).toEqual({ length: 5, span: 10 });
    expect(inkOf([])).toEqual({ length: 0, span: 0 });
  });

  it('takes a real signature and refuses a dot, a short tick, or a line out of the box', () => {
    const wave = Array.from({ length: 40 }, (_, i) => [50 + i * 10, 100 + 40 * Math.sin(i / 2)] as [number, number]);
    expect(signServiceOrderInputSchema.safeParse({ receiver_name: 'Lucía Fernández', strokes: [wave] }).success).toBe(true);
    const short = [[100, 100], [100 + SIGNATURE_MIN_INK - 1, 100]];
    for (const strokes of [[[[5, 5]]], [short], [[[0, 0], [601, 0]]]]) {
      const result = signServiceOrderInputSchema.safeParse({ receiver_name: 'Lucía Fernández', strokes });
      expect(result.success, JSON.stringify(strokes)).toBe(false);
    }
  });
});
