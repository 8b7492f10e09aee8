import type { AxiosError, AxiosInstance, AxiosRequestConfig, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { type ClientError, TRANSPORT_MESSAGES, isClientError } from './client-error';
import { retryDelayMs, shouldRetry } from './retry-policy';

/**
 * The only module that touches axios — and it loads axios on the first request, not with the
 * first screen (axios is ~20 KiB gzip of the JavaScript needed to show /login; see
 * bench/web-size.mjs). One client per service base URL (spec §7: main and job
 * board, plus the services that DESIGN.md mounts under their own prefixes). Every failure leaves
 * as `{ message, status, data }` (spec §8); GET-like requests are retried once on the statuses of
 * §9; writes never are. A 401 on a request that carried a token tries one refresh (shared by
 * all requests waiting on it) and then the request again; if that fails the session ends.
 */

export const SERVICES = ['main', 'jobBoard', 'payment', 'notifications', 'tags', 'attendance', 'positioning', 'panel'] as const;
export type ServiceName = (typeof SERVICES)[number];

/** Default prefixes on the same origin; each can be pointed elsewhere at build time. */
const SERVICE_PATHS: Record<ServiceName, string> = {
  main: '',
  jobBoard: '',
  payment: '/payment-api/v1',
  notifications: '/notifications-api/v1',
  tags: '/tags-api/v1',
  attendance: '/attendance-api/v1',
  positioning: '/positioning-api/v1',
  panel: '/panel-api/v1',
};

const SERVICE_ENV: Record<ServiceName, string | undefined> = {
  main: import.meta.env.VITE_API_URL,
  jobBoard: import.meta.env.VITE_JOB_BOARD_API_URL,
  payment: import.meta.env.VITE_PAYMENT_API_URL,
  notifications: import.meta.env.VITE_NOTIFICATIONS_API_URL,
  tags: import.meta.env.VITE_TAGS_API_URL,
  attendance: import.meta.env.VITE_ATTENDANCE_API_URL,
  positioning: import.meta.env.VITE_POSITIONING_API_URL,
  panel: import.meta.env.VITE_PANEL_API_URL,
};

export const REQUEST_TIMEOUT_MS = 30_000;

export interface SessionHooks {
  getToken(): string | null;
  /** Renews the session; the new access token, or null when it cannot be renewed. */
  refresh(): Promise<string | null>;
  /** The session is over (refresh failed or was impossible). */
  onSessionEnded(): void;
}

let hooks: SessionHooks = { getToken: () => null, refresh: async () => null, onSessionEnded: () => undefined };
export function setSessionHooks(next: SessionHooks) {
  hooks = next;
}

let pendingRefresh: Promise<string | null> | null = null;
/** Renews the session's token once, however many callers ask at the same time. */
export function refreshOnce(): Promise<string | null> {
  pendingRefresh ??= hooks.refresh().finally(() => {
    pendingRefresh = null;
  });
  return pendingRefresh;
}

interface RequestState {
  retries?: number;
  refreshed?: boolean;
  /** Set for requests that must not send the session token (e.g. the token request itself). */
  anonymous?: boolean;
  /** The public search key to send instead of a session token. */
  publicKey?: string;
  /** The session token this attempt carried (to tell whether someone refreshed meanwhile). */
  sentToken?: string | null;
}
type Config = InternalAxiosRequestConfig & { plataforma?: RequestState };

/** Any thrown value → the spec §8 shape. */
export function toClientError(error: unknown): ClientError {
  if ((error as { __CANCEL__?: boolean } | null)?.__CANCEL__ || (error as Error | null)?.name === 'CanceledError') {
    return { message: TRANSPORT_MESSAGES.aborted, status: null, data: null };
  }
  const axiosError = error as AxiosError<unknown>;
  if (axiosError?.isAxiosError) {
    if (axiosError.response) {
      const body = axiosError.response.data;
      const message =
        typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string'
          ? (body as { message: string }).message
          : axiosError.message;
      return { message, status: axiosError.response.status, data: body ?? null };
    }
    if (axiosError.code === 'ECONNABORTED' && /aborted/i.test(axiosError.message)) {
      return { message: TRANSPORT_MESSAGES.aborted, status: null, data: null };
    }
    if (axiosError.code === 'ECONNABORTED' || axiosError.code === 'ETIMEDOUT') {
      return { message: TRANSPORT_MESSAGES.timeout(axiosError.config?.timeout ?? REQUEST_TIMEOUT_MS), status: null, data: null };
    }
    if (axiosError.code === 'ERR_BAD_REQUEST' && /Unsupported protocol/i.test(axiosError.message)) {
      return { message: TRANSPORT_MESSAGES.protocol, status: null, data: null };
    }
    return { message: TRANSPORT_MESSAGES.network, status: null, data: null };
  }
  // The calls below already reject with this shape (a query's `error`): kept as it is, not stringified.
  if (isClientError(error)) return error;
  if (error instanceof Error) return { message: error.message, status: null, data: null };
  return { message: String(error), status: null, data: null };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The calls the app makes; the same surface as an axios instance, resolved lazily. */
export interface ServiceClient {
  defaults: { baseURL: string };
  request<T = unknown>(config: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  get<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  delete<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  head<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  options<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  patch<T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
}

export function createServiceClient(baseURL: string): ServiceClient {
  const defaults = { baseURL };
  let instance: Promise<AxiosInstance> | null = null;
  const client = () => {
    instance ??= import('axios').then(
      ({ default: axios }) => configure(axios.create({ timeout: REQUEST_TIMEOUT_MS, headers: { Accept: 'application/json' } })),
      () => {
        // The chunk could not be fetched (offline on a first visit): try again next time.
        instance = null;
        throw { message: TRANSPORT_MESSAGES.network, status: null, data: null } satisfies ClientError;
      },
    );
    // The base URL can change after creation (the desktop app's server); read it per request.
    return instance.then((axiosClient) => {
      axiosClient.defaults.baseURL = defaults.baseURL;
      return axiosClient;
    });
  };
  return {
    defaults,
    request: (config) => client().then((c) => c.request(config)),
    get: (url, config) => client().then((c) => c.get(url, config)),
    delete: (url, config) => client().then((c) => c.delete(url, config)),
    head: (url, config) => client().then((c) => c.head(url, config)),
    options: (url, config) => client().then((c) => c.options(url, config)),
    post: (url, data, config) => client().then((c) => c.post(url, data, config)),
    put: (url, data, config) => client().then((c) => c.put(url, data, config)),
    patch: (url, data, config) => client().then((c) => c.patch(url, data, config)),
  };
}

/** A request as a transport other than the network carries it (server rendering: see setTransport). */
export interface TransportRequest {
  method: string;
  /** Absolute, with the query string. */
  url: string;
  headers: Record<string, string>;
  data?: unknown;
}
export interface TransportResponse {
  status: number;
  headers: Record<string, string>;
  /** The body as text; JSON is parsed as for any response. */
  body: string;
}
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

let transport: Transport | null = null;
/**
 * Carry every request through `next` instead of the network: the server renders public pages
 * with their data (prerender.tsx) by answering the app's own calls in-process, so the page's
 * queries run exactly as in a browser. Set before the first request; a later call replaces it.
 */
export function setTransport(next: Transport) {
  transport = next;
}

function configure(client: AxiosInstance): AxiosInstance {
  if (transport) {
    client.defaults.adapter = async (config) => {
      const carry = transport!;
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(config.headers.toJSON())) if (typeof value === 'string') headers[name.toLowerCase()] = value;
      const answer = await carry({ method: (config.method ?? 'get').toUpperCase(), url: client.getUri(config), headers, data: config.data });
      const response = { data: answer.body, status: answer.status, statusText: '', headers: answer.headers, config, request: null };
      if (config.validateStatus ? config.validateStatus(answer.status) : answer.status < 400) return response;
      throw Object.assign(new Error(`Request failed with status code ${answer.status}`), { isAxiosError: true, config, response, code: 'ERR_BAD_RESPONSE' });
    };
  }
  client.interceptors.request.use((config: Config) => {
    const state = (config.plataforma ??= {});
    const sessionToken = state.anonymous || state.publicKey ? null : hooks.getToken();
    state.sentToken = sessionToken;
    const token = state.anonymous ? null : (state.publicKey ?? sessionToken);
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    else config.headers.delete('Authorization');
    return config;
  });

  client.interceptors.response.use(undefined, async (error: AxiosError) => {
    const config = error.config as Config | undefined;
    const status = error.response?.status ?? null;
    if (config) {
      const state = (config.plataforma ??= {});
      if (status === 401 && !state.anonymous && !state.publicKey && !state.refreshed && hooks.getToken()) {
        state.refreshed = true;
        // Another request may have renewed the session while this one was in flight: then the
        // current token is already the new one and only the repeat is needed.
        const current = hooks.getToken();
        const token = current !== state.sentToken ? current : await refreshOnce();
        if (token) return client.request(config);
        hooks.onSessionEnded();
      } else if (shouldRetry(config.method, status, state.retries ?? 0)) {
        state.retries = (state.retries ?? 0) + 1;
        await sleep(retryDelayMs(error.response?.headers?.['retry-after'] as string | undefined));
        return client.request(config);
      }
    }
    throw toClientError(error);
  });
  return client;
}

function baseUrlFor(service: ServiceName, origin: string): string {
  return SERVICE_ENV[service] || `${origin}${SERVICE_PATHS[service]}`;
}

function defaultOrigin(): string {
  return typeof window === 'undefined' ? 'http://localhost:8080' : window.location.origin;
}

export const api: Record<ServiceName, ServiceClient> = Object.fromEntries(
  SERVICES.map((service) => [service, createServiceClient(baseUrlFor(service, defaultOrigin()))]),
) as Record<ServiceName, ServiceClient>;

/** The desktop app talks to a configured server instead of the page's origin. */
export function setServerOrigin(origin: string) {
  for (const service of SERVICES) api[service].defaults.baseURL = baseUrlFor(service, origin.replace(/\/$/, ''));
}

/** A server-relative path (a signed report URL, say) as an absolute URL on the main API's server. */
export function absoluteServerUrl(pathOrUrl: string): string {
  const base = api.main.defaults.baseURL || defaultOrigin();
  return new URL(pathOrUrl, new URL(base, defaultOrigin())).toString();
}

/** Per-request options understood by the client (typed wrapper over axios' config). */
export const requestOptions = (state: RequestState) => ({ plataforma: state }) as Record<string, unknown>;
