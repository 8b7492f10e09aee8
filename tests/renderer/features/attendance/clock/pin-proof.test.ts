import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { afterEach, describe, expect, it } from 'vitest';
import { proofBookOf } from '../../../../../src/renderer/features/attendance/clock/pin-proof';
import { createPinAttempts, pendingLabel, pinPunch, rejectedSummary } from '../../../../../src/renderer/features/attendance/clock/pin-punch';
import { type Outbox, SCRUBBED_PIN_MESSAGE, openOutbox } from '../../../../../src/renderer/features/attendance/clock/outbox';
import { checkPunchProof, createClockKeys, proofFor, proofsResponse } from '../../../../../src/server/modules/attendance/clock-pin-proofs';
import { createPinHasher } from '../../../../../src/server/modules/employees/employees.pin';

/**
 * The clock's side of the offline PIN check, against the server's own construction: the same
 * bytes on both sides, or every offline punch would be refused on sync.
 */
const APP_KEY = 'clave-de-aplicacion-de-pruebas-0123456789';
// Few iterations keep the test fast; the count travels with each proof.
const pins = createPinHasher(APP_KEY, 1000);
const keys = createClockKeys(APP_KEY);
const DEVICE_ID = 7;
const EMPLOYEE_ID = 42;

async function bookFor(pin: string) {
  const stored = await pins.hash(pin);
  const material = pins.offlineMaterial(stored)!;
  const secret = keys.deviceSecret(DEVICE_ID);
  return { material, secret, book: proofBookOf(proofsResponse(secret, [proofFor(EMPLOYEE_ID, secret, material)])) };
}

const punch = (pin: string) => ({ idempotency_key: 'clave-de-prueba-000001', employee_id: EMPLOYEE_ID, pin, punched_at: '2026-11-24T14:40:00.000Z', type: 'in' as const });

let outbox: Outbox | undefined;
afterEach(() => outbox?.close());

