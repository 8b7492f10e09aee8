import { describe, expect, it } from 'vitest';
import { balancedGroups } from '../../scripts/balanced-groups.mjs';

describe('spec files grouped by measured duration (e2e shards)', () => {
  it('puts the longest first into the group with the least so far', () => {
    const durations = { 'a.spec.ts': 300, 'b.spec.ts': 200, 'c.spec.ts': 150, 'd.spec.ts': 100, 'e.spec.ts': 50 };
    const groups = balancedGroups(Object.keys(durations), durations, 2);
    // a 300 | b 200, c 150 → 350 | d 100 → 400 | e 50 → 400.
    expect(groups).toEqual([['a.spec.ts', 'd.spec.ts'], ['b.spec.ts', 'c.spec.ts', 'e.spec.ts']]);
  });

  it('counts a file it has no figure for as the median, and loses none', () => {
    const durations = { 'a.spec.ts': 10, 'b.spec.ts': 20, 'c.spec.ts': 30 };
    const files = ['a.spec.ts', 'b.spec.ts', 'c.spec.ts', 'nuevo.spec.ts'];
    const groups = balancedGroups(files, durations, 2);
    expect(groups.flat().sort()).toEqual(files);
    // 30 | 20 + (median 20) vs 10: the new file weighs 20.
    expect(groups).toEqual([['a.spec.ts', 'c.spec.ts'], ['b.spec.ts', 'nuevo.spec.ts']]);
  });
});
