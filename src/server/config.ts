import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

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
    .enum(['true', 'false', '1', '0'], { error: 'TRUST_PROXY debe ser true o false.' })
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'LOG_LEVEL no es un nivel válido.' }).default('info'),
  WEB_DIR: z.string().trim().default('./out/web'),
  DEMO_DATA: z.enum(['auto', 'off'], { error: 'DEMO_DATA debe ser auto u off.' }).default('auto'),
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
  trustProxy: boolean;
  logLevel: string;
  webDir: string;
  loadDemoData: boolean;
  antiBotCost: number;
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
    loadDemoData: values.DEMO_DATA === 'auto' && !production,
    antiBotCost: values.ANTI_BOT_COST,
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
