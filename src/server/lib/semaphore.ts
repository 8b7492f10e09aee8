/**
 * At most `concurrency` tasks run at once; up to `maxQueue` more wait their turn in order; beyond
 * that a task is refused at once with `QueueFullError` instead of waiting, so a flood costs the
 * caller an immediate answer rather than unbounded memory and latency.
 */
export interface Semaphore {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now. */
  readonly active: number;
  /** Tasks waiting for a slot. */
  readonly waiting: number;
}

export class QueueFullError extends Error {
  override name = 'QueueFullError';
}

export function createSemaphore(options: { concurrency: number; maxQueue: number }): Semaphore {
  if (!Number.isInteger(options.concurrency) || options.concurrency < 1) throw new RangeError('concurrency must be a positive integer');
  if (!Number.isInteger(options.maxQueue) || options.maxQueue < 0) throw new RangeError('maxQueue must be a non-negative integer');
  let active = 0;
  const queue: (() => void)[] = [];

  function release() {
    const next = queue.shift();
    // The slot passes straight to the next task, so `active` never dips and lets a newcomer jump the queue.
    if (next) next();
    else active -= 1;
  }

  return {
    async run(task) {
      if (active < options.concurrency) {
        active += 1;
      } else {
        if (queue.length >= options.maxQueue) throw new QueueFullError('semaphore queue is full');
        await new Promise<void>((resolve) => queue.push(resolve));
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
