import { describe, expect, it } from 'vitest';
import type { OrderKind, OrderStatus } from '../../../../src/shared/contracts/logistics-orders';
import { orderActions, waybillBlockers } from '../../../../src/renderer/features/logistics/components/orders';

const order = (status: OrderStatus, kind: OrderKind = 'delivery') => ({ status, kind });

describe('order actions by role', () => {
  it('lets a supervisor approve, reject or cancel a requested order', () => {
    expect(orderActions(['container_supervisor'], order('requested'))).toEqual(['approved', 'rejected', 'cancelled']);
  });

  it('lets admins carry out any kind of order', () => {
    expect(orderActions(['container_admin'], order('approved', 'transfer'))).toEqual(['in_progress', 'cancelled']);
    expect(orderActions(['container_admin'], order('in_progress', 'inspection'))).toEqual(['completed', 'cancelled']);
  });

  it('lets yard roles start and finish only the kinds of their work, never approve', () => {
    expect(orderActions(['container_receiver'], order('approved', 'reception'))).toEqual(['in_progress']);
    expect(orderActions(['container_receiver'], order('approved', 'transfer'))).toEqual([]);
    expect(orderActions(['containers_crane_operator'], order('in_progress', 'transfer'))).toEqual(['completed']);
    expect(orderActions(['containers_crane_operator'], order('requested', 'transfer'))).toEqual([]);
  });

  it('offers nothing on closed orders', () => {
    expect(orderActions(['container_admin'], order('completed'))).toEqual([]);
    expect(orderActions(['container_admin'], order('cancelled'))).toEqual([]);
  });
});

describe('what a carta porte still needs', () => {
  const planned = { status: 'approved' as OrderStatus, origin: { id: 1, code: 'A', name: 'A' }, destination: { id: 2, code: 'B', name: 'B' }, unit: { id: 1, number: 'ECO-1', plates: 'ABC1234' }, driver: { id: 1, full_name: 'Juan', license_number: null, license_expires_on: null } };

  it('nothing for an approved order with the whole trip', () => {
    expect(waybillBlockers(planned)).toEqual([]);
  });

  it('each missing piece, and a requested order', () => {
    expect(waybillBlockers({ ...planned, status: 'requested', unit: null, driver: null })).toEqual(['la orden debe estar aprobada o en proceso', 'falta la unidad', 'falta el chofer']);
  });
});
