import { useAppStatus } from '../stores/app-status';

declare const __BUILD_ID__: string;

/**
 * Spec §2 new-build check: fetch `builds/latest.json?t=<timestamp>` every 5 minutes (our choice:
 * often enough that an operator gets a fix the same shift, rare enough to cost nothing) and when
 * the tab becomes visible again. A different build id offers "Actualizar".
 */
export const BUILD_CHECK_INTERVAL_MS = 5 * 60_000;

export async function checkForNewBuild(currentId: string, fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetcher(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return false;
    const latest = (await response.json()) as { id?: string };
    return typeof latest.id === 'string' && latest.id !== currentId;
  } catch {
    return false; // offline: nothing to say
  }
}

export function startBuildCheck() {
  if ('desktop' in window || import.meta.env.DEV) return;
  const check = async () => {
    if (await checkForNewBuild(__BUILD_ID__)) useAppStatus.getState().set({ newBuild: true });
  };
  setInterval(() => void check(), BUILD_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void check();
  });
}
