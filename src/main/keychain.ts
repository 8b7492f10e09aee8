/**
 * The session's tokens in the OS keychain (Keychain on macOS, Credential Vault on Windows, the
 * Secret Service on Linux) through keytar, one entry per server origin. When there is no keychain
 * (no Secret Service running, keytar not built for this machine) the tokens stay in this process's
 * memory only — never in a file — and `status()` says so, so the renderer can tell the user that
 * the session will end when the app closes.
 */
export const KEYCHAIN_SERVICE = 'Plataforma';

export interface StoredTokens {
  accessToken: string;
  refreshToken: string | null;
}

/** The part of keytar we use (keytar itself satisfies it). */
export interface KeytarLike {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
}

export type VaultStatus = { mode: 'keychain' } | { mode: 'memory'; reason: string };

export interface TokenKeychain {
  status(): VaultStatus;
  get(origin: string): Promise<StoredTokens | null>;
  set(origin: string, tokens: StoredTokens): Promise<void>;
  delete(origin: string): Promise<void>;
}

export const KEYCHAIN_UNAVAILABLE_MESSAGE =
  'El llavero del sistema no está disponible: tu sesión se guardará solo mientras la aplicación esté abierta.';

/** Loads keytar if it is installed and built for this machine; null otherwise. */
export async function loadKeytar(importer: () => Promise<unknown> = () => import('keytar')): Promise<KeytarLike | null> {
  try {
    const loaded = (await importer()) as KeytarLike & { default?: KeytarLike };
    const keytar = loaded.default ?? loaded;
    return typeof keytar.getPassword === 'function' ? keytar : null;
  } catch {
    return null;
  }
}

function parseTokens(raw: string | null): StoredTokens | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredTokens>;
    if (typeof value.accessToken !== 'string' || value.accessToken.length === 0) return null;
    return { accessToken: value.accessToken, refreshToken: typeof value.refreshToken === 'string' ? value.refreshToken : null };
  } catch {
    return null;
  }
}

/**
 * The first keychain call that fails (no Secret Service, locked and refused) switches the vault to
 * memory for the rest of the run, keeping what it was asked to store.
 */
export function createTokenKeychain(keytar: KeytarLike | null, service = KEYCHAIN_SERVICE): TokenKeychain {
  const memory = new Map<string, StoredTokens>();
  let state: VaultStatus = keytar ? { mode: 'keychain' } : { mode: 'memory', reason: KEYCHAIN_UNAVAILABLE_MESSAGE };

  const fallBack = () => {
    state = { mode: 'memory', reason: KEYCHAIN_UNAVAILABLE_MESSAGE };
  };

  return {
    status: () => state,
    async get(origin) {
      if (state.mode === 'keychain' && keytar) {
        try {
          return parseTokens(await keytar.getPassword(service, origin));
        } catch {
          fallBack();
        }
      }
      return memory.get(origin) ?? null;
    },
    async set(origin, tokens) {
      const value = { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
      if (state.mode === 'keychain' && keytar) {
        try {
          await keytar.setPassword(service, origin, JSON.stringify(value));
          return;
        } catch {
          fallBack();
        }
      }
      memory.set(origin, value);
    },
    async delete(origin) {
      memory.delete(origin);
      if (state.mode === 'keychain' && keytar) {
        try {
          await keytar.deletePassword(service, origin);
        } catch {
          fallBack();
        }
      }
    },
  };
}
