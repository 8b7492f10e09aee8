import { Suspense } from 'react';
import { Anchor, Box, Burger, Button, Container, Drawer, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, NavLink, Outlet } from 'react-router';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import { Logo } from '../../components/logo';
import { SkipLink } from '../../components/skip-link';
import { PageLoader } from '../../components/page-loader';
import { StatusBanners } from '../../components/status-banners';
import { WorkerStatus } from '../../components/worker-status';
import { RELEASE } from '../../lib/flags';
import { paths } from '../../lib/paths';
import { useSessionStore } from '../../stores/session';

const SITE_LINKS = [
  { to: paths.company, label: 'Para empresas' },
  { to: paths.users, label: 'Para personas' },
  { to: paths.about, label: 'Nosotros' },
  { to: paths.faq, label: 'Preguntas frecuentes' },
  { to: paths.contact, label: 'Contacto' },
];

const LEGAL_LINKS = [
  { to: paths.privacy, label: 'Aviso de privacidad' },
  { to: paths.terms, label: 'Términos y condiciones' },
  { to: paths.cookies, label: 'Política de cookies' },
];

/** The public site: header with the site's sections, footer with the legal pages. */
export default function LoggedOutLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const authenticated = useSessionStore((state) => state.authenticated);
  const access = authenticated ? (
    <Button component={Link} to={paths.home}>
      Ir a mi cuenta
    </Button>
  ) : (
    <>
      <Button component={Link} to={paths.login} variant="default">
        Iniciar sesión
      </Button>
      <Button component={Link} to={paths.register}>
        Crear cuenta
      </Button>
    </>
  );
  return (
    <Box>
      <SkipLink />
      <StatusBanners />
      <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Container size="lg">
          <Group justify="space-between">
            <Anchor component={Link} to={paths.landing} underline="never" aria-label="Plataforma, página de inicio">
              <Logo />
            </Anchor>
            <Group component="nav" aria-label="Secciones" gap="lg" visibleFrom="md">
              {SITE_LINKS.map((link) => (
                <Anchor key={link.to} component={NavLink} to={link.to} c="inherit" fw={500}>
                  {link.label}
                </Anchor>
              ))}
            </Group>
            <Group gap="xs" visibleFrom="sm">
              {access}
            </Group>
            <Burger opened={opened} onClick={toggle} hiddenFrom="md" aria-label="Abrir menú" />
          </Group>
        </Container>
      </Box>
      <Drawer opened={opened} onClose={close} title="Menú" hiddenFrom="md" position="right">
        <Stack component="nav" aria-label="Secciones">
          {SITE_LINKS.map((link) => (
            <Anchor key={link.to} component={NavLink} to={link.to} onClick={close}>
              {link.label}
            </Anchor>
          ))}
          <Group>{access}</Group>
        </Stack>
      </Drawer>
      <main id="contenido">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <Box component="footer" mt="xl" py="xl" bg="var(--mantine-color-default-hover)">
        <Container size="lg">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            <Stack gap={4}>
              <Logo size={24} />
              <Text size="sm" c="dimmed">
                Plataforma Digital Empresarial, S.A. de C.V.
              </Text>
              <Text size="sm" c="dimmed">
                Ciudad de México
              </Text>
            </Stack>
            <Stack gap={4} component="nav" aria-label="Información legal">
              {LEGAL_LINKS.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} size="sm">
                  {link.label}
                </Anchor>
              ))}
            </Stack>
            <Stack gap={4}>
              <Text size="sm">© 2026 Plataforma · {RELEASE}</Text>
              <WorkerStatus />
              <ColorSchemeToggle />
            </Stack>
          </SimpleGrid>
        </Container>
      </Box>
    </Box>
  );
}
