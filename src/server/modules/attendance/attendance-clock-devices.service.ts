import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AttendanceDevice, ClockEmployee, CreatedDevice, DeviceSession } from '../../../shared/contracts/attendance-clock';
import {
  PAIRING_ATTEMPTS_PER_ADDRESS,
  PAIRING_ATTEMPTS_WINDOW_MINUTES,
  PAIRING_CODE_ALPHABET,
  PAIRING_CODE_INVALID_MESSAGE,
  PAIRING_CODE_LENGTH,
  PAIRING_CODE_TTL_MINUTES,
  type PairedClock,
  type PairingCode,
  isPairingCode,
} from '../../../shared/contracts/attendance-clock-pairing';
import type { Database } from '../../db/schema';
import { AppError, conflict, notFound, tooManyRequests, unauthenticated } from '../../errors';
import type { RateLimiter } from '../../lib/rate-limiter';
import { randomToken, sha256 } from '../../lib/tokens';
import { type Principal, assertCanIn, assertCompanyVisible } from '../../principal';
import { deviceScope, orNotFound, scopeOf } from '../../tenancy';
import type { CompaniesService } from '../companies/companies.service';
import * as clockRepository from './attendance-clock.repository';
import * as repository from './attendance-records.repository';
import { fullName } from './attendance.values';

/**
 * The wall clocks themselves: a company admin creates one and gets its token once, lists and
 * revokes them; a clock authenticates with its token and reads its session and roster. Punches
 * are attendance-clock.service.ts.
 */

export type AttendanceClockDevicesService = ReturnType<typeof createAttendanceClockDevicesService>;

/** Device tokens are told apart from user tokens by their prefix. */
export const DEVICE_TOKEN_PREFIX = 'dvc_';

export interface ClockDevice {
  id: number;
  companyId: number;
}

const invalidPairingCode = () => new AppError('invalid_pairing_code', PAIRING_CODE_INVALID_MESSAGE, 422);

function newPairingCode(): string {
  return Array.from({ length: PAIRING_CODE_LENGTH }, () => PAIRING_CODE_ALPHABET[randomInt(PAIRING_CODE_ALPHABET.length)]).join('');
}

function toDevice(row: clockRepository.DeviceRow): AttendanceDevice {
  return { id: row.id, company_id: row.company_id, name: row.name, created_at: row.created_at, last_seen_at: row.last_seen_at, revoked_at: row.revoked_at };
}

