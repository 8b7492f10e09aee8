import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { type ClientError, describeForPeople } from '../../../lib/client-error';

export function Loading({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Loader aria-label={label} />
    </Center>
  );
}

export function LoadFailed({ title, error, onRetry }: { title: string; error: ClientError; onRetry?: () => void }) {
  return (
    <Alert color="red" role="alert" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{describeForPeople(error)}</Text>
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            Reintentar
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" py="lg" ta="center">
      {children}
    </Text>
  );
}

/** The error of a write, in words for people (field errors show beside their fields). */
export function WriteError({ error }: { error: ClientError | null }) {
  if (!error) return null;
  return (
    <Alert color="red" role="alert">
      {describeForPeople(error)}
    </Alert>
  );
}
