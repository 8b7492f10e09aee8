import { createWriteStream, existsSync } from 'node:fs';
import { rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { DownloadEvent, DownloadRequest, IpcErrorCode } from '../shared/ipc';

/**
 * Report files saved to disk by the main process: the (signed) URL is fetched with the session's
 * token — only ever sent to the configured server — and streamed into `<name>.part` inside the
 * chosen folder, renamed to its final name when complete. On any failure the partial file is
 * removed and the error is one of the codes below with a Spanish message.
 */
export type DownloadErrorCode = Extract<
  IpcErrorCode,
  | 'nombre_invalido'
  | 'tipo_no_permitido'
  | 'origen_no_permitido'
  | 'http_error'
  | 'conexion_perdida'
  | 'disco_lleno'
  | 'sin_permiso_carpeta'
  | 'cancelada'
>;

export class DownloadError extends Error {
  constructor(
    readonly code: DownloadErrorCode,
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$/i;
// Separators, NUL and control characters, and what Windows forbids in names.
// eslint-disable-next-line no-control-regex -- control characters are exactly what we refuse
const FORBIDDEN_CHARACTERS = /[/\\<>:"|?*\u0000-\u001f\u007f]/;

/**
 * What the desktop app saves: the server's report formats and waybill PDFs. Anything else (an
 * .exe, an .html, a .desktop launcher) is refused even from our own server, so a compromised page
 * cannot use this capability to drop a program into the Downloads folder.
 */
export const DOWNLOAD_EXTENSIONS = ['.csv', '.xlsx', '.pdf'] as const;
export type DownloadExtension = (typeof DOWNLOAD_EXTENSIONS)[number];

export function isAllowedDownload(name: string): boolean {
  return (DOWNLOAD_EXTENSIONS as readonly string[]).includes(path.extname(name).toLowerCase());
}

/** A bare file name that stays inside the folder on every OS, or null. */
export function safeFileName(name: string): string | null {
  const trimmed = name.normalize('NFC');
  if (trimmed.length === 0 || trimmed.length > 200) return null;
  if (FORBIDDEN_CHARACTERS.test(trimmed)) return null;
  if (trimmed.startsWith('.') || trimmed.endsWith('.') || trimmed.endsWith(' ') || trimmed !== trimmed.trimStart()) return null;
  if (WINDOWS_RESERVED.test(trimmed)) return null;
  return trimmed;
}

/** `reporte.csv`, then `reporte (1).csv`, `reporte (2).csv`… — never overwrite the user's files. */
export function availablePath(folder: string, name: string, exists: (file: string) => boolean = existsSync): string {
  const extension = path.extname(name);
  const stem = name.slice(0, name.length - extension.length);
  for (let attempt = 0; ; attempt++) {
    const candidate = path.join(folder, attempt === 0 ? name : `${stem} (${attempt})${extension}`);
    if (!exists(candidate) && !exists(`${candidate}.part`)) return candidate;
  }
}

function httpMessage(status: number, serverMessage: string | null): string {
  const base =
    status === 401
      ? 'Tu sesión venció: vuelve a iniciar sesión para descargar el reporte.'
      : status === 403
        ? 'No tienes permiso para descargar este reporte o el enlace venció.'
        : status === 404
          ? 'El reporte no existe o ya no está disponible.'
          : status >= 500
            ? 'El servidor no pudo generar el reporte. Inténtalo de nuevo en unos minutos.'
            : 'El servidor rechazó la descarga.';
  return serverMessage ? `${base} (${status}: ${serverMessage})` : `${base} (${status})`;
}

async function serverMessageOf(response: Response): Promise<string | null> {
  try {
    if (!(response.headers.get('content-type') ?? '').includes('json')) return null;
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message.slice(0, 300) : null;
  } catch {
    return null;
  }
}

function fileSystemError(error: NodeJS.ErrnoException): DownloadError | null {
  if (error.code === 'ENOSPC' || error.code === 'EDQUOT') {
    return new DownloadError('disco_lleno', 'No hay espacio suficiente en el disco para guardar el reporte. Libera espacio o elige otra carpeta.');
  }
  if (error.code === 'EACCES' || error.code === 'EPERM' || error.code === 'EROFS' || error.code === 'ENOENT' || error.code === 'ENOTDIR') {
    return new DownloadError('sin_permiso_carpeta', 'No se puede escribir en la carpeta de descargas. Elige otra carpeta en la configuración.');
  }
  return null;
}

export interface DownloadOptions {
  request: DownloadRequest;
  serverOrigin: string;
  token: string | null;
  folder: string;
  fetch: typeof fetch;
  onProgress(received: number, total: number | null): void;
  signal?: AbortSignal;
  /** How often progress is reported at most (ms). */
  progressIntervalMs?: number;
  openFile?: (file: string) => Writable;
}

export async function downloadToFolder(options: DownloadOptions): Promise<{ path: string; bytes: number }> {
  const { request, serverOrigin, token, folder } = options;
  const name = safeFileName(request.fileName);
  if (!name) throw new DownloadError('nombre_invalido', `El nombre de archivo «${request.fileName.slice(0, 80)}» no es válido para guardarlo en la carpeta de descargas.`);
  if (!isAllowedDownload(name)) {
    throw new DownloadError('tipo_no_permitido', `Solo se guardan reportes .csv, .xlsx y .pdf; «${name.slice(0, 80)}» no es uno de ellos.`);
  }

  let url: URL;
  try {
    url = new URL(request.url, serverOrigin);
  } catch {
    throw new DownloadError('origen_no_permitido', 'La dirección del reporte no es válida.');
  }
  // The token goes to the configured server and nowhere else.
  if (url.origin !== new URL(serverOrigin).origin) {
    throw new DownloadError('origen_no_permitido', 'El reporte no viene del servidor configurado; no se descargó.');
  }

  let response: Response;
  try {
    response = await options.fetch(url, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      redirect: 'error',
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw new DownloadError('cancelada', 'Descarga cancelada.');
    throw new DownloadError('conexion_perdida', `No se pudo conectar con el servidor para descargar el reporte (${(error as Error).message}).`);
  }
  if (!response.ok || !response.body) {
    throw new DownloadError('http_error', httpMessage(response.status, await serverMessageOf(response)), response.status);
  }

  const lengthHeader = Number(response.headers.get('content-length'));
  const total = Number.isFinite(lengthHeader) && lengthHeader > 0 ? lengthHeader : null;
  const target = availablePath(folder, name);
  const partial = `${target}.part`;
  const interval = options.progressIntervalMs ?? 100;
  let received = 0;
  let lastReport = 0;
  options.onProgress(0, total);

  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      const now = Date.now();
      if (now - lastReport >= interval) {
        lastReport = now;
        options.onProgress(received, total);
      }
      callback(null, chunk);
    },
  });

  try {
    const file = options.openFile ? options.openFile(partial) : createWriteStream(partial, { flags: 'wx', mode: 0o644 });
    await pipeline(Readable.fromWeb(response.body as WebReadableStream), counter, file, { signal: options.signal });
    if (total !== null && received !== total) {
      throw new DownloadError('conexion_perdida', 'La descarga quedó incompleta: se perdió la conexión con el servidor. Inténtalo de nuevo.');
    }
    const final = existsSync(target) ? availablePath(folder, name) : target;
    await rename(partial, final);
    options.onProgress(received, total ?? received);
    return { path: final, bytes: received };
  } catch (error) {
    await unlink(partial).catch(() => undefined);
    if (error instanceof DownloadError) throw error;
    if (options.signal?.aborted) throw new DownloadError('cancelada', 'Descarga cancelada.');
    const fsError = fileSystemError(error as NodeJS.ErrnoException);
    if (fsError) throw fsError;
    throw new DownloadError('conexion_perdida', 'Se perdió la conexión con el servidor durante la descarga. Inténtalo de nuevo.');
  }
}

export interface DownloadManagerDeps {
  fetch: typeof fetch;
  serverOrigin(): string;
  token(): Promise<string | null>;
  folder(): string;
  emit(event: DownloadEvent): void;
  /** BrowserWindow.setProgressBar: 0..1, >1 indeterminate, -1 removes it. */
  setProgressBar(fraction: number): void;
}

/**
 * The downloads the renderer started in this run: progress to the renderer and the taskbar/dock,
 * and the finished files it may ask to show (by id — the renderer never names a path).
 */
export function createDownloadManager(deps: DownloadManagerDeps) {
  const active = new Map<string, { received: number; total: number | null }>();
  const finished = new Map<string, string>();

  const updateTaskbar = () => {
    if (active.size === 0) return deps.setProgressBar(-1);
    const all = [...active.values()];
    if (all.some((entry) => entry.total === null)) return deps.setProgressBar(2);
    const received = all.reduce((sum, entry) => sum + entry.received, 0);
    const total = all.reduce((sum, entry) => sum + (entry.total ?? 0), 0);
    deps.setProgressBar(total > 0 ? Math.min(1, received / total) : 2);
  };

  return {
    async start(request: DownloadRequest): Promise<{ path: string; bytes: number }> {
      active.set(request.id, { received: 0, total: null });
      try {
        const result = await downloadToFolder({
          request,
          serverOrigin: deps.serverOrigin(),
          token: await deps.token(),
          folder: deps.folder(),
          fetch: deps.fetch,
          onProgress: (received, total) => {
            active.set(request.id, { received, total });
            updateTaskbar();
            deps.emit({ id: request.id, state: 'progress', received, total });
          },
        });
        finished.set(request.id, result.path);
        deps.emit({ id: request.id, state: 'done', path: result.path, bytes: result.bytes });
        return result;
      } catch (error) {
        const failure = error instanceof DownloadError ? error : new DownloadError('conexion_perdida', 'La descarga falló.');
        deps.emit({ id: request.id, state: 'failed', code: failure.code, message: failure.message });
        throw failure;
      } finally {
        active.delete(request.id);
        updateTaskbar();
      }
    },
    finishedPath(id: string): string | null {
      return finished.get(id) ?? null;
    },
  };
}
