import { Affix, Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { paths } from '../lib/paths';
import { readRecordingConsent, writeRecordingConsent } from '../lib/session-recording';

/**
 * The consent the cookie policy promises before a session is recorded (production builds only:
 * app.tsx renders this only when recording is enabled). Asked once; Global Privacy Control counts
 * as a refusal and is never asked about.
 */
export default function RecordingConsent() {
  const [undecided, setUndecided] = useState(() => readRecordingConsent() === null);
  useEffect(() => {
    const update = () => setUndecided(readRecordingConsent() === null);
    window.addEventListener('plataforma:recording-consent', update);
    return () => window.removeEventListener('plataforma:recording-consent', update);
  }, []);
  if (!undecided) return null;
  return (
    <Affix position={{ bottom: 16, left: 16, right: 16 }} zIndex={400}>
      <Paper withBorder shadow="md" p="md" radius="md" maw={640} mx="auto" role="region" aria-label="Grabación de sesiones">
        <Text size="sm">
          Para diagnosticar errores podemos grabar cómo usa la aplicación mientras tiene la sesión iniciada. Lo que escribe en los campos nunca se graba.{' '}
          <Anchor href={paths.cookies}>Política de cookies</Anchor>
        </Text>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={() => writeRecordingConsent('denied')}>
            No grabar
          </Button>
          <Button onClick={() => writeRecordingConsent('granted')}>Aceptar</Button>
        </Group>
      </Paper>
    </Affix>
  );
}
