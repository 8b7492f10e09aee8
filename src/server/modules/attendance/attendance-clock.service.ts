import type { Insertable, Kysely } from 'kysely';
import type { z } from 'zod';
import {
  MAX_PUNCH_AGE_HOURS,
  PIN_ATTEMPTS_PER_DEVICE,
  PIN_ATTEMPTS_WINDOW_MINUTES,
  type Punch,
  type PunchResult,
  type PunchBatchItemResult,
  type PunchBatchResult,
  DUPLICATE_PUNCH_SECONDS,
  SYNCED_LATE_AFTER_SECONDS,
  punchInputSchema,
} from '../../../shared/contracts/attendance-clock';
import type { Database } from '../../db/schema';
import { retryOnUniqueViolation } from '../../db/errors';
import { AppError, conflict, fieldErrorsFromIssues, invalid, tooManyRequests } from '../../errors';
import type { RateLimiter } from '../../lib/rate-limiter';
import { deviceScope } from '../../tenancy';
import type { CompaniesService } from '../companies/companies.service';
import { type ClockDevice, createAttendanceClockDevicesService } from './attendance-clock-devices.service';
import { applyPunch, inferType } from './attendance-clock.effects';
import * as clockRepository from './attendance-clock.repository';
import * as repository from './attendance-records.repository';
import type { AttendancePunchesTable } from './attendance.tables';
import { type ClockKeys, LEGACY_FINGERPRINT, type OfflineMaterial, checkPunchProof } from './clock-pin-proofs';
import type { RejectedPunch } from './clock-rejections';
import type { Plan } from './attendance.rules';
import type { AttendanceService } from './attendance.service';
import { fullName, statusesFrom } from './attendance.values';
import { addDays, localDateOf } from './attendance.time';
import { businessTimeOf } from '../../../shared/business-time';

/**
 * The wall clock's side of attendance: its devices (`devices`, attendance-clock-devices.service.ts)
 * and punches. A punch is idempotent by its client-generated key; the clock may send it again
 * after any failure and the answer is the same stored punch. What a punch does to the records is
 * attendance-clock.effects.ts.
 */

export type AttendanceClockService = ReturnType<typeof createAttendanceClockService>;

/** A clock's clock may run a little fast; beyond this a punch "from the future" is refused. */
const MAX_CLOCK_SKEW_MINUTES = 5;

interface KnownEmployees {
  byBadge: Map<string, repository.AttendanceEmployeeRow>;
  byId: Map<number, repository.AttendanceEmployeeRow>;
}

/** One punch's answer inside the batch (the employee is for the managers' live status). */
type Outcome = Omit<PunchResult, 'punch'> & { punch: Punch; employeeId: number };

interface BatchContext {
  plans: Map<string, Plan>;
  employees: KnownEmployees;
  /** Punches stored before this batch, by key. */
  stored: Map<string, clockRepository.PunchRow & { employee_name: string }>;
  /** Punches of this batch, by key (a key twice in one batch is a replay of the first). */
  fresh: Map<string, { punch: Punch; bodyHash: string }>;
  /** Each batch employee's open record as the batch goes (undefined: none; absent from the map: not read yet). */
  open: Map<number, repository.RecordRow | undefined>;
  written: { row: Insertable<AttendancePunchesTable>; punch: Punch }[];
  received: Date;
  companyId: number;
}

/**
 * A punch stored before fingerprints were keyed (its PIN-bearing hash was wiped by a migration):
 * the retry must still name the same employee, time and type.
 */
function sameAsLegacy(stored: clockRepository.PunchRow, input: z.output<typeof punchInputSchema>, known: KnownEmployees): boolean {
  const employeeId = input.badge_code !== undefined ? known.byBadge.get(input.badge_code)?.id : input.employee_id;
  return employeeId === stored.employee_id && input.punched_at === stored.punched_at && (input.type === undefined || input.type === stored.type);
}

