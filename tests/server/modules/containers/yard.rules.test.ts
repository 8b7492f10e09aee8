import { describe, expect, it } from 'vitest';
import { type BlockLayout, positionProblem, refusalOf, suggestSlots } from '../../../../src/server/modules/containers/yard.rules';

const everything = { reefer_plugs: true, takes_hazardous: true, takes_full: true, takes_empty: true };
const A: BlockLayout = { code: 'A', bays: 3, rows: 2, tiers: 2, ...everything };
const B: BlockLayout = { code: 'B', bays: 2, rows: 1, tiers: 3, ...everything, reefer_plugs: false, takes_hazardous: false };
const dry = { iso_type: '42G1', load_status: 'full', hazardous_class: null };
const reefer = { iso_type: '45R1', load_status: 'full', hazardous_class: null };

describe('yard rules', () => {
  it('checks the block, then bay, row and tier against its size', () => {
    expect(positionProblem(undefined, { block: 'Z', bay: 1, row: 1, tier: 1 }, dry)).toMatchObject({ field: 'block', message: 'El bloque Z no existe en el patio.' });
    expect(positionProblem(A, { block: 'A', bay: 4, row: 1, tier: 1 }, dry)).toMatchObject({ field: 'bay', message: 'La bahía 4 está fuera del bloque A (1–3).' });
    expect(positionProblem(A, { block: 'A', bay: 3, row: 3, tier: 1 }, dry)?.field).toBe('row');
    expect(positionProblem(A, { block: 'A', bay: 3, row: 2, tier: 3 }, dry)).toMatchObject({ field: 'tier', message: 'La estiba máxima del bloque A es 2.' });
    expect(positionProblem(A, { block: 'A', bay: 3, row: 2, tier: 2 }, dry)).toBeNull();
  });

  it('a full reefer needs plugs, an empty one does not; dangerous goods need a block that takes them', () => {
    expect(refusalOf(B, reefer)).toMatch(/conexiones para refrigerados/);
    expect(refusalOf(B, { ...reefer, load_status: 'empty' })).toBeNull();
    expect(refusalOf(B, { ...dry, hazardous_class: '8' })).toMatch(/carga peligrosa \(clase 8\)/);
    expect(refusalOf({ ...A, takes_empty: false }, { ...dry, load_status: 'empty' })).toMatch(/vacíos/);
    expect(refusalOf({ ...A, takes_full: false }, dry)).toMatch(/llenos/);
  });

  it('suggests the tier above each stack, its own block and nearest stack first, never its own stack or a full one', () => {
    const stacks = [
      { block: 'A', bay: 1, row: 1, top_tier: 1 },
      { block: 'A', bay: 2, row: 1, top_tier: 2 },
    ];
    // From A-01-01-1: its own stack is skipped, A-02-01 is full, A-01-02 is next door.
    expect(suggestSlots([B, A], stacks, dry, { block: 'A', bay: 1, row: 1, tier: 1 }, 3)).toEqual([
      { block: 'A', bay: 1, row: 2, tier: 1 },
      { block: 'A', bay: 2, row: 2, tier: 1 },
      { block: 'A', bay: 3, row: 1, tier: 1 },
    ]);
    // Not in the yard: from the first block's first bay; a floating top (tier 2 alone) is built on, not under.
    expect(suggestSlots([A], [{ block: 'A', bay: 1, row: 1, top_tier: 2 }], dry, null, 1)).toEqual([{ block: 'A', bay: 1, row: 2, tier: 1 }]);
    // A reefer is never offered B; B is offered once A is full.
    expect(suggestSlots([A, B], [], reefer, null, 100).every((slot) => slot.block === 'A')).toBe(true);
    const fullA = [1, 2, 3].flatMap((bay) => [1, 2].map((row) => ({ block: 'A', bay, row, top_tier: 2 })));
    expect(suggestSlots([A, B], fullA, dry, null, 1)).toEqual([{ block: 'B', bay: 1, row: 1, tier: 1 }]);
    expect(suggestSlots([A], fullA, dry, null, 3)).toEqual([]);
  });
});
