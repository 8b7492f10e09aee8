import { describe, expect, it } from 'vitest';
import { createActionKeys } from '../../../src/renderer/lib/idempotency-key';

describe('createActionKeys: one Idempotency-Key per action', () => {
  it('reuses the key while the same request is retried, and renews it for another request or after success', () => {
    const keys = createActionKeys();
    const first = keys.keyFor({ chargeId: 1, points: 0 });
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys.keyFor({ chargeId: 1, points: 0 })).toBe(first);
    const other = keys.keyFor({ chargeId: 1, points: 10 });
    expect(other).not.toBe(first);
    keys.done();
    expect(keys.keyFor({ chargeId: 1, points: 10 })).not.toBe(other);
  });
});
