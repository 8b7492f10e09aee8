import { Suspense } from 'react';
import { Anchor, Box, Burger, Button, Container, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, NavLink, Outlet } from 'react-router';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import { PageLoader } from '../../components/page-loader';
import { SkipLink } from '../../components/skip-link';
import { StatusBanners } from '../../components/status-banners';
import { RELEASE } from '../../lib/flags';
import { paths } from '../../lib/paths';
import { useSessionStore } from '../../stores/session';
import { superempleosNavigation } from '../superempleos-variant';
import { UserMenu } from './user-menu';

/**
 * The job board's frame (spec §2 layout `superempleos`), phone first: the Superempleos brand,
 * the job-board navigation (a drawer on phones), the user menu when signed in or the sign-in and
 * register buttons when not, and a short footer with the legal pages.
 */
export default function SuperempleosLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const authenticated = useSessionStore((state) => state.authenticated);
  const nav = superempleosNavigation(authenticated);
  const access = authenticated ? (
    <UserMenu />
  ) : (
    nav.access.map((link, index) => (
      <Button key={link.to} component={Link} to={link.to} variant={index === 0 ? 'default' : 'filled'} size="sm" onClick={close}>
        {link.label}
      </Button>
    ))
  );
  return (
    <Box>
      <SkipLink />
      <StatusBanners />
      <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Container size="lg">
          <Group justify="space-between" wrap="nowrap">
            <Anchor component={Link} to={paths.landing} underline="never" aria-label="Superempleos, página de inicio" c="inherit">
              <Text component="span" fw={800} fz="xl">
                Super<Text component="span" inherit c="blue.8">empleos</Text>
              </Text>
            </Anchor>
            <Group component="nav" aria-label="Bolsa de trabajo" gap="lg" visibleFrom="sm">
              {nav.main.map((link) => (
                <Anchor key={link.to} component={NavLink} to={link.to} c="inherit" fw={500}>
                  {link.label}
                </Anchor>
              ))}
            </Group>
            <Group gap="xs" wrap="nowrap">
              <Group gap="xs" visibleFrom="sm">
                {access}
              </Group>
              {authenticated && <Box hiddenFrom="sm">{access}</Box>}
              <Burger opened={opened} onClick={toggle} hiddenFrom="sm" aria-label="Abrir menú" />
            </Group>
          </Group>
        </Container>
      </Box>
      <Drawer opened={opened} onClose={close} title="Menú" hiddenFrom="sm" position="right" closeButtonProps={{ 'aria-label': 'Cerrar menú' }}>
        <Stack component="nav" aria-label="Bolsa de trabajo">
          {nav.main.map((link) => (
            <Anchor key={link.to} component={NavLink} to={link.to} onClick={close}>
              {link.label}
            </Anchor>
          ))}
          {!authenticated && <Stack gap="xs">{access}</Stack>}
        </Stack>
      </Drawer>
      <main id="contenido">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <Box component="footer" mt="xl" py="lg" bg="var(--mantine-color-default-hover)">
        <Container size="lg">
          <Group justify="space-between" gap="sm">
            <Group gap="md" component="nav" aria-label="Información legal">
              <Anchor component={Link} to={paths.privacy} size="sm">
                Aviso de privacidad
              </Anchor>
              <Anchor component={Link} to={paths.terms} size="sm">
                Términos y condiciones
              </Anchor>
            </Group>
            <Group gap="sm">
              <Text size="sm">© 2026 Superempleos · {RELEASE}</Text>
              <ColorSchemeToggle />
            </Group>
          </Group>
        </Container>
      </Box>
    </Box>
  );
}
