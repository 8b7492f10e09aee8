import { describe, expect, it } from 'vitest';
import { QueueFullError, createSemaphore } from '../../../src/server/lib/semaphore';

/** A task that runs until the test lets it finish. */
function heldTask() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  let started = false;
  return {
    run: async () => {
      started = true;
      await done;
      return 'hecho';
    },
    finish: () => finish(),
    get started() {
      return started;
    },
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('semaphore', () => {
  it('runs at most `concurrency` tasks, queues up to `maxQueue` in order and refuses the rest at once', async () => {
    const gate = createSemaphore({ concurrency: 2, maxQueue: 1 });
    const tasks = [heldTask(), heldTask(), heldTask()];
    const running = tasks.map((task) => gate.run(task.run));
    await tick();
    expect(tasks.map((task) => task.started)).toEqual([true, true, false]);
    expect({ active: gate.active, waiting: gate.waiting }).toEqual({ active: 2, waiting: 1 });

    await expect(gate.run(async () => 'de más')).rejects.toBeInstanceOf(QueueFullError);

    tasks[1]!.finish();
    await tick();
    expect(tasks[2]!.started).toBe(true);
    expect({ active: gate.active, waiting: gate.waiting }).toEqual({ active: 2, waiting: 0 });
    tasks[0]!.finish();
    tasks[2]!.finish();
    expect(await Promise.all(running)).toEqual(['hecho', 'hecho', 'hecho']);
    expect({ active: gate.active, waiting: gate.waiting }).toEqual({ active: 0, waiting: 0 });
  });

  it('frees the slot of a task that fails', async () => {
    const gate = createSemaphore({ concurrency: 1, maxQueue: 0 });
    await expect(gate.run(async () => Promise.reject(new Error('falla')))).rejects.toThrow('falla');
    expect(gate.active).toBe(0);
    expect(await gate.run(async () => 'otra vez')).toBe('otra vez');
  });

  it('refuses nonsense sizes', () => {
    expect(() => createSemaphore({ concurrency: 0, maxQueue: 1 })).toThrow(RangeError);
    expect(() => createSemaphore({ concurrency: 1, maxQueue: -1 })).toThrow(RangeError);
  });
});