export function createAttendanceClockService(deps: {
  db: Kysely<Database>;
  attendance: AttendanceService;
  companies: CompaniesService;
  limiter: RateLimiter;
  /** The employees module's PIN check (a keyed hash, no database). */
  verifyPin: (pin: string, stored: string | null) => boolean;
  /** The employees module's offline material of a stored PIN (for the clock's PIN proofs). */
  pinOffline: (stored: string | null) => OfflineMaterial | null;
  keys: ClockKeys;
  /** Tells the company's attendance managers about punches refused on sync. */
  onRejected?: (companyId: number, rejected: RejectedPunch[]) => Promise<void>;
  now: () => Date;
}) {
  const { db, attendance, companies, limiter, verifyPin, pinOffline, keys, now } = deps;
  const devices = createAttendanceClockDevicesService({ db, companies, limiter, now });
  const bodyHashOf = keys.punchFingerprint;

  function punchOf(row: clockRepository.PunchRow, employeeName: string): Punch {
    return {
      id: row.id,
      employee_id: row.employee_id,
      employee_name: employeeName,
      type: row.type,
      punched_at: row.punched_at,
      received_at: row.received_at,
      synced_late: row.synced_late === 1,
      record_id: row.record_id ?? 0,
    };
  }

  /** Who the punch is for: a badge code, or an employee id with the right PIN (attempts limited per device). */
  async function identify(known: KnownEmployees, device: ClockDevice, input: z.output<typeof punchInputSchema>) {
    if (input.badge_code !== undefined) {
      const employee = known.byBadge.get(input.badge_code);
      if (!employee) throw invalid('validation_failed', 'No reconocemos ese gafete. Pide a tu administrador que lo registre.', { badge_code: ['Gafete no registrado en esta empresa.'] });
      return employee;
    }
    const employee = known.byId.get(input.employee_id!);
    if (!employee || employee.company_id !== device.companyId) throw invalid('validation_failed', 'Ese empleado no está en esta empresa.', { employee_id: ['Ese empleado no está en esta empresa.'] });
    if (!employee.pin_hash) throw invalid('validation_failed', `${fullName(employee)} no tiene PIN. Pide a tu administrador que le asigne uno.`, { pin: ['Sin PIN asignado.'] });
    const key = `attendance-pin:${device.id}:${employee.id}`;
    // Reserved before the PIN is checked (see lib/rate-limiter.ts): concurrent guesses cannot all slip under the limit.
    const { count, resetInSeconds } = await limiter.hit(key, PIN_ATTEMPTS_WINDOW_MINUTES * 60);
    if (count > PIN_ATTEMPTS_PER_DEVICE) {
      await limiter.undo(key);
      throw tooManyRequests(resetInSeconds, `Demasiados PIN incorrectos para ${fullName(employee)}. Espera ${Math.ceil(resetInSeconds / 60)} min o usa tu gafete.`);
    }
    if (input.pin_proof !== undefined) {
      const check = checkPunchProof(input.pin_proof, { ...input, employee_id: employee.id }, keys.deviceSecret(device.id), pinOffline(employee.pin_hash));
      if (check === 'stale') {
        await limiter.undo(key);
        throw new AppError('validation_failed', `El PIN de ${fullName(employee)} cambió después de esta checada; regístrala a mano.`, 422, { errors: { pin_proof: ['PIN cambiado.'] }, reason: 'stale_pin' });
      }
      if (check === 'wrong') throw new AppError('validation_failed', 'La prueba del PIN no corresponde a este empleado.', 422, { errors: { pin_proof: ['Prueba incorrecta.'] }, reason: 'wrong_pin' });
    } else if (!verifyPin(input.pin!, employee.pin_hash)) {
      const left = Math.max(0, PIN_ATTEMPTS_PER_DEVICE - count);
      throw new AppError('validation_failed', left > 0 ? `PIN incorrecto. Te quedan ${left} ${left === 1 ? 'intento' : 'intentos'}.` : 'PIN incorrecto. Se agotaron los intentos; espera unos minutos.', 422, {
        errors: { pin: ['PIN incorrecto.'] },
        reason: 'wrong_pin',
        attempts_left: left,
      });
    }
    await limiter.reset(key);
    return employee;
  }

  /** Every day's plan a list of punches needs, read before the writes begin. */
  async function plansFor(companyId: number, punches: z.output<typeof punchInputSchema>[], today: string) {
    const plans = new Map<string, Plan>();
    for (const localDate of [today, ...punches.map((input) => localDateOf(new Date(input.punched_at)))]) {
      if (!plans.has(localDate)) plans.set(localDate, await attendance.loadPlan(deviceScope(companyId), companyId, addDays(localDate, -2), addDays(localDate, 1)));
    }
    return plans;
  }

  /**
   * One punch inside the batch's transaction. Every refusal (AppError) is decided before the
   * punch writes anything, so a refused punch leaves no trace and the others go on.
   */
  async function takeOne(trx: Kysely<Database>, device: ClockDevice, input: z.output<typeof punchInputSchema>, context: BatchContext) {
    const bodyHash = bodyHashOf(input);
    const sameBatch = context.fresh.get(input.idempotency_key);
    if (sameBatch) {
      if (sameBatch.bodyHash !== bodyHash) throw conflict('conflict', 'Esa clave de checada ya se usó para otra checada distinta.');
      return { punch: sameBatch.punch, replayed: true, employeeId: sameBatch.punch.employee_id };
    }
    const stored = context.stored.get(input.idempotency_key);
    if (stored) {
      const same = stored.body_hash === LEGACY_FINGERPRINT ? sameAsLegacy(stored, input, context.employees) : stored.body_hash === bodyHash;
      if (!same) throw conflict('conflict', 'Esa clave de checada ya se usó para otra checada distinta.');
      return { punch: punchOf(stored, stored.employee_name), replayed: true, employeeId: stored.employee_id };
    }
    const punchedAt = new Date(input.punched_at);
    const ageMinutes = (context.received.getTime() - punchedAt.getTime()) / 60_000;
    if (ageMinutes > MAX_PUNCH_AGE_HOURS * 60) {
      throw invalid('validation_failed', `La checada tiene más de ${MAX_PUNCH_AGE_HOURS} horas; regístrala a mano desde el registro global.`, { punched_at: [`Más de ${MAX_PUNCH_AGE_HOURS} horas de antigüedad.`] });
    }
    if (ageMinutes < -MAX_CLOCK_SKEW_MINUTES) {
      throw invalid('validation_failed', 'La hora de la checada está en el futuro: revisa la hora del reloj.', { punched_at: ['Hora en el futuro.'] });
    }
    const employee = await identify(context.employees, device, input);
    const previous = await previousTap(trx, context, employee.id, punchedAt);
    if (previous) {
      // Nothing is written: the first tap already counted (an offline clock's sync included).
      const message = `Ya registramos la checada de ${fullName(employee)} de las ${businessTimeOf(previous.punched_at)}; esta se tomó como repetida.`;
      return { punch: previous, replayed: false, duplicate: true, message, employeeId: employee.id };
    }
    const open = context.open.has(employee.id) ? context.open.get(employee.id) : await repository.openRecordOf(trx, deviceScope(device.companyId), employee.id);
    const type = input.type ?? inferType(open);
    const syncedLate = ageMinutes * 60 > SYNCED_LATE_AFTER_SECONDS;
    const applied = await applyPunch(trx, context.plans.get(localDateOf(punchedAt))!, employee, open, type, punchedAt, syncedLate, now());
    context.open.set(employee.id, applied.open);
    const row = {
      company_id: device.companyId,
      device_id: device.id,
      employee_id: employee.id,
      record_id: applied.recordId,
      type,
      punched_at: punchedAt.toISOString(),
      received_at: context.received.toISOString(),
      synced_late: syncedLate ? 1 : 0,
      idempotency_key: input.idempotency_key,
      body_hash: bodyHash,
    };
    // Written with the batch's other punches in one statement at the end; the id is filled then.
    const punch = punchOf({ ...row, id: 0 }, fullName(employee));
    context.written.push({ row, punch });
    context.fresh.set(input.idempotency_key, { punch, bodyHash });
    if (!applied.review) return { punch, replayed: false, employeeId: employee.id };
    const message = `Checada guardada para revisión: a esta hora no empieza ni termina ningún turno de ${fullName(employee)}. Tu supervisor la revisará.`;
    return { punch, replayed: false, review: true, message, employeeId: employee.id };
  }

  /** The employee's punch within DUPLICATE_PUNCH_SECONDS of `at`: taken in this batch, or stored before. */
  async function previousTap(trx: Kysely<Database>, context: BatchContext, employeeId: number, at: Date): Promise<Punch | undefined> {
    const near = (iso: string) => Math.abs(Date.parse(iso) - at.getTime()) <= DUPLICATE_PUNCH_SECONDS * 1000;
    const inBatch = context.written.findLast((entry) => entry.punch.employee_id === employeeId && near(entry.punch.punched_at));
    if (inBatch) return inBatch.punch;
    const stored = await clockRepository.punchNear(trx, deviceScope(context.companyId), employeeId, at, DUPLICATE_PUNCH_SECONDS);
    return stored ? punchOf(stored, stored.employee_name) : undefined;
  }

  /**
   * Takes punches in order in ONE transaction (one disk sync for the whole batch, not one per
   * punch: what lets a clock's backlog drain at hundreds per second). Answers a result or the
   * refusal of each. Afterwards, each new punch is pushed to the managers' room.
   */
  async function takePunches(device: ClockDevice, punches: z.output<typeof punchInputSchema>[]): Promise<(PunchResult | AppError)[]> {
    const received = now();
    const today = localDateOf(received);
    const plans = await plansFor(device.companyId, punches, today);
    const employeeRows = await repository.employeesForPunches(
      db,
      deviceScope(device.companyId),
      device.companyId,
      [...new Set(punches.flatMap((input) => (input.badge_code !== undefined ? [input.badge_code] : [])))],
      [...new Set(punches.flatMap((input) => (input.employee_id !== undefined ? [input.employee_id] : [])))],
    );
    const employees: KnownEmployees = {
      byBadge: new Map(employeeRows.flatMap((row) => (row.badge_code ? [[row.badge_code, row] as const] : []))),
      byId: new Map(employeeRows.map((row) => [row.id, row])),
    };
    // The same key stored at the same moment by another request: once more, and it answers as a replay.
    const outcomes = await retryOnUniqueViolation(
      () =>
        db.transaction().execute(async (trx) => {
          const stored = new Map((await clockRepository.punchesByKeys(trx, deviceScope(device.companyId), device.companyId, [...new Set(punches.map((input) => input.idempotency_key))])).map((row) => [row.idempotency_key, row]));
          const open = new Map<number, repository.RecordRow | undefined>(employeeRows.map((row) => [row.id, undefined]));
          for (const record of await repository.openRecordsOf(trx, deviceScope(device.companyId), employeeRows.map((row) => row.id))) {
            const seen = open.get(record.employee_id);
            if (!seen || (record.check_in_at ?? '') > (seen.check_in_at ?? '')) open.set(record.employee_id, record);
          }
          const context: BatchContext = { plans, employees, stored, fresh: new Map(), open, written: [], received, companyId: device.companyId };
          const results: (Outcome | AppError)[] = [];
          for (const input of punches) {
            try {
              results.push(await takeOne(trx, device, input, context));
            } catch (error) {
              if (!(error instanceof AppError)) throw error;
              results.push(error);
            }
          }
          const ids = await clockRepository.insertPunches(trx, context.written.map((entry) => entry.row));
          for (const entry of context.written) entry.punch.id = ids.get(entry.row.idempotency_key)!;
          return results;
        }),
      { attempts: 3 },
    );
    // After the commit: where each punched employee is now, pushed to the managers' room.
    const fresh = outcomes.filter((outcome): outcome is Outcome => !(outcome instanceof AppError) && !outcome.replayed && !outcome.duplicate);
    if (fresh.length > 0) {
      const ids = [...new Set(fresh.map((outcome) => outcome.employeeId))];
      const records = await repository.recordsOfEmployeeIds(db, deviceScope(device.companyId), ids, addDays(today, -1), today);
      const statuses = new Map(statusesFrom(ids.map((id) => employees.byId.get(id)!).filter(Boolean), records, plans.get(today)!, today).map((status) => [status.employee_id, status]));
      for (const outcome of fresh) {
        const status = statuses.get(outcome.employeeId);
        if (status) attendance.emitPunch({ company_id: device.companyId, punch: outcome.punch, status });
      }
    }
    return outcomes.map((outcome) => {
      if (outcome instanceof AppError) return outcome;
      const { employeeId: _employee, ...result } = outcome;
      return result;
    });
  }

  const service = {
    devices,

    /** One punch (`POST /punches`): a batch of one, answered as a single call. */
    async punch(device: ClockDevice, input: z.output<typeof punchInputSchema>): Promise<PunchResult> {
      const [result] = await takePunches(device, [input]);
      if (result instanceof AppError) throw result;
      return result!;
    },
  };

  return {
    ...service,

    /**
     * The clock's outbox, in order. Every punch is answered on its own, with the status a single
     * call would have had; only an unexpected failure fails the whole batch (the clock sends it
     * again and the stored punches answer as replays).
     */
    async punchBatch(device: ClockDevice, items: unknown[]): Promise<PunchBatchResult> {
      const results: (PunchBatchItemResult | null)[] = [];
      const valid: { index: number; input: z.output<typeof punchInputSchema> }[] = [];
      for (const [index, item] of items.entries()) {
        const key = typeof (item as { idempotency_key?: unknown })?.idempotency_key === 'string' ? (item as { idempotency_key: string }).idempotency_key : null;
        const parsed = punchInputSchema.safeParse(item);
        if (parsed.success) {
          valid.push({ index, input: parsed.data });
          results.push(null);
        } else {
          const errors = fieldErrorsFromIssues(parsed.error.issues);
          results.push({ idempotency_key: key, status: 422, code: 'validation_failed', message: Object.values(errors)[0]?.[0] ?? 'La checada no es válida.', errors });
        }
      }
      const outcomes = valid.length ? await takePunches(device, valid.map((entry) => entry.input)) : [];
      for (const [position, { index, input }] of valid.entries()) {
        const outcome = outcomes[position]!;
        if (outcome instanceof AppError) {
          const extra = outcome.extra as { errors?: Record<string, string[]>; retry_after?: number };
          results[index] = { idempotency_key: input.idempotency_key, status: outcome.status, code: outcome.code, message: outcome.message, errors: extra.errors, retry_after: extra.retry_after };
        } else {
          results[index] = { idempotency_key: input.idempotency_key, status: outcome.replayed || outcome.duplicate ? 200 : 201, ...outcome };
        }
      }
      // Refused on sync: the person has left the clock, so the managers are told (429s are retried, not refused).
      const rejected = valid.flatMap(({ input }, position) => {
        const outcome = outcomes[position];
        return outcome instanceof AppError && outcome.status !== 429
          ? [{ employee_id: input.employee_id ?? null, badge_code: input.badge_code ?? null, punched_at: input.punched_at, message: outcome.message }]
          : [];
      });
      // The punches are committed: a notice that fails must not make the clock send them again.
      if (rejected.length > 0) await deps.onRejected?.(device.companyId, rejected).catch(() => undefined);
      return { results: results as PunchBatchItemResult[] };
    },
  };
}
