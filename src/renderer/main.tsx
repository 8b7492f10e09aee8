import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { reloadOnceFor } from './app/chunk-reload';
import { restoreSession } from './app/session';
import { startBuildCheck } from './app/build-check';
import { registerServiceWorker } from './app/service-worker';
import { startSessionRecording } from './lib/session-recording';

// A chunk that fails to preload (a new release replaced it) reloads once; see chunk-reload.ts.
window.addEventListener('vite:preloadError', (event) => {
  event.preventDefault();
  reloadOnceFor(window.location.pathname + window.location.search);
});

async function start() {
  const root = createRoot(document.getElementById('root')!);
  // The desktop console plugs in its keychain, server and downloads before the session loads.
  if ('desktop' in window) {
    const { installDesktop } = await import('./app/desktop');
    const info = await installDesktop();
    if (info?.firstRun) {
      const { DesktopSetupRoot } = await import('./app/desktop-setup-root');
      root.render(<DesktopSetupRoot suggestedUrl={info.serverOrigin} />);
      return;
    }
  }
  await restoreSession().catch(() => undefined);
  startSessionRecording();
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
void start();
registerServiceWorker();
startBuildCheck();
