import { Group, Text } from '@mantine/core';

/** The mark and name; decorative image, the text carries the name. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <Group gap={8} wrap="nowrap">
      <img src="/icons/icon-192.png" width={size} height={size} alt="" style={{ borderRadius: size / 5 }} />
      <Text fw={800} fz="lg" c="var(--mantine-color-anchor)" style={{ letterSpacing: '-0.02em' }}>
        Plataforma
      </Text>
    </Group>
  );
}
