import { describe, expect, it } from 'vitest';
import { OCCUPANCY_SCALE, blockTakes, occupancyStep } from '../../../../src/renderer/features/containers/components/yard-map';

describe('yard map', () => {
  it('colours a bay by how full it is, empty and full apart', () => {
    expect(occupancyStep(0, 30)).toBe(OCCUPANCY_SCALE[0]);
    expect(occupancyStep(10, 30)).toBe(OCCUPANCY_SCALE[1]);
    expect(occupancyStep(11, 30)).toBe(OCCUPANCY_SCALE[2]);
    expect(occupancyStep(21, 30)).toBe(OCCUPANCY_SCALE[3]);
    expect(occupancyStep(30, 30)).toBe(OCCUPANCY_SCALE[4]);
  });

  it('says what a block takes', () => {
    expect(blockTakes({ reefer_plugs: true, takes_hazardous: false, takes_full: true, takes_empty: true })).toEqual(['Llenos y vacíos', 'Conexiones reefer']);
    expect(blockTakes({ reefer_plugs: false, takes_hazardous: true, takes_full: false, takes_empty: true })).toEqual(['Solo vacíos', 'Carga peligrosa']);
  });
});
