import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One `dt`/`dd` pair of a public verification card (a service order, an employment letter); put it in a `dl`. */
export function DefinitionRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={150} style={{ flexShrink: 0 }} component="dt">
        {label}
      </Text>
      <Text fw={500} component="dd" m={0} style={{ wordBreak: 'break-word' }}>
        {children}
      </Text>
    </Group>
  );
}
