import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAttendanceSweeper } from '../../../../src/server/modules/attendance/attendance-sweeper';
import type { TenantScope } from '../../../../src/server/tenancy';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function fakeSweeps(companies: number[]) {
  const swept: { scope: TenantScope; companyId: number }[] = [];
  let release: (() => void) | null = null;
  return {
    swept,
    finish: () => release?.(),
    sweeps: {
      /** Makes each sweep wait until `finish()` (to see that a slow run is not doubled). */
      hold: false,
      companiesToSweep: async () => companies,
      async sweep(scope: TenantScope, companyId: number) {
        swept.push({ scope, companyId });
        if (this.hold) await new Promise<void>((resolve) => (release = resolve));
      },
    },
  };
}

describe('attendance sweeper', () => {
  it('sweeps every company with the system scope once a period, and stopping leaves no timer', async () => {
    const fake = fakeSweeps([3, 7]);
    const sweeper = createAttendanceSweeper({ sweeps: fake.sweeps, onError: () => {}, everyMs: 1000 });
    expect(sweeper.active).toBe(false);
    sweeper.start();
    sweeper.start();
    expect(sweeper.active).toBe(true);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fake.swept.map((entry) => entry.companyId)).toEqual([3, 7]);
    expect(fake.swept[0]!.scope.companyIds).toBeNull();
    sweeper.stop();
    expect(sweeper.active).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fake.swept).toHaveLength(2);
  });

  it('does not start a second run while one is still going', async () => {
    const fake = fakeSweeps([3]);
    fake.sweeps.hold = true;
    const sweeper = createAttendanceSweeper({ sweeps: fake.sweeps, onError: () => {}, everyMs: 1000 });
    sweeper.start();
    await vi.advanceTimersByTimeAsync(3000);
    expect(fake.swept).toHaveLength(1);
    fake.sweeps.hold = false;
    fake.finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(fake.swept).toHaveLength(2);
    sweeper.stop();
  });

  it('reports a failed run and keeps going', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const sweeper = createAttendanceSweeper({
      sweeps: {
        companiesToSweep: async () => {
          calls++;
          throw new Error('sin base de datos');
        },
        sweep: async () => {},
      },
      onError: (error) => errors.push(error),
      everyMs: 1000,
    });
    sweeper.start();
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toBe(2);
    expect(errors.map((error) => (error as Error).message)).toEqual(['sin base de datos', 'sin base de datos']);
    sweeper.stop();
  });
});
