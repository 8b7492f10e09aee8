import { Affix, Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { useDesktopStore } from '../../../stores/desktop';
import { useSessionStore } from '../../../stores/session';
import { KioskExit } from './kiosk-exit';
import { ServerSettingsModal } from './server-settings-modal';

/**
 * What the desktop app adds around every screen: the kiosk's exit, and — before signing in —
 * the server the console talks to, with a way to change it.
 */
export default function DesktopOverlays() {
  const info = useDesktopStore((state) => state.info);
  const authenticated = useSessionStore((state) => state.authenticated);
  const [serverOpen, setServerOpen] = useState(false);
  if (!info) return null;
  if (info.kiosk) return <KioskExit />;
  if (authenticated) return null;
  return (
    <>
      <Affix position={{ bottom: 8, left: 8 }}>
        <Text size="xs" c="dimmed">
          Servidor: {info.serverOrigin}{' '}
          <Anchor component="button" size="xs" onClick={() => setServerOpen(true)}>
            Cambiar
          </Anchor>
        </Text>
      </Affix>
      <ServerSettingsModal opened={serverOpen} onClose={() => setServerOpen(false)} />
    </>
  );
}
