import { describe, expect, it } from 'vitest';
import { repeatedCodeFilter } from '../../../src/renderer/components/camera-scanner';

describe('repeatedCodeFilter', () => {
  it('reports a ticket held still in front of the camera once, however long it stays', () => {
    const isRepeat = repeatedCodeFilter(3000);
    expect(isRepeat('BOLETO-1', 0)).toBe(false);
    // Read every 200 ms for ten seconds: never again.
    for (let at = 200; at <= 10_000; at += 200) expect(isRepeat('BOLETO-1', at)).toBe(true);
  });

  it('reports a new code at once and the same code again after it was out of view', () => {
    const isRepeat = repeatedCodeFilter(3000);
    expect(isRepeat('BOLETO-1', 0)).toBe(false);
    expect(isRepeat('BOLETO-2', 100)).toBe(false);
    expect(isRepeat('BOLETO-1', 200)).toBe(false);
    expect(isRepeat('BOLETO-1', 3300)).toBe(false);
    expect(isRepeat('BOLETO-1', 3400)).toBe(true);
  });
});
