import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { BlockList, isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_OFFLINE_AFTER_MINUTES } from '../shared/contracts/positioning';

/**
 * Every setting comes from the environment and is checked once, at start. A bad value stops the
 * server with one Spanish line per problem instead of failing later in a request.
 */

/** Development secrets of the demo OAuth clients (shared/demo-data.md); refused in production. */
export const DEFAULT_CLIENT_SECRETS = {
  web: 'web-dev-secret',
  desktop: 'desktop-dev-secret',
  kiosk: 'kiosk-dev-secret',
} as const;
export type OAuthClientId = keyof typeof DEFAULT_CLIENT_SECRETS;

const seconds = (label: string, fallback: number) =>
  z.coerce
    .number({ error: `${label} debe ser un número de segundos.` })
    .int(`${label} debe ser un número entero de segundos.`)
    .min(60, `${label} debe ser al menos 60 segundos.`)
    .default(fallback);

const minutes = (label: string, fallback: number, max: number) =>
  z.coerce
    .number({ error: `${label} debe ser un número de minutos.` })
    .int(`${label} debe ser un número entero de minutos.`)
    .min(1, `${label} debe estar entre 1 y ${max} minutos.`)
    .max(max, `${label} debe estar entre 1 y ${max} minutos.`)
    .default(fallback);

