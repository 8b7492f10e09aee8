import './layers.css';
import '@mantine/core/styles.layer.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { type DehydratedState, type QueryClient, QueryClientProvider, hydrate } from '@tanstack/react-query';
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

interface AppProps {
  /** The route the build's prerender step or the server renders (prerender.tsx); the browser's own otherwise. */
  location?: string;
  /** The server's render: a client it has filled with the page's data (app/page-data.ts). */
  queryClient?: QueryClient;
  /** In the browser: the data the server rendered the page with, so hydration sees the same page. */
  dehydratedState?: DehydratedState;
}

export function App({ location, queryClient: given, dehydratedState }: AppProps = {}) {
  const [queryClient] = useState(() => {
    const client = given ?? createQueryClient();
    if (dehydratedState) hydrate(client, dehydratedState);
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
