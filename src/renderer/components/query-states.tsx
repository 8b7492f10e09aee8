import { Alert, Button, Center, Group, Loader, Pagination, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The states every data screen shows the same way: loading, failed (with retry), empty, a write's
 * error, pages and a warning box. Shared by the directory, attendance and container screens.
 */
import { type ClientError, describeForPeople } from '../lib/client-error';

/**
 * A region's loading state. `role="status"`: a plain <span> may not carry a name (axe's
 * aria-prohibited-attr), and a status is what it is — a screen reader announces it politely.
 */
export function Loading({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Loader role="status" aria-label={label} />
    </Center>
  );
}

/** `error` may be typed nullable where a screen checks `data === undefined` (see `serverRefused`). */
export function LoadFailed({ title, error, onRetry }: { title: string; error: ClientError | null; onRetry?: () => void }) {
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

/** An error of a write that is not about one field (those show beside their field). */
export function WriteError({ error, fieldErrors }: { error: ClientError | null; fieldErrors?: Record<string, string> }) {
  if (!error) return null;
  if (fieldErrors && Object.keys(fieldErrors).length > 0 && error.status === 422) {
    return (
      <Alert color="red" role="alert">
        Revisa los campos marcados.
      </Alert>
    );
  }
  return (
    <Alert color="red" role="alert">
      {describeForPeople(error)}
    </Alert>
  );
}

export function Pages({ total, value, onChange }: { total: number; value: number; onChange: (page: number) => void }) {
  if (total <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={total}
        value={Math.min(value, total)}
        onChange={onChange}
        getControlProps={(control) => ({ 'aria-label': control === 'previous' ? 'Página anterior' : control === 'next' ? 'Página siguiente' : control })}
        getItemProps={(item) => ({ 'aria-label': `Página ${item}` })}
      />
    </Group>
  );
}

/**
 * A warning box. Mantine's yellow title (yellow-9 on yellow-0, about 2.9:1) fails WCAG AA
 * contrast, so the text takes the body colour and the box keeps the yellow.
 */
export function Warning({ title, children, mt }: { title?: string; children: ReactNode; mt?: string }) {
  return (
    <Alert color="yellow" title={title} mt={mt} styles={{ title: { color: 'var(--mantine-color-text)' }, message: { color: 'var(--mantine-color-text)' } }}>
      {children}
    </Alert>
  );
}
