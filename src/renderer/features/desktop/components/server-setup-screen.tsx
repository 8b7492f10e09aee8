import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Logo } from '../../../components/logo';
import { ServerForm } from './server-form';

/** First run of the desktop console: nothing says which server to use yet. */
export function ServerSetupScreen({ suggestedUrl }: { suggestedUrl: string }) {
  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder shadow="sm" p="xl" maw={560} w="100%">
        <Stack>
          <Logo />
          <Title order={1} size="h2">
            Configura el servidor
          </Title>
          <Text c="dimmed">
            La consola se conecta al servidor de Plataforma de tu empresa. Escribe su dirección y prueba la conexión; podrás cambiarla después desde el
            menú de descargas o al iniciar sesión.
          </Text>
          <ServerForm initialUrl={suggestedUrl} />
        </Stack>
      </Paper>
    </Center>
  );
}
