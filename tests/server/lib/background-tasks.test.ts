import { describe, expect, it } from 'vitest';
import { createBackgroundTasks } from '../../../src/server/lib/background-tasks';

const recordingLogger = () => {
  const errors: string[] = [];
  return { errors, error: (_obj: object, msg: string) => void errors.push(msg) };
};

describe('background tasks (work kept off the request path)', () => {
  it('start only after the caller has carried on, and idle() waits for them and for what they queue', async () => {
    const tasks = createBackgroundTasks(recordingLogger());
    const order: string[] = [];
    tasks.later('primera', async () => {
      order.push('task');
      tasks.later('encadenada', async () => void order.push('chained'));
    });
    order.push('caller');
    await tasks.idle();
    expect(order).toEqual(['caller', 'task', 'chained']);
  });

  it('log a failure instead of throwing it', async () => {
    const logger = recordingLogger();
    const tasks = createBackgroundTasks(logger);
    tasks.later('correo', async () => {
      throw new Error('SMTP caído');
    });
    await tasks.idle();
    expect(logger.errors).toEqual(['falló una tarea en segundo plano: correo']);
  });

  it('idle(timeout) gives up on a task that never ends, so a shutdown is not held for ever', async () => {
    const tasks = createBackgroundTasks(recordingLogger());
    tasks.later('colgada', () => new Promise<void>(() => {}));
    const started = Date.now();
    await tasks.idle(50);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