export function createAttendanceClockDevicesService(deps: { db: Kysely<Database>; companies: CompaniesService; limiter: RateLimiter; now: () => Date }) {
  const { db, companies, limiter, now } = deps;

  return {
    async listDevices(principal: Principal, companyId: number): Promise<AttendanceDevice[]> {
      assertCompanyVisible(principal, companyId);
      assertCanIn(principal, companyId, 'attendance.manage');
      return (await clockRepository.devicesOfCompany(db, scopeOf(principal), companyId)).map(toDevice);
    },

    async createDevice(principal: Principal, companyId: number, name: string): Promise<CreatedDevice> {
      assertCompanyVisible(principal, companyId);
      assertCanIn(principal, companyId, 'attendance.manage');
      const token = `${DEVICE_TOKEN_PREFIX}${randomToken()}`;
      const id = await clockRepository.insertDevice(db, { company_id: companyId, name, token_hash: sha256(token), created_by: principal.userId, last_seen_at: null, revoked_at: null });
      return { device: toDevice((await clockRepository.findDevice(db, scopeOf(principal), id))!), token };
    },

    /** Seeds a device with a known token (the demo's wall clock). */
    async ensureDevice(companyId: number, name: string, token: string): Promise<void> {
      if (await clockRepository.deviceByTokenHash(db, sha256(token))) return;
      await clockRepository.insertDevice(db, { company_id: companyId, name, token_hash: sha256(token), created_by: null, last_seen_at: null, revoked_at: null });
    },

    async revokeDevice(principal: Principal, id: number): Promise<void> {
      const device = orNotFound(await clockRepository.findDevice(db, scopeOf(principal), id), 'No encontramos ese reloj.');
      assertCanIn(principal, device.company_id, 'attendance.manage');
      if (!device.revoked_at) await clockRepository.updateDevice(db, id, { revoked_at: now().toISOString() });
    },

    /**
     * A short code that pairs this clock once within PAIRING_CODE_TTL_MINUTES. Only its hash is
     * kept, on the device row, so asking again replaces the previous code.
     */
    async issuePairingCode(principal: Principal, id: number): Promise<PairingCode> {
      const device = orNotFound(await clockRepository.findDevice(db, scopeOf(principal), id), 'No encontramos ese reloj.');
      assertCanIn(principal, device.company_id, 'attendance.manage');
      if (device.revoked_at) throw conflict('conflict', 'Este reloj fue dado de baja: da de alta uno nuevo para vincularlo.');
      const code = newPairingCode();
      const expiresAt = new Date(now().getTime() + PAIRING_CODE_TTL_MINUTES * 60_000).toISOString();
      await clockRepository.updateDevice(db, id, { pairing_code_hash: sha256(code), pairing_expires_at: expiresAt });
      return { code, expires_at: expiresAt };
    },

    /**
     * Redeems a pairing code (already normalized by the contract). The long token is stored only
     * as a hash, so a NEW token is issued and the clock's previous token stops working; the device
     * (its id, name and punches) stays the same. Attempts are counted per address before the code
     * is looked at (lib/rate-limiter.ts); a successful one is given back.
     */
    async pairDevice(code: string, address: string): Promise<PairedClock> {
      const key = `clock-pair:address:${address}`;
      const { count, resetInSeconds } = await limiter.hit(key, PAIRING_ATTEMPTS_WINDOW_MINUTES * 60);
      if (count > PAIRING_ATTEMPTS_PER_ADDRESS) {
        await limiter.undo(key);
        throw tooManyRequests(resetInSeconds);
      }
      if (!isPairingCode(code)) throw invalidPairingCode();
      const codeHash = sha256(code);
      const device = await clockRepository.deviceByPairingHash(db, codeHash);
      const nowIso = now().toISOString();
      const token = `${DEVICE_TOKEN_PREFIX}${randomToken()}`;
      if (!device || !(await clockRepository.redeemPairing(db, device.id, codeHash, nowIso, sha256(token)))) throw invalidPairingCode();
      await limiter.undo(key);
      return { device: toDevice((await clockRepository.findDevice(db, deviceScope(device.company_id), device.id))!), token };
    },

    /** The device behind a bearer token, or a 401 the clock shows as "reloj no autorizado". */
    async authenticateDevice(token: string | null): Promise<ClockDevice> {
      if (!token?.startsWith(DEVICE_TOKEN_PREFIX)) throw unauthenticated('Este reloj no está autorizado. Pide a un administrador un código de reloj.');
      const device = await clockRepository.deviceByTokenHash(db, sha256(token));
      if (!device || device.revoked_at) throw unauthenticated('Este reloj fue dado de baja o su código no es válido.');
      const nowIso = now().toISOString();
      // At most one write a minute per device for "last seen".
      if (!device.last_seen_at || Date.parse(nowIso) - Date.parse(device.last_seen_at) > 60_000) await clockRepository.updateDevice(db, device.id, { last_seen_at: nowIso });
      return { id: device.id, companyId: device.company_id };
    },

    async session(device: ClockDevice): Promise<DeviceSession> {
      const [row, [company]] = await Promise.all([clockRepository.findDevice(db, deviceScope(device.companyId), device.id), companies.companiesByIds(deviceScope(device.companyId), [device.companyId])]);
      if (!row || !company) throw notFound('No encontramos ese reloj.');
      return { device: toDevice(row), company: { id: company.id, name: company.name }, server_time: now().toISOString() };
    },

    async roster(device: ClockDevice): Promise<ClockEmployee[]> {
      const employees = await repository.employeesOfCompany(db, deviceScope(device.companyId), device.companyId);
      return employees.map((employee) => ({
        id: employee.id,
        full_name: fullName(employee),
        department_name: employee.department_name,
        employee_number: employee.employee_number,
        has_pin: employee.pin_hash !== null,
      }));
    },
  };
}
