import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ConfigError } from './lib/config-error';
import { autoOnOff, hasProtocol, integerSetting, optionalText } from './lib/env-settings';
import { isLoopbackHost } from './lib/network-addresses';
import { type TrustProxy, parseTrustProxy } from './lib/trust-proxy';
import { type AntiBotConfig, antiBotConfigFrom, antiBotEnv } from './modules/anti-bot/anti-bot.config';
import { type BillingConfig, billingConfigFrom, billingEnv } from './modules/billing/billing.config';
import { type GeocodingConfig, geocodingConfigFrom, geocodingEnv } from './modules/geocoding/geocoding.config';
import { type ImportsConfig, importsConfigFrom, importsEnv } from './modules/imports/imports.config';
import { type PositioningConfig, positioningConfigFrom, positioningEnv } from './modules/positioning/positioning.config';
import { type SessionRecordingsConfig, sessionRecordingsConfigFrom, sessionRecordingsEnv } from './modules/session-recordings/session-recordings.config';
import { type SpeechConfig, speechConfigFrom, speechEnv } from './modules/speech/speech.config';
import { type WebrtcConfig, videoRoomsConfigFrom, videoRoomsEnv } from './modules/video-rooms/video-rooms.config';
import { type WalletConfig, walletConfigFrom, walletEnv } from './modules/wallet/wallet.config';

export { ConfigError } from './lib/config-error';

/**
 * Every setting comes from the environment and is checked once, at start. A bad value stops the
 * server with one Spanish line per problem instead of failing later in a request. The core lives
 * here; each area declares its own variables and builds its section in
 * `modules/<area>/<area>.config.ts` (`<area>Env`, `<area>ConfigFrom`), merged below.
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

const optionalUrl = (label: string, protocols: RegExp) =>
  optionalText().refine((value) => value === undefined || hasProtocol(value, protocols), { message: `${label} no es una URL válida.` });

const coreEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'NODE_ENV debe ser development, production o test.' }).default('development'),
  PORT: integerSetting('PORT', { min: 0, max: 65535 }).default(8080),
  HOST: z.string().trim().min(1, 'HOST no puede estar vacío.').default('127.0.0.1'),
  PUBLIC_URL: optionalUrl('PUBLIC_URL', /^https?:$/),
  DATA_DIR: z.string().trim().min(1, 'DATA_DIR no puede estar vacío.').default('./data'),
  DATABASE_URL: optionalText().refine((value) => value === undefined || /^(postgres(ql)?:\/\/|sqlite:|file:|:memory:$)/.test(value), {
      message: 'DATABASE_URL debe empezar con postgres://, postgresql://, sqlite: o file:.',
    }),
  REDIS_URL: optionalUrl('REDIS_URL', /^rediss?:$/),
  /** Namespace of every Redis key, so several environments can share one Redis. */
  REDIS_PREFIX: z.string().trim().regex(/^[\w:.-]{1,64}$/, 'REDIS_PREFIX admite letras, números y : . - _ (hasta 64).').default('plataforma:'),
  APP_KEY: optionalText().refine((value) => value === undefined || value.length >= 32, { message: 'APP_KEY debe tener al menos 32 caracteres.' }),
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
  /**
   * `on` serves the public pages the web build prerendered (issue 18: they paint before the
   * JavaScript runs); `off` answers them with the empty app shell, as before — the Lighthouse
   * bench's "before" on the same build, and a switch should a prerendered page ever misbehave.
   */
  WEB_PRERENDER: z.enum(['on', 'off'], { error: 'WEB_PRERENDER debe ser on u off.' }).default('on'),
  DEMO_DATA: autoOnOff('DEMO_DATA'),
  /**
   * argon2 checks running at once per process (each holds a libuv thread and 19 MiB for ~40 ms)
   * and how many more may wait; beyond both a login answers 503 at once (lib/passwords.ts).
   */
  PASSWORD_HASH_CONCURRENCY: integerSetting('PASSWORD_HASH_CONCURRENCY', { min: 1, max: 64 }).default(2),
  PASSWORD_HASH_QUEUE: integerSetting('PASSWORD_HASH_QUEUE', { min: 0, max: 10_000 }).default(32),
});

/** The core and every area's variables; an area adds its `<area>Env` here and its section to Config. */
const envSchema = coreEnv
  .extend(antiBotEnv.shape)
  .extend(importsEnv.shape)
  .extend(geocodingEnv.shape)
  .extend(sessionRecordingsEnv.shape)
  .extend(positioningEnv.shape)
  .extend(videoRoomsEnv.shape)
  .extend(speechEnv.shape)
  .extend(walletEnv.shape)
  .extend(billingEnv.shape);

export interface Config extends AntiBotConfig, ImportsConfig, GeocodingConfig, SessionRecordingsConfig {
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
  /** Serve the web build's prerendered public pages (WEB_PRERENDER). */
  webPrerender: boolean;
  loadDemoData: boolean;
  /** Why the demo tenants are not loaded although DEMO_DATA is `auto`, for the start-up banner. */
  demoDataSkipped: string | undefined;
  passwordHashing: { concurrency: number; maxQueue: number };
  /** Video rooms' ICE servers (modules/video-rooms). */
  webrtc: WebrtcConfig;
  /** Trackers and positions (modules/positioning/README.md). */
  positioning: PositioningConfig;
  /** Text-to-speech and transcription (modules/speech/README.md). */
  speech: SpeechConfig;
  /** The wallet's payment provider (modules/wallet/wallet.config.ts). */
  wallet: WalletConfig;
  /** The invoices' issuer and PAC (modules/billing/README.md). */
  billing: BillingConfig;
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

  const webrtc = videoRoomsConfigFrom(values);
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
    webPrerender: values.WEB_PRERENDER === 'on',
    ...demoData(values.DEMO_DATA, values.HOST, production),
    ...antiBotConfigFrom(values),
    passwordHashing: { concurrency: values.PASSWORD_HASH_CONCURRENCY, maxQueue: values.PASSWORD_HASH_QUEUE },
    ...importsConfigFrom(values),
    ...geocodingConfigFrom(values),
    ...sessionRecordingsConfigFrom(values),
    webrtc,
    positioning: positioningConfigFrom(values, { env: values.NODE_ENV, host: values.HOST }),
    speech: speechConfigFrom(values, { dataDir }),
    wallet: walletConfigFrom(values),
    billing: billingConfigFrom(values),
  };
}

/**
 * The demo tenants carry a super admin whose password is in the README. `auto` loads them only
 * when the server listens on loopback: on a network address anybody on the network could sign
 * in as super admin. `on` (or `1`) loads them on any address, when that is what you want (a
 * training room); nothing loads them in production.
 */
function demoData(setting: 'auto' | 'on' | 'off', host: string, production: boolean): { loadDemoData: boolean; demoDataSkipped: string | undefined } {
  if (production || setting === 'off') return { loadDemoData: false, demoDataSkipped: undefined };
  if (setting === 'on' || isLoopbackHost(host)) return { loadDemoData: true, demoDataSkipped: undefined };
  return {
    loadDemoData: false,
    demoDataSkipped: `HOST=${host} no es una dirección local, así que no se cargan los datos de demostración (su súper administrador tiene una contraseña pública); define DEMO_DATA=1 si de verdad los quieres en la red.`,
  };
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
