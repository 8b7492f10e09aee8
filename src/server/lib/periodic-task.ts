/**
 * Background work the server does on a clock (sweeps, retention, notices), the one way: the first
 * run `firstAfterMs` after `start()` (default one period), then every `everyMs`; a run still going
 * when the next one is due is not doubled; a failure goes to `onError` and the clock goes on.
 * Timers are unref'd (they never keep the process alive) and `stop()` waits for a run under way.
 */
export interface PeriodicTask {
  start(): void;
  stop(): Promise<void>;
  /** Is the clock set (between start and stop)? */
  readonly active: boolean;
}

export function createPeriodicTask(options: { run: () => Promise<unknown>; everyMs: number; firstAfterMs?: number; onError: (error: unknown) => void }): PeriodicTask {
  const { run, everyMs, firstAfterMs = everyMs, onError } = options;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;

  const tick = () => {
    if (running) return;
    running = run()
      .then(() => undefined, onError)
      .finally(() => {
        running = null;
      });
  };

  return {
    start() {
      if (timer) return;
      timer = setTimeout(() => {
        tick();
        timer = setInterval(tick, everyMs);
        timer.unref();
      }, firstAfterMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
    get active() {
      return timer !== null;
    },
  };
}
