import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A labelled value on a record's page (a ticket, an order, a letter): the label small and dimmed above it. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={500} component="div" style={{ wordBreak: 'break-word' }}>
        {children}
      </Text>
    </div>
  );
}
