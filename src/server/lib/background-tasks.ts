/**
 * Work that must not run on the request path — mail above all: SMTP can take seconds, or minutes
 * to time out, and waiting on it would also tell a caller whether a mail was sent. Each task
 * starts after the current request's handler has returned; a failure is logged, never answered.
 * `idle()` waits for what is in flight (shutdown, tests).
 */
export interface BackgroundTasks {
  later(label: string, task: () => Promise<void>): void;
  /** Resolves once nothing is in flight, or after `timeoutMs` (a hung mail server must not hold a shutdown for ever). */
  idle(timeoutMs?: number): Promise<void>;
}

export function createBackgroundTasks(logger: { error(obj: object, msg: string): void }): BackgroundTasks {
  const inFlight = new Set<Promise<void>>();

  async function drain() {
    // A task may queue another (a lookup that then mails): wait until the set stays empty.
    while (inFlight.size > 0) await Promise.all([...inFlight]);
  }

  return {
    later(label, task) {
      const running = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => logger.error({ err: error }, `falló una tarea en segundo plano: ${label}`))
        .finally(() => inFlight.delete(running));
      inFlight.add(running);
    },
    async idle(timeoutMs) {
      if (timeoutMs === undefined) return drain();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([drain(), new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
      clearTimeout(timer);
    },
  };
}
