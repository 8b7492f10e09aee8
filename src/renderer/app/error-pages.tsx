import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
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
        <Text fz={64} fw={800} c="var(--mantine-color-anchor)" aria-hidden>
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

/** Spec §8: the error page defaults to status 500 with 'Internal Server Error'. */
export function ErrorPage({ status = 500 }: { status?: number }) {
  return <ErrorView status={status} message="Internal Server Error" detail="Algo salió mal al mostrar esta página. Intenta de nuevo en un momento." />;
}

interface BoundaryState {
  error: unknown;
}

/**
 * Catches what a page throws while rendering. A chunk that failed to load (a new release
 * replaced it) reloads to the same route once; anything else shows the error page.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (!isChunkLoadError(error)) console.error(error);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (isChunkLoadError(error) && reloadOnceFor(window.location.pathname + window.location.search)) return null;
    return <ErrorPage />;
  }
}
