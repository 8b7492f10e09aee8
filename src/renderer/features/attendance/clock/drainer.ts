import type { PunchBatchItemResult, PunchBatchResult } from '../../../../shared/contracts/attendance-clock';
import type { ClientError } from '../../../lib/client-error';
import type { Outbox, OutboxPunch } from './outbox';

/**
 * Empties the outbox into the server, oldest first, in batches. It never gives up: a network
 * failure or a 5xx waits (1 s, doubling to 30 s) and tries the same punches again — their
 * idempotency keys make a resend harmless. Per punch: stored or replayed → removed; refused
 * (4xx) → kept as rejected with the server's message; 429 (too many wrong PINs) → kept pending
 * and retried after the wait. A 401 means this clock was revoked: it stops and says so.
 */

export type DrainState = 'idle' | 'sending' | 'offline' | 'unauthorized';

export interface DrainerEvents {
  onState?: (state: DrainState) => void;
  /** Each punch's answer, for the confirmation on screen. */
  onResult?: (punch: OutboxPunch, result: PunchBatchItemResult) => void;
  onCountChange?: (pending: number) => void;
}

export interface DrainerOptions extends DrainerEvents {
  outbox: Outbox;
  send: (punches: OutboxPunch['body'][]) => Promise<PunchBatchResult>;
  batchSize?: number;
  sleep?: (ms: number) => Promise<void>;
  maxBackoffMs?: number;
}

export interface Drainer {
  /** Starts a drain if none is running; resolves when the outbox is empty or the drain must wait. */
  kick(): Promise<void>;
  state(): DrainState;
  /** Stops retrying (the page is going away). */
  stop(): void;
}

const isClientError = (error: unknown): error is ClientError => typeof error === 'object' && error !== null && 'message' in error && 'status' in error;

export function createDrainer(options: DrainerOptions): Drainer {
  const { outbox, send, batchSize = 100, maxBackoffMs = 30_000 } = options;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let state: DrainState = 'idle';
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  // A kick (the browser says it is online again, a new punch) cuts a backoff wait short.
  let wake: (() => void) | null = null;
  const wait = (ms: number) =>
    Promise.race([
      sleep(ms),
      new Promise<void>((resolve) => {
        wake = resolve;
      }),
    ]).finally(() => {
      wake = null;
    });

  const setState = (next: DrainState) => {
    if (next === state) return;
    state = next;
    options.onState?.(next);
  };

  async function drain() {
    let backoff = 1000;
    while (!stopped) {
      const batch = await outbox.pending(batchSize);
      if (batch.length === 0) {
        setState('idle');
        return;
      }
      setState('sending');
      let answer: PunchBatchResult;
      try {
        answer = await send(batch.map((punch) => punch.body));
      } catch (error) {
        const status = isClientError(error) ? error.status : null;
        if (status === 401) {
          setState('unauthorized');
          return;
        }
        if (status === 422 || status === 400 || status === 413) {
          // The batch itself was refused (should not happen: the clock builds it); send one by one so a bad punch cannot hold the rest.
          if (batch.length > 1 && batchSize > 1) {
            await drainOneByOne(batch);
            continue;
          }
          await outbox.reject(batch[0]!.seq!, isClientError(error) ? error.message : 'Checada rechazada.');
          continue;
        }
        setState('offline');
        await outbox.retried(batch.map((punch) => punch.seq!));
        await wait(backoff);
        backoff = Math.min(backoff * 2, maxBackoffMs);
        continue;
      }
      backoff = 1000;
      const done: number[] = [];
      let pause = 0;
      for (const [index, punch] of batch.entries()) {
        const result = answer.results[index];
        if (!result) continue;
        if (result.status >= 200 && result.status < 300) done.push(punch.seq!);
        else if (result.status === 429) pause = Math.max(pause, (result.retry_after ?? 60) * 1000);
        else if (result.status >= 500) pause = Math.max(pause, backoff);
        else await outbox.reject(punch.seq!, result.message ?? 'Checada rechazada.');
        options.onResult?.(punch, result);
      }
      await outbox.remove(done);
      options.onCountChange?.(await outbox.pendingCount());
      if (pause > 0) {
        setState('idle');
        await sleep(Math.min(pause, maxBackoffMs));
      }
    }
  }

  async function drainOneByOne(batch: OutboxPunch[]) {
    for (const punch of batch) {
      try {
        const answer = await send([punch.body]);
        const result = answer.results[0];
        if (result && result.status >= 200 && result.status < 300) await outbox.remove([punch.seq!]);
        else if (result && result.status !== 429 && result.status < 500) await outbox.reject(punch.seq!, result.message ?? 'Checada rechazada.');
        if (result) options.onResult?.(punch, result);
      } catch (error) {
        if (isClientError(error) && error.status !== null && error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 429) {
          await outbox.reject(punch.seq!, error.message);
        } else {
          return;
        }
      }
    }
  }

  return {
    kick() {
      if (running) {
        again = true;
        wake?.();
        return running;
      }
      running = (async () => {
        do {
          again = false;
          await drain();
        } while (again && !stopped && state !== 'unauthorized');
      })().finally(() => {
        running = null;
      });
      return running;
    },
    state: () => state,
    stop() {
      stopped = true;
    },
  };
}
