import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { desktopBridge, unwrap } from '../../../lib/desktop-platform';

type Check = { state: 'idle' } | { state: 'testing' } | { state: 'ok'; origin: string; version: string } | { state: 'failed'; message: string };

/**
 * The server address of the desktop console: test it (it must answer like a Plataforma server),
 * then save it — main keeps it in the settings file and reloads the window on that server.
 */
export function ServerForm({ initialUrl }: { initialUrl: string }) {
  const [url, setUrl] = useState(initialUrl);
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const [saving, setSaving] = useState(false);
  const bridge = desktopBridge();

  const test = async () => {
    if (!bridge) return;
    setCheck({ state: 'testing' });
    const result = await bridge.server.test(url);
    setCheck(result.ok ? { state: 'ok', ...result.value } : { state: 'failed', message: result.error.message });
  };
  const save = async () => {
    if (!bridge) return;
    setSaving(true);
    try {
      unwrap(await bridge.server.save(url));
    } catch (error) {
      setCheck({ state: 'failed', message: (error as Error).message });
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack>
        <TextInput
          label="Dirección del servidor"
          description="La que te dio el área de sistemas, por ejemplo https://plataforma.miempresa.mx"
          value={url}
          onChange={(event) => {
            setUrl(event.currentTarget.value);
            setCheck({ state: 'idle' });
          }}
          required
          autoFocus
          inputMode="url"
          spellCheck={false}
        />
        {check.state === 'ok' && (
          <Alert color="teal" role="status" title="Conexión correcta">
            <Text size="sm">
              {check.origin} es un servidor de Plataforma (versión {check.version}).
            </Text>
          </Alert>
        )}
        {check.state === 'failed' && (
          <Alert color="red" role="alert" title="No se pudo conectar">
            <Text size="sm">{check.message}</Text>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void test()} loading={check.state === 'testing'} disabled={!url.trim()}>
            Probar conexión
          </Button>
          <Button type="submit" loading={saving} disabled={!url.trim()}>
            Guardar y continuar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
