import { Alert, Button, Group, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useAppStatus } from '../stores/app-status';
import { useDesktopStore } from '../stores/desktop';

/**
 * What the app must say plainly: that it is offline (data on screen may be old), and that a new
 * version is ready ("Actualizar"), and, in the desktop app, that the OS keychain is missing (the
 * session then lives only while the app is open).
 */
export function StatusBanners() {
  const { online } = useNetwork();
  const { updateWaiting, newBuild, applyUpdate } = useAppStatus();
  const vault = useDesktopStore((state) => state.info?.vault);
  return (
    <>
      {vault?.mode === 'memory' && (
        <Alert color="yellow" radius={0} role="status" py={6}>
          <Text size="sm">{vault.reason}</Text>
        </Alert>
      )}
      {!online && (
        <Alert color="orange" radius={0} role="status" py={6}>
          <Text size="sm">Sin conexión. Lo que ves puede no estar actualizado; los cambios no se enviarán hasta que vuelva la red.</Text>
        </Alert>
      )}
      {(updateWaiting || newBuild) && (
        <Alert color="teal" radius={0} role="status" py={6}>
          <Group justify="space-between" gap="xs">
            <Text size="sm">Hay una versión nueva de Plataforma.</Text>
            <Button size="compact-sm" onClick={applyUpdate}>
              Actualizar
            </Button>
          </Group>
        </Alert>
      )}
    </>
  );
}
