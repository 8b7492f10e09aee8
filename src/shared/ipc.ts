/**
 * The IPC capability map between the renderer (through the preload's `window.desktop`) and the
 * Electron main process. Each capability is one typed member on one fixed channel; main checks
 * the sender and validates the arguments with these schemas, and answers `IpcResult`. Nothing
 * generic (send/invoke/on with a caller-chosen channel) crosses the bridge.
 */
/**
 * Where the desktop console's renderer lives (main's custom protocol). The API allows this origin
 * for CORS, since the renderer calls the configured server from it.
 */
export const DESKTOP_APP_SCHEME = 'app';
export const DESKTOP_APP_HOST = 'plataforma';
export const DESKTOP_APP_ORIGIN = `${DESKTOP_APP_SCHEME}://${DESKTOP_APP_HOST}`;

/**
 * Every error code main answers with, like the server's per-area code unions: the renderer may
 * branch on a code, so a new one is added here first (the registrar turns an unlisted one into
 * `error_interno`, and a test reads main's sources for codes missing from the list).
 */
export const IPC_ERROR_CODES = [
  // The registrar: the sender, the arguments, an unexpected exception.
  'remitente_no_permitido',
  'datos_invalidos',
  'error_interno',
  // server:test and server:save.
  'direccion_invalida',
  'sin_respuesta',
  'no_es_plataforma',
  // Downloads.
  'nombre_invalido',
  'tipo_no_permitido',
  'origen_no_permitido',
  'http_error',
  'conexion_perdida',
  'disco_lleno',
  'sin_permiso_carpeta',
  'cancelada',
  'descarga_desconocida',
  // kiosk:exit.
  'credenciales_invalidas',
  'sin_permiso',
  'sin_conexion',
  'demasiados_intentos',
] as const;
export type IpcErrorCode = (typeof IPC_ERROR_CODES)[number];

export function isIpcErrorCode(value: unknown): value is IpcErrorCode {
  return typeof value === 'string' && (IPC_ERROR_CODES as readonly string[]).includes(value);
}

export type IpcResult<T> = { ok: true; value: T } | { ok: false; error: { code: IpcErrorCode; message: string } };

export const IPC_CHANNELS = {
  info: 'desktop:info',
  tokensLoad: 'tokens:load',
  tokensSave: 'tokens:save',
  tokensClear: 'tokens:clear',
  serverTest: 'server:test',
  serverSave: 'server:save',
  downloadStart: 'downloads:start',
  downloadShow: 'downloads:show-in-folder',
  downloadChooseFolder: 'downloads:choose-folder',
  kioskExit: 'kiosk:exit',
  /** main → renderer */
  downloadEvent: 'downloads:event',
  /** main → renderer: a native notification was clicked; open this in-app path. */
  openRoute: 'app:open-route',
} as const;

export interface DesktopTokens {
  accessToken: string;
  refreshToken: string | null;
}

export interface DownloadRequest {
  /** Chosen by the renderer to match progress events to its request. */
  id: string;
  /** Absolute URL on the configured server (the token is never sent anywhere else). */
  url: string;
  /** Suggested name; main refuses names that would escape its folder. */
  fileName: string;
}

export type DownloadEvent =
  | { id: string; state: 'progress'; received: number; total: number | null }
  | { id: string; state: 'done'; path: string; bytes: number }
  | { id: string; state: 'failed'; code: IpcErrorCode; message: string };

export interface KioskCredentials {
  email: string;
  password: string;
  /** The clock's device token: main asks the server which company the clock belongs to. */
  deviceToken?: string;
}

export type VaultStatus = { mode: 'keychain' } | { mode: 'memory'; reason: string };

export interface DesktopInfo {
  serverOrigin: string;
  /** Nothing chosen yet (no --server, no settings): show the first-run screen. */
  firstRun: boolean;
  kiosk: boolean;
  vault: VaultStatus;
  downloadDir: string;
}

export interface DesktopBridge {
  /** Always true: lets the renderer tell the desktop console from the PWA. */
  readonly isDesktop: true;
  readonly platform: string;
  info(): Promise<IpcResult<DesktopInfo>>;
  tokens: {
    load(): Promise<IpcResult<DesktopTokens | null>>;
    save(tokens: DesktopTokens): Promise<IpcResult<null>>;
    clear(): Promise<IpcResult<null>>;
  };
  server: {
    /** Checks that a Plataforma server answers there; does not save. */
    test(url: string): Promise<IpcResult<{ origin: string; version: string }>>;
    /** Tests, saves to the settings file and reloads the window on the new server. */
    save(url: string): Promise<IpcResult<{ origin: string }>>;
  };
  downloads: {
    start(request: DownloadRequest): Promise<IpcResult<{ path: string; bytes: number }>>;
    showInFolder(id: string): Promise<IpcResult<null>>;
    /** Opens a folder picker; the choice is kept in the settings. Null when cancelled. */
    chooseFolder(): Promise<IpcResult<string | null>>;
    /** Progress of every download; returns the unsubscribe function. */
    onEvent(listener: (event: DownloadEvent) => void): () => void;
  };
  kiosk: {
    /** Leaves kiosk mode when the credentials are an administrator's of the clock's company, or a super administrator's. */
    exit(credentials: KioskCredentials): Promise<IpcResult<null>>;
  };
  /** A notification was clicked: open this in-app path. Returns the unsubscribe function. */
  onOpenRoute(listener: (route: string) => void): () => void;
}
