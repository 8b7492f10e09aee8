/**
 * Where the session's tokens live. In the browser (PWA) they live in the session store
 * (stores/session.ts): with "Recordarme", persisted to localStorage (spec §4) plus a cookie named
 * `token` holding the access token; without it, the access token in sessionStorage (this tab
 * only) and the refresh token in memory only. The desktop app plugs in a vault that keeps them in
 * the OS keychain instead, through the preload bridge; then they never touch the browser's storage.
 */
export interface Tokens {
  accessToken: string;
  refreshToken: string | null;
  /** Seconds the access token is valid for (the token response's `expires_in`), when known. */
  expiresIn?: number;
}

export interface TokenVault {
  /** True when tokens are kept outside the persisted store (the desktop keychain). */
  readonly external: boolean;
  load(): Promise<Tokens | null>;
  save(tokens: Tokens, remember: boolean): Promise<void>;
  clear(): Promise<void>;
}

export const TOKEN_COOKIE = 'token';

function writeCookie(value: string, maxAgeSeconds: number) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Strict${secure}`;
}

/** The access token's lifetime when the server did not say (the server's default). */
const DEFAULT_ACCESS_TOKEN_SECONDS = 3600;

/**
 * The browser vault: the store keeps the tokens; this only manages the `token` cookie (spec §4,
 * "remember me" only). It holds the access token and lives no longer than it: a script can read
 * it, so it must be worth little once stolen. The refresh token never goes in a cookie.
 */
export const browserVault: TokenVault = {
  external: false,
  async load() {
    return null;
  },
  async save(tokens, remember) {
    if (remember) writeCookie(tokens.accessToken, tokens.expiresIn ?? DEFAULT_ACCESS_TOKEN_SECONDS);
    else writeCookie('', 0);
  },
  async clear() {
    // Spec §4: logout blanks the cookie.
    writeCookie('', 0);
  },
};

let vault: TokenVault = browserVault;
export function setTokenVault(next: TokenVault) {
  vault = next;
}
export function tokenVault(): TokenVault {
  return vault;
}
