import type { BuildFlags } from '../lib/flags';

/**
 * The routing rules of spec §2, as pure functions (the guard applies them; tests pin them).
 */
export const PUBLIC_PATHS = [
  '/',
  '/login',
  '/registro',
  '/registro/superempleos',
  '/politicas-cookies',
  '/terminos-servicio',
  '/politicas-privacidad',
  '/verificarme',
  '/directorio',
  '/recuperar-password',
  '/empresa',
  '/usuarios',
  '/contacto',
  '/nosotros',
  '/preguntas-frecuentes',
] as const;

/**
 * Pages that authenticate as a device rather than a person: the attendance wall clock (spec §2
 * lists it among the private routes; the issue asks that it sign in as a clock of one company,
 * never with an employee's login). The page itself asks for its device code when it has none,
 * so a signed-out visitor is not sent to /login.
 */
export const DEVICE_PATHS = ['/control-asistencia/reloj'] as const;

export function isDevicePath(pathname: string): boolean {
  return (DEVICE_PATHS as readonly string[]).includes(normalize(pathname));
}

const PARABUS_PUBLIC_ROUTE = /^\/parabus\/ruta-\d+$/;
/** The verification pages of a signed service order and an issued employment letter (their printed QR codes): public, the token is the capability. */
const VERIFICATION_PAGE = /^\/verificar\/(orden-servicio|carta-laboral)\/[A-Za-z0-9_-]{20,64}$/;
/**
 * A published vacancy's page (issue 15), beyond spec §2's list: search engines cannot sign in,
 * and the sitemap and the JobPosting JSON-LD point here.
 */
const PUBLIC_VACANCY_PAGE = /^\/empleos\/[1-9]\d{0,9}$/;
/** The e-mail's link to answer an interview invitation (issue 16): the one-time token in its query is the capability. */
const INTERVIEW_RESPONSE_PAGE = '/entrevista/responder';
/** Signed documents' verification (issue 17): the QR on every signed copy opens it for anyone (spec §2 lists the route, not as public). */
const DOCUMENT_VERIFICATION_PAGE = '/verificar-documentos';

function normalize(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function isPublicPath(pathname: string): boolean {
  const path = normalize(pathname);
  return (PUBLIC_PATHS as readonly string[]).includes(path) || PARABUS_PUBLIC_ROUTE.test(path) || VERIFICATION_PAGE.test(path) || PUBLIC_VACANCY_PAGE.test(path) || path === INTERVIEW_RESPONSE_PAGE || path === DOCUMENT_VERIFICATION_PAGE;
}

/** Pages that go to /login when both the logistics and the job-board flags are on. */
const CLOSED_WHEN_BOTH_FLAGS = ['/politicas-cookies', '/terminos-servicio', '/politicas-privacidad', '/verificarme', '/directorio'];

export const AFTER_LOGIN_PATH = '/seleccionar-empresa';

/**
 * Where a navigation must go instead, or null to stay. Order matters: the fixed redirects first,
 * then the flag rules, then authentication. A path no route answers (`known` false) is not sent
 * to /login: it shows the 404 page, signed in or not.
 */
export function redirectFor(pathname: string, authenticated: boolean, flags: BuildFlags, known = true): string | null {
  const path = normalize(pathname);
  if (path === '/login/logistica') return '/login';
  if (flags.isLogistica && flags.isSuperempleos && CLOSED_WHEN_BOTH_FLAGS.includes(path)) return '/login';
  if (flags.isLogistica && path === '/') return '/login';
  if (path === '/login' && authenticated && !flags.isLogistica) return AFTER_LOGIN_PATH;
  if (!authenticated && known && !isPublicPath(path) && !isDevicePath(path)) return '/login';
  return null;
}

/** Spec §2: an external target is a full page load; an internal one a route change. */
export function isExternalTarget(target: string, origin: string): boolean {
  if (!/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('//')) return false;
  try {
    return new URL(target, origin).origin !== origin;
  } catch {
    return false;
  }
}
