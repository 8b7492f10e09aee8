import { createHash } from 'node:crypto';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { APP_LOADER_SCRIPT } from '../../shared/app-loader-script';
import { COLOR_SCHEME_SCRIPT } from '../../shared/color-scheme-script';

/**
 * The PWA's Content-Security-Policy. Everything comes from this server:
 * - scripts only from files ('self') plus two inline scripts allowed by their SHA-256: the colour
 *   scheme's, which must run before the first paint (shared/color-scheme-script.ts), and the
 *   prerendered pages' loader, which fetches the app once the page has painted
 *   (shared/app-loader-script.ts). The service
 *   worker is registered from the bundle (vite-plugin-pwa's `injectRegister: false`); an injected
 *   <script> never runs;
 * - styles also inline: Mantine's provider writes the theme's CSS variables into a <style> element
 *   at run time, FullCalendar injects its stylesheet the same way, and components set style
 *   attributes. A nonce would mean templating index.html per response; an injected style cannot
 *   run code, so this is the smaller risk;
 * - images also from any https host: a company's logo and banners may be an https address
 *   (contracts/companies.ts), and data:/blob: for previews of a file before it is uploaded;
 * - the API and its socket on the same origin ('self' covers ws:/wss: of this host).
 * - the maps provider's script (MAPS_PROVIDER=google, for the places search when the web build has
 *   VITE_MAPS_API_KEY): its host in script and connect sources; map tiles are images (https:).
 * The payment provider's hosts are added here when that area lands, and so are the services' hosts
 * if VITE_*_API_URL moves one.
 */
export const PWA_CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", ...[COLOR_SCHEME_SCRIPT, APP_LOADER_SCRIPT].map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`)],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  mediaSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameSrc: ["'none'"],
  frameAncestors: ["'none'"],
  // Plain http is how the server runs on a LAN or localhost; https is enforced by HSTS instead.
  upgradeInsecureRequests: null,
};

/** What the maps provider's script needs beyond our origin (spec §7 maps script with places). */
export const MAPS_PROVIDER_ORIGINS = { google: ['https://maps.googleapis.com'] } as const;
export type MapsProvider = keyof typeof MAPS_PROVIDER_ORIGINS | 'none';

export function cspDirectives(mapsProvider: MapsProvider) {
  if (mapsProvider === 'none') return PWA_CSP_DIRECTIVES;
  const origins = MAPS_PROVIDER_ORIGINS[mapsProvider];
  return {
    ...PWA_CSP_DIRECTIVES,
    scriptSrc: [...PWA_CSP_DIRECTIVES.scriptSrc, ...origins],
    connectSrc: [...PWA_CSP_DIRECTIVES.connectSrc, ...origins],
  };
}

/**
 * Browser features the app may use: the attendance clock scans badges with the camera; the video
 * rooms use camera, microphone and screen share (display-capture); nothing else, and no embedded
 * page gets any of them.
 * Geolocation and payment stay off until the positioning and wallet areas need them.
 */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=(self)',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'display-capture=(self)',
].join(', ');

/** A year, subdomains included; sent only on https, where the browser heeds it. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every response — the PWA's HTML, its assets, the API and the fallbacks.
 * `/api/docs` (Swagger UI) brings its own CSP for its inline bootstrap (plugins/docs.ts).
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { mapsProvider: MapsProvider }) {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(options.mapsProvider) },
    // Only over https (below): on plain http the header is ignored, and on a LAN address it
    // would make the browser refuse the next http visit if it ever saw it.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    // The desktop console (app://plataforma) shows the server's images and files: another origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // request.protocol believes X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY).
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