const optionalUrl = (label: string, protocols: RegExp) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || (URL.canParse(value) && protocols.test(new URL(value).protocol)), {
      message: `${label} no es una URL válida.`,
    });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'NODE_ENV debe ser development, production o test.' }).default('development'),
  PORT: z.coerce
    .number({ error: 'PORT debe ser un número.' })
    .int('PORT debe ser un número entero.')
    .min(0, 'PORT debe estar entre 0 y 65535.')
    .max(65535, 'PORT debe estar entre 0 y 65535.')
    .default(8080),
  HOST: z.string().trim().min(1, 'HOST no puede estar vacío.').default('127.0.0.1'),
  PUBLIC_URL: optionalUrl('PUBLIC_URL', /^https?:$/),
  DATA_DIR: z.string().trim().min(1, 'DATA_DIR no puede estar vacío.').default('./data'),
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || /^(postgres(ql)?:\/\/|sqlite:|file:|:memory:$)/.test(value), {
      message: 'DATABASE_URL debe empezar con postgres://, postgresql://, sqlite: o file:.',
    }),
  REDIS_URL: optionalUrl('REDIS_URL', /^rediss?:$/),
  /** Namespace of every Redis key, so several environments can share one Redis. */
  REDIS_PREFIX: z.string().trim().regex(/^[\w:.-]{1,64}$/, 'REDIS_PREFIX admite letras, números y : . - _ (hasta 64).').default('plataforma:'),
  APP_KEY: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || value.length >= 32, {
      message: 'APP_KEY debe tener al menos 32 caracteres.',
    }),
  OAUTH_WEB_CLIENT_SECRET: z.string().min(12, 'OAUTH_WEB_CLIENT_SECRET debe tener al menos 12 caracteres.').default(DEFAULT_CLIENT_SECRETS.web),
  OAUTH_DESKTOP_CLIENT_SECRET: z.string().min(12, 'OAUTH_DESKTOP_CLIENT_SECRET debe tener al menos 12 caracteres.').default(DEFAULT_CLIENT_SECRETS.desktop),
  OAUTH_KIOSK_CLIENT_SECRET: z.string().min(12, 'OAUTH_KIOSK_CLIENT_SECRET debe tener al menos 12 caracteres.').default(DEFAULT_CLIENT_SECRETS.kiosk),
  ACCESS_TOKEN_TTL: seconds('ACCESS_TOKEN_TTL', 3600),
  REFRESH_TOKEN_TTL: seconds('REFRESH_TOKEN_TTL', 30 * 24 * 3600),
  SMTP_URL: optionalUrl('SMTP_URL', /^smtps?:$/),
  MAIL_FROM: z.string().trim().min(3).default('Plataforma <no-responder@plataforma.mx>'),
  CONTACT_EMAIL: z.email({ error: 'CONTACT_EMAIL no es un correo válido.' }).default('contacto@plataforma.mx'),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) => value.split(',').map((origin) => origin.trim()).filter(Boolean))
    .refine((origins) => origins.every((origin) => URL.canParse(origin)), {
      message: 'CORS_ORIGINS debe ser una lista de orígenes separados por comas (https://ejemplo.mx).',
    }),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value, context) => {
      const parsed = parseTrustProxy(value);
      if (typeof parsed === 'object' && 'problem' in parsed) {
        context.addIssue({ code: 'custom', message: parsed.problem });
        return z.NEVER;
      }
      return parsed;
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'LOG_LEVEL no es un nivel válido.' }).default('info'),
  WEB_DIR: z.string().trim().default('./out/web'),
  DEMO_DATA: z.enum(['auto', 'off', '0', 'on', '1'], { error: 'DEMO_DATA debe ser auto, on (1) u off (0).' }).default('auto'),
  /**
   * Work factor of the anti-bot proof of work: PBKDF2 iterations per attempt, about 1,000
   * attempts per challenge. 1000 takes ~0.5 s on one core; tests lower it.
   */
  ANTI_BOT_COST: z.coerce
    .number({ error: 'ANTI_BOT_COST debe ser un número.' })
    .int('ANTI_BOT_COST debe ser un número entero.')
    .min(1, 'ANTI_BOT_COST debe estar entre 1 y 100000.')
    .max(100_000, 'ANTI_BOT_COST debe estar entre 1 y 100000.')
    .default(1000),
  /**
   * argon2 checks running at once per process (each holds a libuv thread and 19 MiB for ~40 ms)
   * and how many more may wait; beyond both a login answers 503 at once (lib/passwords.ts).
   */
  PASSWORD_HASH_CONCURRENCY: z.coerce
    .number({ error: 'PASSWORD_HASH_CONCURRENCY debe ser un número.' })
    .int('PASSWORD_HASH_CONCURRENCY debe ser un número entero.')
    .min(1, 'PASSWORD_HASH_CONCURRENCY debe estar entre 1 y 64.')
    .max(64, 'PASSWORD_HASH_CONCURRENCY debe estar entre 1 y 64.')
    .default(2),
  PASSWORD_HASH_QUEUE: z.coerce
    .number({ error: 'PASSWORD_HASH_QUEUE debe ser un número.' })
    .int('PASSWORD_HASH_QUEUE debe ser un número entero.')
    .min(0, 'PASSWORD_HASH_QUEUE debe estar entre 0 y 10000.')
    .max(10_000, 'PASSWORD_HASH_QUEUE debe estar entre 0 y 10000.')
    .default(32),
  /**
   * An unfinished import with no progress for this long belongs to a process that stopped and is
   * taken over (modules/imports). Tests shorten it; below a chunk's duration two processes could
   * both work one batch.
   */
  IMPORT_RESUME_AFTER_SECONDS: z.coerce
    .number({ error: 'IMPORT_RESUME_AFTER_SECONDS debe ser un número de segundos.' })
    .int('IMPORT_RESUME_AFTER_SECONDS debe ser un número entero de segundos.')
    .min(1, 'IMPORT_RESUME_AFTER_SECONDS debe estar entre 1 y 3600.')
    .max(3600, 'IMPORT_RESUME_AFTER_SECONDS debe estar entre 1 y 3600.')
    .default(60),
  /**
   * Nominatim-compatible geocoder behind `GET /api/v1/geocode` (the map screens' place search).
   * OpenStreetMap's public server by default (one request per second, cached); `off` disables it.
   */
  GEOCODER_URL: z
    .string()
    .trim()
    .default('https://nominatim.openstreetmap.org')
    .refine((value) => value === 'off' || /^https?:$/.test(URL.parse(value)?.protocol ?? ''), {
      message: 'GEOCODER_URL debe ser una dirección http(s) o off.',
    })
    .transform((value) => (value === 'off' ? undefined : value)),
  /** Days a session recording is kept after its last chunk (spec §1 session recording). */
  SESSION_RECORDING_RETENTION_DAYS: z.coerce
    .number({ error: 'SESSION_RECORDING_RETENTION_DAYS debe ser un número de días.' })
    .int('SESSION_RECORDING_RETENTION_DAYS debe ser un número entero de días.')
    .min(1, 'SESSION_RECORDING_RETENTION_DAYS debe estar entre 1 y 365.')
    .max(365, 'SESSION_RECORDING_RETENTION_DAYS debe estar entre 1 y 365.')
    .default(30),
  /** `google` when the web build carries VITE_MAPS_API_KEY: its script may then load (CSP). */
  MAPS_PROVIDER: z.enum(['none', 'google'], { error: 'MAPS_PROVIDER debe ser none o google.' }).default('none'),
  /** The OsmAnd tracker port (Traccar's 5055 by convention); off when unset. */
  TRACKER_PORT: z.coerce
    .number({ error: 'TRACKER_PORT debe ser un número.' })
    .int('TRACKER_PORT debe ser un número entero.')
    .min(1, 'TRACKER_PORT debe estar entre 1 y 65535.')
    .max(65535, 'TRACKER_PORT debe estar entre 1 y 65535.')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  UNIT_OFFLINE_MINUTES: minutes('UNIT_OFFLINE_MINUTES', DEFAULT_OFFLINE_AFTER_MINUTES, 1440),
  STOP_MINUTES: minutes('STOP_MINUTES', 5, 240),
  TERMINAL_GEOFENCE_M: z.coerce
    .number({ error: 'TERMINAL_GEOFENCE_M debe ser un número de metros.' })
    .int('TERMINAL_GEOFENCE_M debe ser un número entero de metros.')
    .min(10, 'TERMINAL_GEOFENCE_M debe estar entre 10 y 5000 metros.')
    .max(5000, 'TERMINAL_GEOFENCE_M debe estar entre 10 y 5000 metros.')
    .default(150),
  POSITIONS_RETENTION_DAYS: z.coerce
    .number({ error: 'POSITIONS_RETENTION_DAYS debe ser un número de días.' })
    .int('POSITIONS_RETENTION_DAYS debe ser un número entero de días.')
    .min(8, 'POSITIONS_RETENTION_DAYS debe ser al menos 8 días (la reproducción abarca 7).')
    .max(3650, 'POSITIONS_RETENTION_DAYS admite hasta 3650 días.')
    .default(90),
  DEMO_TRACKERS: z.enum(['auto', 'off', '0', 'on', '1'], { error: 'DEMO_TRACKERS debe ser auto, on (1) u off (0).' }).default('auto'),
  TRACK_THREADS: z.coerce
    .number({ error: 'TRACK_THREADS debe ser un número.' })
    .int('TRACK_THREADS debe ser un número entero.')
    .min(0, 'TRACK_THREADS debe estar entre 0 y 16.')
    .max(16, 'TRACK_THREADS debe estar entre 0 y 16.')
    .optional(),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string;
  redisUrl: string | undefined;
  redisPrefix: string;
  appKey: string;
  clientSecrets: Record<OAuthClientId, string>;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  contactEmail: string;
  corsOrigins: string[];
  /** Fastify's `trustProxy`: no proxy, a hop count, or the proxies' addresses and CIDR ranges. */
  trustProxy: TrustProxy;
  logLevel: string;
  webDir: string;
  loadDemoData: boolean;
  /** Why the demo tenants are not loaded although DEMO_DATA is `auto`, for the start-up banner. */
  demoDataSkipped: string | undefined;
  antiBotCost: number;
  passwordHashing: { concurrency: number; maxQueue: number };
  importResumeAfterSeconds: number;
  /** Undefined: place search is off. */
  geocoderUrl: string | undefined;
  mapsProvider: 'none' | 'google';
  sessionRecordingRetentionDays: number;
  /** Trackers and positions (modules/positioning/README.md). */
  positioning: {
    trackerPort: number | undefined;
    offlineAfterMinutes: number;
    stopMinutes: number;
    terminalGeofenceM: number;
    retentionDays: number;
    /** Drive the demo buses in-process once the server listens. */
    demoTrackers: boolean;
    /** Worker threads that read and thin replay tracks; 0: on the main thread. */
    trackThreads: number;
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuración no válida:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and checks the environment; creates DATA_DIR and, on first start, its APP_KEY file. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  const production = values.NODE_ENV === 'production';

  const clientSecrets = {
    web: values.OAUTH_WEB_CLIENT_SECRET,
    desktop: values.OAUTH_DESKTOP_CLIENT_SECRET,
    kiosk: values.OAUTH_KIOSK_CLIENT_SECRET,
  };
  if (production) {
    const defaults = (Object.keys(clientSecrets) as OAuthClientId[]).filter(
      (client) => clientSecrets[client] === DEFAULT_CLIENT_SECRETS[client],
    );
    if (defaults.length > 0) {
      throw new ConfigError(
        defaults.map(
          (client) =>
            `OAUTH_${client.toUpperCase()}_CLIENT_SECRET: en producción no se permite el secreto de desarrollo; define uno propio.`,
        ),
      );
    }
  }

  const databaseUrl = values.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'plataforma.sqlite')}`;
  const needsDataDir = !values.APP_KEY || databaseUrl.startsWith('sqlite:') || !values.SMTP_URL;
  if (needsDataDir) mkdirSync(dataDir, { recursive: true });

  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl,
    redisUrl: values.REDIS_URL,
    redisPrefix: values.REDIS_PREFIX,
    appKey: values.APP_KEY ?? readOrCreateAppKey(dataDir, production),
    clientSecrets,
    accessTokenTtl: values.ACCESS_TOKEN_TTL,
    refreshTokenTtl: values.REFRESH_TOKEN_TTL,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    contactEmail: values.CONTACT_EMAIL,
    corsOrigins: values.CORS_ORIGINS,
    trustProxy: values.TRUST_PROXY,
    logLevel: values.LOG_LEVEL,
    webDir: path.resolve(values.WEB_DIR),
    ...demoData(values.DEMO_DATA, values.HOST, production),
    antiBotCost: values.ANTI_BOT_COST,
    passwordHashing: { concurrency: values.PASSWORD_HASH_CONCURRENCY, maxQueue: values.PASSWORD_HASH_QUEUE },
    importResumeAfterSeconds: values.IMPORT_RESUME_AFTER_SECONDS,
    geocoderUrl: values.GEOCODER_URL,
    mapsProvider: values.MAPS_PROVIDER,
    sessionRecordingRetentionDays: values.SESSION_RECORDING_RETENTION_DAYS,
    positioning: {
      trackerPort: values.TRACKER_PORT,
      offlineAfterMinutes: values.UNIT_OFFLINE_MINUTES,
      stopMinutes: values.STOP_MINUTES,
      terminalGeofenceM: values.TERMINAL_GEOFENCE_M,
      retentionDays: values.POSITIONS_RETENTION_DAYS,
      demoTrackers: demoTrackers(values.DEMO_TRACKERS, values.NODE_ENV, values.HOST),
      // One per core up to 4 (a replay has at most 20 units); none in tests, where hundreds of apps start.
      trackThreads: values.TRACK_THREADS ?? (values.NODE_ENV === 'test' ? 0 : Math.min(4, availableParallelism())),
    },
  };
}

/** Whose X-Forwarded-For to believe: nobody, the nearest `hops` private-network proxies, or these addresses and ranges. */
export type TrustProxy = false | { hops: number } | { proxies: string[] };

const TRUST_PROXY_EXAMPLE = 'escribe cuántos proxies hay delante del servidor (TRUST_PROXY=1) o sus direcciones (TRUST_PROXY=10.0.0.0/8,127.0.0.1)';
/** Ranges proxy-addr (Fastify's trustProxy) knows by name. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY says whose X-Forwarded-For to believe. `true` would believe anybody's, so a client
 * could pick a new address per request and pass every per-address limit (login, registration,
 * contact); it is refused with what to write instead. A hop count trusts that many proxies on
 * this machine or the private network (see fastifyTrustProxy); a list trusts only connections
 * coming from those addresses or ranges.
 */
export function parseTrustProxy(value: string): TrustProxy | { problem: string } {
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') {
    return { problem: `TRUST_PROXY=true confiaría en cualquier X-Forwarded-For y cualquiera podría saltarse los límites por dirección; ${TRUST_PROXY_EXAMPLE}.` };
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? { hops } : { problem: `TRUST_PROXY admite de 1 a 10 proxies; ${TRUST_PROXY_EXAMPLE}.` };
  }
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  const wrong = entries.filter((entry) => !NAMED_RANGES.has(entry) && !isAddressOrRange(entry));
  if (entries.length === 0 || wrong.length > 0) {
    return { problem: `TRUST_PROXY: ${wrong.map((entry) => `«${entry}»`).join(', ') || 'la lista está vacía'} no es una dirección IP ni un rango CIDR; ${TRUST_PROXY_EXAMPLE}.` };
  }
  return { proxies: entries };
}

const PRIVATE_NETWORKS = new BlockList();
for (const [network, prefix] of [['127.0.0.0', 8], ['10.0.0.0', 8], ['172.16.0.0', 12], ['192.168.0.0', 16], ['169.254.0.0', 16]] as const) {
  PRIVATE_NETWORKS.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [['::1', 128], ['fc00::', 7], ['fe80::', 10]] as const) PRIVATE_NETWORKS.addSubnet(network, prefix, 'ipv6');

/**
 * The value Fastify's `trustProxy` takes. Fastify 5 turns a bare hop count into "trust nobody"
 * (a hop count cannot tell a proxy from a client that connects directly and writes the header
 * itself), so a count becomes a function: the nearest `hops` addresses are believed only when they
 * are loopback or private — a proxy on this machine or the private network. A proxy elsewhere is
 * named by its address or range instead.
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if ('proxies' in trust) return trust.proxies;
  return (address, hop) => hop < trust.hops && isIP(address) !== 0 && PRIVATE_NETWORKS.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** Loopback addresses: the machine itself, where the demo super admin harms nobody. */
export function isLoopbackHost(host: string): boolean {
  const name = host.trim().toLowerCase().replace(/^\[|\]$/g, '');
  return name === 'localhost' || name === '::1' || (isIP(name) === 4 && name.startsWith('127.'));
}

/**
 * The demo tenants carry a super admin whose password is in the README. `auto` loads them only
 * when the server listens on loopback: on a network address anybody on the network could sign
 * in as super admin. `on` (or `1`) loads them on any address, when that is what you want (a
 * training room); nothing loads them in production.
 */
function demoData(setting: string, host: string, production: boolean): { loadDemoData: boolean; demoDataSkipped: string | undefined } {
  if (production || setting === 'off' || setting === '0') return { loadDemoData: false, demoDataSkipped: undefined };
  if (setting === 'on' || setting === '1' || isLoopbackHost(host)) return { loadDemoData: true, demoDataSkipped: undefined };
  return {
    loadDemoData: false,
    demoDataSkipped: `HOST=${host} no es una dirección local, así que no se cargan los datos de demostración (su súper administrador tiene una contraseña pública); define DEMO_DATA=1 si de verdad los quieres en la red.`,
  };
}

/**
 * The simulated buses run by default only where the demo does (a loopback host, outside tests
 * and production), so the map moves on a fresh `npm start`; tests never have reports they did not send.
 */
function demoTrackers(setting: string, env: string, host: string): boolean {
  if (setting === 'off' || setting === '0' || env === 'production') return false;
  if (setting === 'on' || setting === '1') return true;
  return env !== 'test' && isLoopbackHost(host);
}

/**
 * APP_KEY signs what the server hands out (anti-bot challenges, signed URLs). When it is not set
 * it is generated once into DATA_DIR/app.key, readable only by the server's user, and never
 * committed (data/ is ignored). Several server processes must share it: set APP_KEY for them.
 */
function readOrCreateAppKey(dataDir: string, production: boolean): string {
  const file = path.join(dataDir, 'app.key');
  if (existsSync(file)) {
    const key = readFileSync(file, 'utf8').trim();
    if (key.length < 32) throw new ConfigError([`${file}: la llave guardada es demasiado corta; bórrala o define APP_KEY.`]);
    return key;
  }
  if (production) {
    throw new ConfigError(['APP_KEY: en producción debe definirse (al menos 32 caracteres), no generarse.']);
  }
  const key = randomBytes(32).toString('base64url');
  try {
    writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process started at the same moment and wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
  return key;
}
