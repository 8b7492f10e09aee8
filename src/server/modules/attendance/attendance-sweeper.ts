import { type PeriodicTask, createPeriodicTask } from '../../lib/periodic-task';
import { type TenantScope, systemScope } from '../../tenancy';

export type AttendanceSweeper = PeriodicTask;

/**
 * Runs the time-driven rules (absences, forgotten check-outs) for every company with shifts once
 * a minute, so the status board is right even when nobody reads it. A run still going when the
 * next tick comes is not doubled. app.ts starts it when the server is ready and stops it on close.
 */
export function createAttendanceSweeper(deps: {
  sweeps: { companiesToSweep(scope: TenantScope): Promise<number[]>; sweep(scope: TenantScope, companyId: number): Promise<unknown> };
  onError: (error: unknown) => void;
  everyMs?: number;
}): AttendanceSweeper {
  const { sweeps, onError, everyMs = 60_000 } = deps;
  async function sweepAll() {
    // Background work of the platform itself, for every tenant: the one place systemScope belongs.
    const scope = systemScope();
    for (const companyId of await sweeps.companiesToSweep(scope)) await sweeps.sweep(scope, companyId);
  }
  return createPeriodicTask({ run: sweepAll, everyMs, onError });
}
