import { Modal } from '@mantine/core';
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
