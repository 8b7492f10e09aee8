import { describe, expect, it } from 'vitest';
import { labourText, serviceOrderActions } from '../../../../src/renderer/features/support/components/service-order-labels';

describe('service order status actions', () => {
  it('offers support every move of the table, the technician only start and pause', () => {
    expect(serviceOrderActions('scheduled', true).map((action) => action.to)).toEqual(['in_progress', 'cancelled']);
    expect(serviceOrderActions('scheduled', false).map((action) => action.to)).toEqual(['in_progress']);
    expect(serviceOrderActions('in_progress', false)).toEqual([{ to: 'scheduled', label: 'Pausar (volver a programada)' }]);
    expect(serviceOrderActions('cancelled', true).map((action) => action.label)).toEqual(['Reprogramar']);
    expect(serviceOrderActions('cancelled', false)).toEqual([]);
    expect(serviceOrderActions('done', true)).toEqual([]);
  });

  it('writes labour in hours and minutes', () => {
    expect(labourText(0)).toBe('0 min');
    expect(labourText(45)).toBe('45 min');
    expect(labourText(120)).toBe('2 h');
    expect(labourText(95)).toBe('1 h 35 min');
  });
});
