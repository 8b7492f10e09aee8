import './layers.css';
import '@mantine/core/styles.layer.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, lazy, useState } from 'react';
import { createQueryClient } from '../lib/query-client';
import { paths } from '../lib/paths';
import { recordingEnabled } from '../lib/session-recording';
import { AppRouter, navigateTo } from './router';
import { installSession } from './session';
import { cssVariablesResolver, theme } from './theme';

// Only the Electron console loads this chunk (window.desktop comes from its preload).
const DesktopOverlays = lazy(() => import('../features/desktop/components/desktop-overlays'));
const isDesktop = typeof window !== 'undefined' && 'desktop' in window;
// Production web builds only (the condition is a build-time constant, so other builds drop it).
const RecordingConsent = lazy(() => import('../components/recording-consent'));

/** `location`: the route the build's prerender step renders (prerender.tsx); the browser's own otherwise. */
export function App({ location }: { location?: string } = {}) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    installSession(client, () => navigateTo(paths.login));
    return client;
  });
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <AppRouter location={location} />
        {isDesktop && (
          <Suspense fallback={null}>
            <DesktopOverlays />
          </Suspense>
        )}
        {recordingEnabled && !isDesktop && (
          <Suspense fallback={null}>
            <RecordingConsent />
          </Suspense>
        )}
      </QueryClientProvider>
    </MantineProvider>
  );
}
