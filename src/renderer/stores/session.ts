import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { CurrentUser } from '../../shared/contracts/users';
import { tokenVault } from '../lib/platform';

/**
 * Spec §3 "stored session": token, authenticated, user, userId — persisted to localStorage.
 * The refresh token travels with the access token (same storage rules).
 */
export interface SessionState {
  token: string | null;
  refreshToken: string | null;
  authenticated: boolean;
  user: CurrentUser | null;
  userId: number | null;
  remember: boolean;
  setTokens(token: string, refreshToken: string | null, remember?: boolean): void;
  setUser(user: CurrentUser): void;
  /** Spec §4 logout: clears the token and the flag (the cookie is blanked by the vault). */
  clear(): void;
}

export const SESSION_STORAGE_KEY = 'plataforma.session';

export const useSessionStore = create<SessionState>()(
  persist(
    (set, get) => ({
      token: null,
      refreshToken: null,
      authenticated: false,
      user: null,
      userId: null,
      remember: false,
      setTokens(token, refreshToken, remember = get().remember) {
        set({ token, refreshToken, remember });
        void tokenVault().save({ accessToken: token, refreshToken }, remember);
      },
      setUser(user) {
        set({ user, userId: user.id, authenticated: true });
      },
      clear() {
        set({ token: null, refreshToken: null, authenticated: false, user: null, userId: null });
        void tokenVault().clear();
      },
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      // With an external vault (desktop keychain) the tokens are never written to localStorage.
      partialize: (state) =>
        tokenVault().external
          ? { authenticated: state.authenticated, user: state.user, userId: state.userId, remember: state.remember }
          : {
              token: state.token,
              refreshToken: state.refreshToken,
              authenticated: state.authenticated,
              user: state.user,
              userId: state.userId,
              remember: state.remember,
            },
    },
  ),
);
