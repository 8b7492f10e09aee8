import { registerSW } from 'virtual:pwa-register';
import { useAppStatus } from '../stores/app-status';

/**
 * Registers `/sw.js` with scope `/` (spec: from the site root) and mirrors the worker's states
 * (installed, waiting, activated) into the status store; when a new worker waits, "Actualizar"
 * activates it and reloads. The desktop app loads from its own protocol and has no worker.
 */
export function registerServiceWorker() {
  const status = useAppStatus.getState();
  if (!('serviceWorker' in navigator) || 'desktop' in window || import.meta.env.DEV) return;
  status.set({ worker: 'registering' });

  const track = (worker: ServiceWorker | null) => {
    if (!worker) return;
    const mirror = () => useAppStatus.getState().set({ worker: worker.state === 'parsed' ? 'installing' : (worker.state as never) });
    mirror();
    worker.addEventListener('statechange', mirror);
  };

  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh() {
      useAppStatus.getState().set({ updateWaiting: true, worker: 'waiting', applyUpdate: () => void updateSW(true) });
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      track(registration.active ?? registration.waiting ?? registration.installing);
      registration.addEventListener('updatefound', () => track(registration.installing));
    },
    onRegisterError() {
      useAppStatus.getState().set({ worker: 'error' });
    },
  });
}
