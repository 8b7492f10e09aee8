import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { PunchBatchItemResult, PunchBatchResult, PunchInput } from '../../../../../src/shared/contracts/attendance-clock';
import { createDrainer } from '../../../../../src/renderer/features/attendance/clock/drainer';
import { type Outbox, openOutbox } from '../../../../../src/renderer/features/attendance/clock/outbox';
import { newIdempotencyKey } from '../../../../../src/renderer/lib/idempotency-key';

let outbox: Outbox;
let dbCount = 0;
afterEach(() => outbox?.close());

async function freshOutbox() {
  outbox = await openOutbox(`reloj-prueba-${++dbCount}`);
  return outbox;
}

const body = (n: number): PunchInput => ({ idempotency_key: `clave-de-prueba-${String(n).padStart(6, '0')}`, badge_code: `B-${n}`, punched_at: new Date(Date.UTC(2026, 10, 24, 14, n)).toISOString() });

async function fill(count: number) {
  for (let n = 1; n <= count; n++) await outbox.add({ key: body(n).idempotency_key, body: body(n), label: `Gafete B-${n}` });
}

const ok = (punch: PunchInput, status = 201): PunchBatchItemResult => ({ idempotency_key: punch.idempotency_key, status, replayed: status === 200 });
const networkError = { message: 'Network Error', status: null, data: null };

describe('the clock outbox', () => {
  it('keeps punches in insertion order across a reopen (a reload or a restarted browser)', async () => {
    const box = await freshOutbox();
    await fill(5);
    box.close();
    outbox = await openOutbox(`reloj-prueba-${dbCount}`);
    expect((await outbox.pending(10)).map((punch) => punch.body.badge_code)).toEqual(['B-1', 'B-2', 'B-3', 'B-4', 'B-5']);
    expect(await outbox.pendingCount()).toBe(5);
    await outbox.setSetting('device_token', 'dvc_x');
    expect(await outbox.getSetting('device_token')).toBe('dvc_x');
  });

  it('refuses the same idempotency key twice (one punch, one row)', async () => {
    await freshOutbox();
    await fill(1);
    await expect(outbox.add({ key: body(1).idempotency_key, body: body(1), label: 'otra vez' })).rejects.toBeDefined();
    expect(await outbox.pendingCount()).toBe(1);
  });

  it('newIdempotencyKey is a v4 UUID the server accepts', () => {
    const keys = new Set(Array.from({ length: 1000 }, newIdempotencyKey));
    expect(keys.size).toBe(1000);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('the drainer', () => {
  it('sends oldest first in batches and empties the outbox', async () => {
    await freshOutbox();
    await fill(250);
    const sent: string[][] = [];
    const drainer = createDrainer({
      outbox,
      batchSize: 100,
      send: async (punches) => {
        sent.push(punches.map((punch) => punch.badge_code!));
        return { results: punches.map((punch) => ok(punch)) };
      },
    });
    await drainer.kick();
    expect(sent.map((batch) => batch.length)).toEqual([100, 100, 50]);
    expect(sent.flat()).toEqual(Array.from({ length: 250 }, (_, index) => `B-${index + 1}`));
    expect(await outbox.pendingCount()).toBe(0);
    expect(drainer.state()).toBe('idle');
  });

  it('keeps everything through network failures and retries the same keys until the server answers', async () => {
    await freshOutbox();
    await fill(3);
    let failures = 2;
    const keysSeen: string[][] = [];
    const waits: number[] = [];
    const states: string[] = [];
    const drainer = createDrainer({
      outbox,
      sleep: async (ms) => {
        waits.push(ms);
      },
      onState: (state) => states.push(state),
      send: async (punches) => {
        keysSeen.push(punches.map((punch) => punch.idempotency_key));
        if (failures-- > 0) throw networkError;
        return { results: punches.map((punch) => ok(punch)) };
      },
    });
    await drainer.kick();
    expect(keysSeen).toHaveLength(3);
    expect(keysSeen[0]).toEqual(keysSeen[2]);
    expect(waits).toEqual([1000, 2000]);
    expect(states).toEqual(['sending', 'offline', 'sending', 'offline', 'sending', 'idle']);
    expect(await outbox.pendingCount()).toBe(0);
  });

  it('a refused punch is kept as rejected with the server message; a 429 waits; the rest go through', async () => {
    await freshOutbox();
    await fill(4);
    let round = 0;
    const waits: number[] = [];
    const results: number[] = [];
    const drainer = createDrainer({
      outbox,
      sleep: async (ms) => {
        waits.push(ms);
      },
      onResult: (_punch, result) => results.push(result.status),
      send: async (punches): Promise<PunchBatchResult> => {
        round++;
        return {
          results: punches.map((punch) => {
            if (punch.badge_code === 'B-2') return { idempotency_key: punch.idempotency_key, status: 422, message: 'No reconocemos ese gafete.' };
            if (punch.badge_code === 'B-3' && round === 1) return { idempotency_key: punch.idempotency_key, status: 429, message: 'Demasiados intentos', retry_after: 5 };
            return ok(punch, round === 1 ? 201 : 200);
          }),
        };
      },
    });
    await drainer.kick();
    expect(waits).toEqual([5000]);
    expect(results).toEqual([201, 422, 429, 201, 200]);
    expect(await outbox.pendingCount()).toBe(0);
    const rejected = await outbox.rejected();
    expect(rejected.map((punch) => [punch.body.badge_code, punch.message])).toEqual([['B-2', 'No reconocemos ese gafete.']]);
  });

  it('a revoked clock (401) stops and keeps every punch', async () => {
    await freshOutbox();
    await fill(2);
    const drainer = createDrainer({
      outbox,
      send: async () => {
        throw { message: 'Este reloj fue dado de baja.', status: 401, data: null };
      },
    });
    await drainer.kick();
    expect(drainer.state()).toBe('unauthorized');
    expect(await outbox.pendingCount()).toBe(2);
  });

  it('kicks while draining run one drain at a time and pick up punches added meanwhile', async () => {
    await freshOutbox();
    await fill(1);
    let concurrent = 0;
    let maxConcurrent = 0;
    const seen: string[] = [];
    const drainer = createDrainer({
      outbox,
      send: async (punches) => {
        concurrent++;
        maxConcurrent = Math.max(maxConcurrent, concurrent);
        await new Promise((resolve) => setTimeout(resolve, 5));
        seen.push(...punches.map((punch) => punch.badge_code!));
        concurrent--;
        return { results: punches.map((punch) => ok(punch)) };
      },
    });
    const first = drainer.kick();
    await outbox.add({ key: body(2).idempotency_key, body: body(2), label: 'B-2' });
    const second = drainer.kick();
    await Promise.all([first, second]);
    expect(maxConcurrent).toBe(1);
    expect(seen).toEqual(['B-1', 'B-2']);
  });
});
