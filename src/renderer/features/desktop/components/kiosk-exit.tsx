import { Affix, Alert, Button, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { desktopBridge } from '../../../lib/desktop-platform';
import { useDesktopStore } from '../../../stores/desktop';

/**
 * The only way out of the wall clock: a small, out-of-the-way button that asks for an
 * administrator's e-mail and password (of the clock's company: its device token goes along). Main checks them with the server and restarts the app
 * as the normal console.
 */
export function KioskExit() {
  const [opened, setOpened] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const deviceToken = useDesktopStore((state) => state.kioskDeviceToken);
  const bridge = desktopBridge();
  if (!bridge) return null;

  const submit = async () => {
    setChecking(true);
    setError(null);
    const result = await bridge.kiosk.exit({ email, password, ...(deviceToken && { deviceToken }) });
    setChecking(false);
    setPassword('');
    if (!result.ok) setError(result.error.message);
  };

  return (
    <>
      <Affix position={{ bottom: 8, right: 8 }}>
        <Button size="compact-xs" variant="subtle" color="gray" onClick={() => setOpened(true)}>
          Administración
        </Button>
      </Affix>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Salir del modo quiosco">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack>
            <Text size="sm">Solo un administrador de la empresa puede cerrar el reloj de asistencia.</Text>
            <TextInput label="Correo del administrador" type="email" value={email} onChange={(event) => setEmail(event.currentTarget.value)} required autoComplete="off" />
            <PasswordInput label="Contraseña" value={password} onChange={(event) => setPassword(event.currentTarget.value)} required autoComplete="off" />
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Button type="submit" loading={checking}>
              Salir del modo quiosco
            </Button>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
