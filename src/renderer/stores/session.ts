import { create } from 'zustand';
import { type StateStorage, createJSONStorage, persist } from 'zustand/middleware';
import type { CurrentUser } from '../../shared/contracts/users';
import { tokenVault } from '../lib/platform';

/**
 * Spec §3 "stored session": token, authenticated, user, userId.
 *
 * Where it is kept depends on "Recordarme" (spec §4 keeps the token in the persisted store and a
 * `token` cookie only with "remember me"):
 * - remembered: the whole session, refresh token included, in localStorage, so it survives
 *   closing the browser, plus the `token` cookie (the vault);
 * - not remembered: the access token, user and flags in sessionStorage (this tab only, gone when
 *   it closes; a reload keeps the session), and the refresh token in memory only — it is the
 *   long-lived credential, so no storage a script can read ever holds it. After a reload the
 *   session lasts until the access token expires (an hour), then asks for the password again.
 * With an external vault (the desktop keychain) no token is written to the browser's storage.
 */
export interface SessionState {
  token: string | null;
  refreshToken: string | null;
  authenticated: boolean;
  user: CurrentUser | null;
  userId: number | null;
  remember: boolean;
  /** `expiresIn`: the access token's lifetime in seconds (the token response's `expires_in`). */
  setTokens(token: string, refreshToken: string | null, remember?: boolean, expiresIn?: number): void;
  setUser(user: CurrentUser): void;
  /** Spec §4 logout: clears the token and the flag (the cookie is blanked by the vault). */
  clear(): void;
}

export const SESSION_STORAGE_KEY = 'plataforma.session';

/**
 * localStorage for a remembered session, sessionStorage otherwise; the other one is emptied on
 * every write, so switching "Recordarme" leaves nothing behind. Reads prefer the remembered one.
 * The desktop app always uses localStorage: its tokens are in the keychain, and what is stored
 * here (user, flags) is no credential.
 */
const sessionStorageByRemember: StateStorage = {
  getItem: (name) => localStorage.getItem(name) ?? sessionStorage.getItem(name),
  setItem(name, value) {
    const remember = tokenVault().external || (JSON.parse(value) as { state?: { remember?: boolean } }).state?.remember === true;
    (remember ? localStorage : sessionStorage).setItem(name, value);
    (remember ? sessionStorage : localStorage).removeItem(name);
  },
  removeItem(name) {
    localStorage.removeItem(name);
    sessionStorage.removeItem(name);
  },
};

export const useSessionStore = create<SessionState>()(
  persist(
    (set, get) => ({
      token: null,
      refreshToken: null,
      authenticated: false,
      user: null,
      userId: null,
      remember: false,
      setTokens(token, refreshToken, remember = get().remember, expiresIn) {
        set({ token, refreshToken, remember });
        void tokenVault().save({ accessToken: token, refreshToken, expiresIn }, remember);
      },
      setUser(user) {
        set({ user, userId: user.id, authenticated: true });
      },
      clear() {
        set({ token: null, refreshToken: null, authenticated: false, user: null, userId: null, remember: false });
        void tokenVault().clear();
      },
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorageByRemember),
      partialize: (state) => {
        const profile = { authenticated: state.authenticated, user: state.user, userId: state.userId, remember: state.remember };
        if (tokenVault().external) return profile;
        return state.remember ? { ...profile, token: state.token, refreshToken: state.refreshToken } : { ...profile, token: state.token };
      },
    },
  ),
);
