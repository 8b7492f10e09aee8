/**
 * Where the session's tokens live. In the browser (PWA) they live in the session store, which is
 * persisted to localStorage (spec §4), plus a cookie named `token` when "remember me" is chosen.
 * The desktop app plugs in a vault that keeps them in the OS keychain instead, through the
 * preload bridge; then they never touch localStorage or cookies.
 */
export interface Tokens {
  accessToken: string;
  refreshToken: string | null;
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

/** The browser vault: the store keeps the tokens; this only manages the `token` cookie. */
export const browserVault: TokenVault = {
  external: false,
  async load() {
    return null;
  },
  async save(tokens, remember) {
    if (remember) writeCookie(tokens.accessToken, 30 * 24 * 3600);
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
