import { describe, expect, it } from 'vitest';
import { createUnitInputSchema } from '../../src/shared/contracts/logistics-units';
import {
  ORDER_KINDS,
  ORDER_KINDS_BY_ROLE,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  updateOrderInputSchema,
} from '../../src/shared/contracts/logistics-orders';
import { can } from '../../src/shared/permissions';
import { orderChangedEventSchema } from '../../src/shared/realtime';

describe('logistics contracts', () => {
  it('order.changed carries the same kinds and statuses as the contract', () => {
    expect(orderChangedEventSchema.shape.kind.options).toEqual([...ORDER_KINDS]);
    expect(orderChangedEventSchema.shape.status.options).toEqual([...ORDER_STATUSES]);
  });

  it('the status flow: every status listed, final ones go nowhere, nothing goes back to requested', () => {
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort());
    expect(ORDER_STATUSES.filter((status) => ORDER_TRANSITIONS[status].length === 0)).toEqual(['completed', 'rejected', 'cancelled']);
    expect(Object.values(ORDER_TRANSITIONS).some((targets) => targets.includes('requested'))).toBe(false);
  });

  it('the yard roles that work orders of some kinds may progress orders', () => {
    for (const role of Object.keys(ORDER_KINDS_BY_ROLE)) {
      expect(can([role], 'orders.progress')).toBe(true);
      expect(can([role], 'orders.approve')).toBe(false);
    }
  });

  it('plates are normalized and an update always needs its report', () => {
    expect(createUnitInputSchema.parse({ number: 'eco 7', plates: '12-ab 3cd' })).toMatchObject({ number: 'ECO 7', plates: '12AB3CD' });
    expect(updateOrderInputSchema.safeParse({ status: 'approved' }).success).toBe(false);
    expect(updateOrderInputSchema.safeParse({ status: 'approved', update_report: 'Ok' }).success).toBe(true);
  });
});
