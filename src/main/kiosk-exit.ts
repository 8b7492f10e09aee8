import type { IpcErrorCode } from '../shared/ipc';
/**
 * Leaving kiosk mode (issue 12, security 9): an administrator of the CLOCK'S company — roles are
 * held per company — or a super administrator. An admin of another tenant who happens to know
 * where a clock hangs may not take it off the wall. Plain functions over `fetch`, so tests drive
 * them against the real server without Electron.
 */

export type KioskExitCheck = { ok: true } | { ok: false; code: Extract<IpcErrorCode, 'credenciales_invalidas' | 'sin_permiso' | 'sin_conexion' | 'demasiados_intentos'>; message: string };

/** A role as `GET /api/v1/user` lists it: `company_id` null for a platform-wide role. */
export interface HeldRole {
  slug: string;
  company_id?: number | null;
}

/**
 * Whether these roles may leave a clock of `clockCompanyId`. A clock that was never paired (no
 * company yet) guards no tenant's punches: any company administrator may take it down.
 */
export function mayLeaveKiosk(roles: readonly HeldRole[], clockCompanyId: number | null): boolean {
  if (roles.some((role) => role.slug === 'super_admin' && (role.company_id ?? null) === null)) return true;
  return roles.some((role) => role.slug === 'company_admin' && (clockCompanyId === null || role.company_id === clockCompanyId));
}

/** The company a device token belongs to, asked of the server; null when there is no token or the server refuses it. */
export async function clockCompanyOf(request: typeof fetch, serverOrigin: string, deviceToken: string | null | undefined): Promise<number | null> {
  if (!deviceToken) return null;
  const response = await request(new URL('/attendance-api/v1/device', serverOrigin), { headers: { authorization: `Bearer ${deviceToken}` } });
  if (!response.ok) return null;
  const session = (await response.json()) as { company?: { id?: unknown } };
  return typeof session.company?.id === 'number' ? session.company.id : null;
}

const NOT_ALLOWED = 'Solo un administrador de la empresa de este reloj puede salir del modo quiosco.';

/**
 * Signs the administrator in with the desktop OAuth client, checks their roles in the clock's
 * company, and revokes that token at once (it was only needed to prove who is at the clock).
 */
export async function verifyKioskAdministrator(options: {
  fetch: typeof fetch;
  serverOrigin: string;
  client: { id: string; secret: string };
  email: string;
  password: string;
  /** The clock's device token, from the clock page: which company this clock belongs to. */
  deviceToken?: string | null;
}): Promise<KioskExitCheck> {
  const { fetch: request, serverOrigin } = options;
  let token: string;
  let clockCompanyId: number | null;
  try {
    clockCompanyId = await clockCompanyOf(request, serverOrigin, options.deviceToken);
    const response = await request(new URL('/oauth/token', serverOrigin), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'password',
        client_id: options.client.id,
        client_secret: options.client.secret,
        username: options.email,
        password: options.password,
      }),
    });
    if (response.status === 429) {
      return { ok: false, code: 'demasiados_intentos', message: 'Demasiados intentos. Espera unos minutos antes de volver a intentarlo.' };
    }
    if (!response.ok) return { ok: false, code: 'credenciales_invalidas', message: 'Correo o contraseña incorrectos.' };
    token = ((await response.json()) as { access_token: string }).access_token;
  } catch {
    return { ok: false, code: 'sin_conexion', message: 'No hay conexión con el servidor para comprobar las credenciales.' };
  }
  try {
    const me = await request(new URL('/api/v1/user', serverOrigin), { headers: { authorization: `Bearer ${token}` } });
    if (!me.ok) return { ok: false, code: 'sin_conexion', message: 'No se pudo comprobar el usuario en el servidor.' };
    const user = (await me.json()) as { roles?: HeldRole[] };
    return mayLeaveKiosk(user.roles ?? [], clockCompanyId) ? { ok: true } : { ok: false, code: 'sin_permiso', message: NOT_ALLOWED };
  } finally {
    await request(new URL('/oauth/revoke', serverOrigin), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({}),
    }).catch(() => undefined);
  }
}
