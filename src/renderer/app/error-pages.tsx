import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { paths } from '../lib/paths';
import { isChunkLoadError, reloadOnceFor } from './chunk-reload';

interface ErrorViewProps {
  status: number;
  message: string;
  detail?: string;
}

function ErrorView({ status, message, detail }: ErrorViewProps) {
  return (
    <Center mih="100vh" p="md" component="main">
      <Stack align="center" gap="sm" maw={520} ta="center">
        <Text fz={64} fw={800} c="teal.7" aria-hidden>
          {status}
        </Text>
        <Title order={1} fz="h2">
          {message}
        </Title>
        {detail && <Text c="dimmed">{detail}</Text>}
        <Button component="a" href={paths.landing} mt="md">
          Ir al inicio
        </Button>
      </Stack>
    </Center>
  );
}

/** Spec §2/§8: unknown paths show 'Page not found: {path}'. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return <ErrorView status={404} message={`Page not found: ${pathname}`} detail="La página que buscas no existe o cambió de dirección." />;
}

/** Spec §8: the error page defaults to 500 with 'Internal Server Error'. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { pathname } = useLocation();
  if (isChunkLoadError(error) && reloadOnceFor(pathname + window.location.search)) return null;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorView status={404} message={`Page Not Found: ${pathname}`} />;
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  console.error(error);
  return <ErrorView status={status} message="Internal Server Error" detail="Algo salió mal al mostrar esta página. Intenta de nuevo en un momento." />;
}
