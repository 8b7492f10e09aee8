import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { reloadOnceFor } from './app/chunk-reload';
import { restoreSession } from './app/session';
import { startBuildCheck } from './app/build-check';
import { registerServiceWorker } from './app/service-worker';

// A chunk that fails to preload (a new release replaced it) reloads once; see chunk-reload.ts.
window.addEventListener('vite:preloadError', (event) => {
  event.preventDefault();
  reloadOnceFor(window.location.pathname + window.location.search);
});

void restoreSession().finally(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
registerServiceWorker();
startBuildCheck();
