import { Text } from '@mantine/core';
import { useAppStatus } from '../stores/app-status';

const LABELS: Record<string, string> = {
  unsupported: '',
  registering: 'Preparando uso sin conexión…',
  installing: 'Instalando para uso sin conexión…',
  installed: 'Instalada',
  waiting: 'Actualización en espera',
  activating: 'Activando…',
  activated: 'Lista para usarse sin conexión',
  redundant: 'Reemplazada por una versión nueva',
  error: 'No se pudo preparar el uso sin conexión',
};

/** The service worker's state (spec §4: installed, waiting, activated), in words. */
export function WorkerStatus() {
  const worker = useAppStatus((state) => state.worker);
  if (!LABELS[worker]) return null;
  return (
    <Text size="xs" c="dimmed" data-worker-state={worker}>
      {LABELS[worker]}
    </Text>
  );
}
