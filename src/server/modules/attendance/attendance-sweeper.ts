import { type TenantScope, systemScope } from '../../tenancy';

export interface AttendanceSweeper {
  start(): void;
  stop(): void;
  /** Is the timer set (between start and stop)? */
  readonly active: boolean;
}

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
  let timer: ReturnType<typeof setInterval> | null = null;
  let running = false;

  async function sweepAll() {
    // Background work of the platform itself, for every tenant: the one place systemScope belongs.
    const scope = systemScope();
    for (const companyId of await sweeps.companiesToSweep(scope)) await sweeps.sweep(scope, companyId);
  }

  return {
    start() {
      if (timer) return;
      timer = setInterval(() => {
        if (running) return;
        running = true;
        sweepAll()
          .catch(onError)
          .finally(() => {
            running = false;
          });
      }, everyMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
    get active() {
      return timer !== null;
    },
  };
}
