import { Affix } from '@mantine/core';
import { useDesktopStore } from '../../../stores/desktop';
import { useSessionStore } from '../../../stores/session';
import { KioskExit } from './kiosk-exit';
import { ServerLine } from './server-settings-modal';

/**
 * What the desktop app adds around every screen: the kiosk's exit, and — before signing in —
 * the server the console talks to, with a way to change it.
 */
export default function DesktopOverlays() {
  const info = useDesktopStore((state) => state.info);
  const authenticated = useSessionStore((state) => state.authenticated);
  if (!info) return null;
  if (info.kiosk) return <KioskExit />;
  if (authenticated) return null;
  return (
    <Affix position={{ bottom: 8, left: 8 }}>
      <ServerLine />
    </Affix>
  );
}
