import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../helpers/test-app';

describe('attendance sweeper in the app', () => {
  it('starts when the server is ready and stops when it closes (no timer left behind)', async () => {
    const t = await createTestApp();
    expect(t.services.attendanceSweeper.active).toBe(true);
    await t.close();
    expect(t.services.attendanceSweeper.active).toBe(false);
  });
});
