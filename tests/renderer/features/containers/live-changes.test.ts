import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Container, ContainerChangedEvent, ContainerPage } from '../../../../src/shared/contracts/containers';
import { applyContainerChange, flattenPages } from '../../../../src/renderer/features/containers/components/live-changes';

const container = (id: number, number: string): Container => ({
  id,
  company_id: 1,
  number,
  iso_type: '22G1',
  load_status: 'full',
  category: 'import',
  shipping_line: 'MSC',
  seals: [],
  gross_weight_kg: null,
  hazardous_class: null,
  reefer_temperature_c: null,
  holds: { customs: false, line: false, damage: false },
  position: { block: 'A', bay: 1, row: 1, tier: 1 },
  status: 'in_yard',
  vessel_call_id: null,
  vessel_call: null,
  notes: null,
  arrived_at: '2026-11-20T10:00:00.000Z',
  departed_at: null,
  last_movement_at: '2026-11-20T10:00:00.000Z',
  archived_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
});

const page = (rows: Container[], current_page: number, last_page: number, total: number): ContainerPage => ({ data: rows, current_page, last_page, per_page: 2, total });

const data: InfiniteData<ContainerPage, number> = {
  pages: [page([container(1, 'CSQU3054383'), container(2, 'MSKU9070323')], 1, 2, 3), page([container(3, 'TGHU1234567')], 2, 2, 3)],
  pageParams: [1, 2],
};

const event = (overrides: Partial<ContainerChangedEvent>): ContainerChangedEvent => ({
  id: 2,
  company_id: 1,
  number: 'MSKU9070323',
  change: 'movement',
  movement: 'yard_move',
  status: 'in_yard',
  position: { block: 'C', bay: 7, row: 2, tier: 3 },
  holds: { customs: false, line: false, damage: false },
  at: '2026-11-23T05:00:00.000Z',
  ...overrides,
});

describe('container.changed on the rows already on screen', () => {
  it('moves the container at once: new position, status and time of the movement', () => {
    const next = applyContainerChange(data, event({}))!;
    const moved = next.pages[0]!.data[1]!;
    expect(moved.position).toEqual({ block: 'C', bay: 7, row: 2, tier: 3 });
    expect(moved.last_movement_at).toBe('2026-11-23T05:00:00.000Z');
    // The other rows and pages keep their identity (no needless re-render).
    expect(next.pages[0]!.data[0]).toBe(data.pages[0]!.data[0]);
    expect(next.pages[1]).toBe(data.pages[1]);
  });

  it('leaves the cache untouched for a container not on screen', () => {
    expect(applyContainerChange(data, event({ id: 99 }))).toBe(data);
    expect(applyContainerChange(undefined, event({}))).toBeUndefined();
  });

  it('drops a deleted container and counts one less', () => {
    const next = applyContainerChange(data, event({ id: 3, change: 'deleted', movement: null }))!;
    expect(next.pages[1]!.data).toEqual([]);
    expect(next.pages[1]!.total).toBe(2);
  });

  it('shows holds set elsewhere without touching last movement', () => {
    const next = applyContainerChange(data, event({ id: 1, change: 'holds', movement: null, holds: { customs: true, line: false, damage: false } }))!;
    expect(next.pages[0]!.data[0]!.holds.customs).toBe(true);
    expect(next.pages[0]!.data[0]!.last_movement_at).toBe('2026-11-20T10:00:00.000Z');
  });

  it('flattens pages without repeating a row that shifted between requests', () => {
    const shifted: InfiniteData<ContainerPage, number> = { pages: [data.pages[0]!, page([container(2, 'MSKU9070323'), container(3, 'TGHU1234567')], 2, 2, 3)], pageParams: [1, 2] };
    expect(flattenPages(shifted).map((row) => row.id)).toEqual([1, 2, 3]);
    expect(flattenPages(undefined)).toEqual([]);
  });
});
