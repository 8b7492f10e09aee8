import { Anchor, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useDesktopStore } from '../../../stores/desktop';
import { ServerForm } from './server-form';

export function ServerSettingsModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const origin = useDesktopStore((state) => state.info?.serverOrigin ?? '');
  return (
    <Modal opened={opened} onClose={onClose} title="Servidor de Plataforma">
      <ServerForm initialUrl={origin} />
    </Modal>
  );
}

/** "Servidor: https://… Cambiar", opening the server form in a modal. */
export function ServerLine() {
  const origin = useDesktopStore((state) => state.info?.serverOrigin ?? '');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Text size="xs" c="dimmed">
        Servidor: {origin}{' '}
        <Anchor component="button" size="xs" onClick={() => setOpened(true)}>
          Cambiar
        </Anchor>
      </Text>
      <ServerSettingsModal opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
