import { Suspense, lazy } from 'react';

// Only the Electron console (window.desktop from its preload) loads the downloads widget.
const DownloadsIndicator = lazy(() => import('./downloads-indicator'));

/** The desktop console's header widget; nothing at all in the PWA. */
export function DesktopHeaderSlot() {
  if (!('desktop' in window)) return null;
  return (
    <Suspense fallback={null}>
      <DownloadsIndicator />
    </Suspense>
  );
}
