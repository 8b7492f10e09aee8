import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { reloadOnceFor } from './app/chunk-reload';
import { PRERENDERED_ATTRIBUTE, pageDataOf, shouldHydrate } from './app/prerender-paths';
import { restoreSession } from './app/session';
import { startBuildCheck } from './app/build-check';
import { registerServiceWorker } from './app/service-worker';
import { startSessionRecording } from './lib/session-recording';
import { useSessionStore } from './stores/session';

// A chunk that fails to preload (a new release replaced it) reloads once; see chunk-reload.ts.
window.addEventListener('vite:preloadError', (event) => {
  event.preventDefault();
  reloadOnceFor(window.location.pathname + window.location.search);
});

async function start() {
  const container = document.getElementById('root')!;
  // The desktop console plugs in its keychain, server and downloads before the session loads.
  if ('desktop' in window) {
    const { installDesktop } = await import('./app/desktop');
    const info = await installDesktop();
    if (info?.firstRun) {
      const { DesktopSetupRoot } = await import('./app/desktop-setup-root');
      createRoot(container).render(<DesktopSetupRoot suggestedUrl={info.serverOrigin} />);
      return;
    }
  }
  await restoreSession().catch(() => undefined);
  startSessionRecording();
  const hydrating = shouldHydrate(container.getAttribute(PRERENDERED_ATTRIBUTE), window.location, useSessionStore.getState().authenticated);
  const app = (
    <StrictMode>
      <App dehydratedState={hydrating ? pageDataOf(document) : undefined} />
    </StrictMode>
  );
  // A page the build prerendered (issue 18) is already on screen: hydrate it in place. Any other
  // case (another route's HTML, a signed-in visitor) renders afresh over it.
  // In a transition, React hydrates in slices of a few milliseconds and lets the browser in between
  // (outside one it hydrates the whole page in one task: 300-1,000 ms on a mid-range phone, a page
  // that paints at once and then ignores taps). The HTML is already the page, so nothing waits.
  if (hydrating) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  container.replaceChildren();
  createRoot(container).render(app);
}
void start();
registerServiceWorker();
startBuildCheck();
