import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../components/logo';
import { StatusBanners } from '../../../components/status-banners';
import { RELEASE } from '../../../lib/flags';
import { paths } from '../../../lib/paths';

export interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of the access screens (no layout): mark, heading, one card, small print. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <Center mih="100vh" p="md" component="main" id="contenido" bg="var(--mantine-color-default-hover)">
      <Stack w="100%" maw={440} gap="lg">
        <StatusBanners />
        <Center>
          <Anchor component={Link} to={paths.landing} underline="never" aria-label="Plataforma, página de inicio">
            <Logo size={40} />
          </Anchor>
        </Center>
        <Paper withBorder shadow="sm" p="xl" radius="lg">
          <Stack gap="md">
            <div>
              <Title order={1} fz="h2">
                {title}
              </Title>
              {subtitle && (
                <Text c="dimmed" size="sm" mt={4}>
                  {subtitle}
                </Text>
              )}
            </div>
            {children}
          </Stack>
        </Paper>
        {footer}
        <Text size="xs" c="dimmed" ta="center">
          Plataforma {RELEASE} ·{' '}
          <Anchor component={Link} to={paths.privacy} size="xs">
            Aviso de privacidad
          </Anchor>
        </Text>
      </Stack>
    </Center>
  );
}