describe('the clock checks a PIN offline', () => {
  it('refuses a wrong PIN on the spot, with a Spanish message and nothing to queue', async () => {
    const { book } = await bookFor('4321');
    const attempts = createPinAttempts();
    expect(await pinPunch(punch('1234'), book, attempts)).toEqual({ ok: false, reason: 'wrong_pin', message: 'PIN incorrecto. Te quedan 4 intentos.' });
    expect(await pinPunch(punch('43210'), book, attempts)).toMatchObject({ ok: false, reason: 'wrong_pin', message: 'PIN incorrecto. Te quedan 3 intentos.' });
  });

  it('stops guessing at the keypad after five wrong PINs, even with the right one, until the window passes', async () => {
    const { book } = await bookFor('4321');
    let clock = 0;
    const attempts = createPinAttempts(5, 15 * 60_000, () => clock);
    for (let n = 0; n < 4; n++) await pinPunch(punch(`000${n}`), book, attempts);
    expect(await pinPunch(punch('0009'), book, attempts)).toMatchObject({ reason: 'wrong_pin', message: 'PIN incorrecto. Se agotaron los intentos; espera unos minutos.' });
    expect(await pinPunch(punch('4321'), book, attempts)).toMatchObject({ ok: false, reason: 'too_many', message: 'Demasiados PIN incorrectos. Espera 15 min o usa tu gafete.' });
    clock += 15 * 60_000;
    expect(await pinPunch(punch('4321'), book, attempts)).toMatchObject({ ok: true });
  });

  it('turns the right PIN into a proof the server accepts for that punch only — and no PIN in what is kept', async () => {
    const { book, material, secret } = await bookFor('4321');
    const prepared = await pinPunch(punch('4321'), book, createPinAttempts());
    if (!prepared.ok) throw new Error('the right PIN was refused');
    expect(prepared.body).not.toHaveProperty('pin');
    expect(JSON.stringify(prepared.body)).not.toContain('4321');
    expect(prepared.body).toMatchObject({ employee_id: EMPLOYEE_ID, type: 'in', pin_proof: expect.stringMatching(/^[\w-]+\.[\w-]{43}$/) });
    const body = { ...prepared.body, employee_id: EMPLOYEE_ID };
    expect(checkPunchProof(body.pin_proof!, body, secret, material)).toBe('valid');
    expect(checkPunchProof(body.pin_proof!, { ...body, punched_at: '2026-11-24T14:41:00.000Z' }, secret, material)).toBe('wrong');
    expect(checkPunchProof(body.pin_proof!, body, keys.deviceSecret(DEVICE_ID + 1), material)).toBe('wrong');
    // The PIN set again: a new salt, and the old punch is stale.
    expect(checkPunchProof(body.pin_proof!, body, secret, pins.offlineMaterial(await pins.hash('4321')))).toBe('stale');
  });

  it('without a proof for that employee, says so instead of guessing', async () => {
    const { book } = await bookFor('4321');
    expect(await pinPunch({ ...punch('4321'), employee_id: 99 }, book, createPinAttempts())).toEqual({ ok: false, reason: 'no_proof' });
    expect(await pinPunch(punch('4321'), null, createPinAttempts())).toEqual({ ok: false, reason: 'no_proof' });
  });

  it('the outbox stores the employee and the proof tag, never a pin field', async () => {
    const { book } = await bookFor('4321');
    const prepared = await pinPunch(punch('4321'), book, createPinAttempts());
    if (!prepared.ok) throw new Error('the right PIN was refused');
    outbox = await openOutbox('reloj-prueba-prueba-pin');
    await outbox.add({ key: prepared.body.idempotency_key, body: prepared.body, label: 'Paula Prueba' });
    const [stored] = await outbox.pending(1);
    expect(stored!.body).toEqual({ idempotency_key: 'clave-de-prueba-000001', employee_id: EMPLOYEE_ID, punched_at: '2026-11-24T14:40:00.000Z', type: 'in', pin_proof: prepared.body.pin_proof });
    expect(Object.keys(stored!.body)).not.toContain('pin');
  });

  it('scrubs PINs an older clock left in its outbox, and shows those punches as rejected', async () => {
    const name = 'reloj-prueba-v1';
    const v1 = await openDB(name, 1, {
      upgrade(database) {
        const store = database.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
        store.createIndex('state', 'state');
        store.createIndex('key', 'key', { unique: true });
        database.createObjectStore('settings');
      },
    });
    await v1.add('outbox', { key: 'k-con-pin-00000001', body: { idempotency_key: 'k-con-pin-00000001', employee_id: 5, pin: '9876', punched_at: '2026-11-24T14:00:00Z' }, label: 'Ana', state: 'pending', attempts: 0 });
    await v1.add('outbox', { key: 'k-gafete-00000002', body: { idempotency_key: 'k-gafete-00000002', badge_code: 'B-1', punched_at: '2026-11-24T14:01:00Z' }, label: 'Gafete B-1', state: 'pending', attempts: 0 });
    v1.close();
    outbox = await openOutbox(name);
    const rejected = await outbox.rejected();
    expect(rejected).toHaveLength(1);
    expect(rejected[0]!.body).not.toHaveProperty('pin');
    expect(rejected[0]!.message).toBe(SCRUBBED_PIN_MESSAGE);
    expect((await outbox.pending(10)).map((entry) => entry.key)).toEqual(['k-gafete-00000002']);
  });
});

describe('the clock counts in Spanish', () => {
  it('one rejected punch is singular, two are plural', () => {
    expect(rejectedSummary(1)).toBe('1 checada rechazada');
    expect(rejectedSummary(2)).toBe('2 checadas rechazadas');
    expect(pendingLabel(1)).toBe('1 checada por enviar');
    expect(pendingLabel(0)).toBe('0 checadas por enviar');
  });
});
