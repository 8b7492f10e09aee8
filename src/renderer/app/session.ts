import type { QueryClient } from '@tanstack/react-query';
import { getCurrentUser } from '../features/auth/api/get-current-user';
import { refreshSession } from '../features/auth/api/refresh-session';
import { revokeSession } from '../features/auth/api/revoke-session';
import { setSessionHooks } from '../lib/api-client';
import { tokenVault } from '../lib/platform';
import { useCompanyStore } from '../stores/company';
import { useSessionStore } from '../stores/session';

/**
 * Session wiring (spec §4), composed here because it spans features: the API client reads the
 * token from the session store, renews it with the refresh grant when it expires, and ends the
 * session when that fails.
 */
export function installSession(queryClient: QueryClient, onEnded: () => void) {
  setSessionHooks({
    getToken: () => useSessionStore.getState().token,
    async refresh() {
      const { refreshToken } = useSessionStore.getState();
      if (!refreshToken) return null;
      try {
        const tokens = await refreshSession(refreshToken);
        useSessionStore.getState().setTokens(tokens.access_token, tokens.refresh_token, undefined, tokens.expires_in);
        return tokens.access_token;
      } catch {
        return null;
      }
    },
    onSessionEnded() {
      endSession(queryClient);
      onEnded();
    },
  });
}

/**
 * Spec §4 start: a stored token with `authenticated` false fetches the user. Success sets
 * authenticated; failure clears the stored and session tokens and reports the error, with no
 * message to the person.
 */
export async function restoreSession(): Promise<void> {
  const vault = tokenVault();
  if (vault.external && !useSessionStore.getState().token) {
    const tokens = await vault.load();
    if (tokens) useSessionStore.setState({ token: tokens.accessToken, refreshToken: tokens.refreshToken });
  }
  const { token, authenticated } = useSessionStore.getState();
  if (!token || authenticated) return;
  try {
    useSessionStore.getState().setUser(await getCurrentUser());
  } catch (error) {
    useSessionStore.getState().clear();
    console.error('No se pudo recuperar la sesión guardada', error);
  }
}

function endSession(queryClient: QueryClient) {
  useSessionStore.getState().clear();
  useCompanyStore.getState().clear();
  queryClient.clear();
}

/** Logout: revoke on the server (best effort: offline, the token still expires), then forget it. */
export async function logout(queryClient: QueryClient): Promise<void> {
  const { token } = useSessionStore.getState();
  endSession(queryClient);
  if (token) await revokeSession(token).catch(() => undefined);
}
