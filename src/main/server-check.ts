import type { IpcErrorCode } from '../shared/ipc';
import { normalizeServerUrl } from './settings';

/**
 * "Probar conexión" on the first-run screen: the address must answer `/api/health` like a
 * Plataforma server does, within five seconds.
 */
export type ServerCheck = { ok: true; origin: string; version: string } | { ok: false; code: Extract<IpcErrorCode, 'direccion_invalida' | 'sin_respuesta' | 'no_es_plataforma'>; message: string };

export async function checkServer(input: string, request: typeof fetch, timeoutMs = 5000): Promise<ServerCheck> {
  const normalized = normalizeServerUrl(input);
  if (!normalized.ok) return { ok: false, code: 'direccion_invalida', message: normalized.message };
  let response: Response;
  try {
    response = await request(new URL('/api/health', normalized.origin), { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
  } catch {
    return { ok: false, code: 'sin_respuesta', message: `No hubo respuesta de ${normalized.origin}. Revisa la dirección y que el servidor esté encendido.` };
  }
  try {
    const body = (await response.json()) as { status?: unknown; version?: unknown };
    if (response.ok && body.status === 'ok' && typeof body.version === 'string') return { ok: true, origin: normalized.origin, version: body.version };
  } catch {
    // not JSON: not our server
  }
  if (response.status === 503) return { ok: false, code: 'sin_respuesta', message: 'El servidor responde, pero su base de datos no está disponible.' };
  return { ok: false, code: 'no_es_plataforma', message: `${normalized.origin} respondió, pero no es un servidor de Plataforma.` };
}
