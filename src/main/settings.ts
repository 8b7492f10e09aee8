import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * The desktop app's own settings, kept as JSON in Electron's user data folder
 * (`settings.json`). Nothing secret lives here: the token is in the OS keychain.
 */
export const DEFAULT_SERVER_URL = 'http://localhost:8080';

const boundsSchema = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().min(200),
  height: z.number().int().min(200),
  maximized: z.boolean().default(false),
});
export type WindowBounds = z.infer<typeof boundsSchema>;

export const settingsSchema = z.object({
  /** Null until an operator sets it on the first-run screen (or passes --server). */
  serverUrl: z.string().nullable().default(null),
  /** Null: the user's Downloads folder. */
  downloadDir: z.string().nullable().default(null),
  kiosk: z.boolean().default(false),
  windowBounds: boundsSchema.nullable().default(null),
});
export type DesktopSettings = z.infer<typeof settingsSchema>;

export const SETTINGS_FILE = 'settings.json';

/** A missing, unreadable or invalid file gives the defaults (and is rewritten on the next save). */
export function loadSettings(folder: string): DesktopSettings {
  try {
    const parsed = settingsSchema.safeParse(JSON.parse(readFileSync(path.join(folder, SETTINGS_FILE), 'utf8')));
    if (parsed.success) return parsed.data;
  } catch {
    // fall through to defaults
  }
  return settingsSchema.parse({});
}

/** Written to a temporary file and renamed, so a crash mid-write never leaves half a file. */
export function saveSettings(folder: string, settings: DesktopSettings): void {
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, SETTINGS_FILE);
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(settingsSchema.parse(settings), null, 2)}\n`, { mode: 0o600 });
  renameSync(temporary, file);
}

/**
 * A server address an operator may use: https (http only on this machine), no user or password in
 * it, no path beyond "/".
 * Returns the origin (`https://host:port`) or a Spanish reason.
 */
export function normalizeServerUrl(input: string): { ok: true; origin: string } | { ok: false; message: string } {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return { ok: false, message: 'Escribe la dirección completa del servidor, por ejemplo https://plataforma.miempresa.mx.' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, message: 'La dirección del servidor debe empezar con http:// o https://.' };
  }
  if (url.username || url.password) return { ok: false, message: 'La dirección del servidor no debe llevar usuario ni contraseña.' };
  // Electron security checklist §1: only secure content. Plain http is for a server on this machine.
  if (url.protocol === 'http:' && !isLoopback(url.hostname)) {
    return { ok: false, message: 'Usa https:// para un servidor en otra máquina; http:// solo se permite para un servidor en este equipo (localhost).' };
  }
  if (url.pathname !== '/' || url.search || url.hash) {
    return { ok: false, message: 'Escribe solo la dirección del servidor, sin ruta (por ejemplo https://plataforma.miempresa.mx).' };
  }
  return { ok: true, origin: url.origin };
}

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

export interface LaunchOptions {
  /** From `--server=<url>`; wins over the settings file for this run. */
  server: string | null;
  kiosk: boolean;
}

/** Reads `--server=<url>` (or `--server <url>`) and `--kiosk` from the command line. */
export function parseLaunchArgs(argv: readonly string[]): LaunchOptions {
  let server: string | null = null;
  let kiosk = false;
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index]!;
    if (argument === '--kiosk') kiosk = true;
    else if (argument.startsWith('--server=')) server = argument.slice('--server='.length);
    else if (argument === '--server' && argv[index + 1]) server = argv[++index]!;
  }
  return { server, kiosk };
}

export interface ServerChoice {
  origin: string;
  source: 'argument' | 'settings' | 'default';
  /** True when nothing was chosen yet: the renderer shows the first-run screen. */
  firstRun: boolean;
}

/** `--server` first, then the settings file, then http://localhost:8080. */
export function chooseServer(launch: LaunchOptions, settings: DesktopSettings): ServerChoice {
  if (launch.server) {
    const normalized = normalizeServerUrl(launch.server);
    if (normalized.ok) return { origin: normalized.origin, source: 'argument', firstRun: false };
  }
  if (settings.serverUrl) {
    const normalized = normalizeServerUrl(settings.serverUrl);
    if (normalized.ok) return { origin: normalized.origin, source: 'settings', firstRun: false };
  }
  return { origin: DEFAULT_SERVER_URL, source: 'default', firstRun: true };
}
