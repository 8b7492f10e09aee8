import { type ReactNode, Suspense } from 'react';
import { AppShell, Burger, Divider, Group, NavLink as MantineNavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Link, Outlet, useLocation } from 'react-router';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import { Logo } from '../../components/logo';
import { SkipLink } from '../../components/skip-link';
import { PageLoader } from '../../components/page-loader';
import { StatusBanners } from '../../components/status-banners';
import { RELEASE } from '../../lib/flags';
import { paths } from '../../lib/paths';
import { useDepartmentSlugs, useDrives, useRoles } from '../../hooks/use-roles';
import { HEADER_SLOTS } from '../header-slots';
import { navItemsFor } from '../navigation';
import { CompanySwitcher } from './company-switcher';
import { DrawerUserActions, UserMenu } from './user-menu';

/** The signed-in shell: header (company, user), navigation by role (and department), status banners. */
export default function DefaultLayout() {
  return <SignedInFrame />;
}

/**
 * The default layout's frame, shared by the layouts that add a band of their own above the page
 * (the wallet's balance and tabs): `top` sits inside `<main>`, before the routed page.
 */
export function SignedInFrame({ top }: { top?: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  // The navigation follows the roles held in the selected company, as the server's checks do.
  const roles = useRoles();
  // …and the departments there: a `soporte-tecnico` member is support whatever their roles.
  const departments = useDepartmentSlugs();
  const drives = useDrives();
  const { pathname } = useLocation();
  // Rendered, not hidden with CSS, so each control exists once (Mantine's `sm` breakpoint, 48em).
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Abrir navegación" />
            <Link to={paths.home} aria-label="Plataforma, inicio" style={{ textDecoration: 'none' }}>
              <Logo size={28} />
            </Link>
          </Group>
          {/* On a phone only the bell stays here; the company and the user's actions are in the drawer. */}
          <Group gap="sm" wrap="nowrap">
            {wide && <CompanySwitcher />}
            {HEADER_SLOTS.map(({ id, Component }) => (
              <Component key={id} />
            ))}
            {wide && <UserMenu />}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" component="nav" aria-label="Navegación principal">
        {!wide && (
          <AppShell.Section pb="xs">
            <CompanySwitcher label="Empresa" w="100%" />
          </AppShell.Section>
        )}
        <AppShell.Section grow component={ScrollArea}>
          {/* On a phone "Mi perfil" is among the account's actions below; once is enough. */}
          {navItemsFor(roles, departments, drives)
            .filter((item) => wide || item.to !== paths.profile)
            .map((item) => (
              <MantineNavLink key={item.to} component={Link} to={item.to} label={item.label} active={pathname === item.to} onClick={close} />
            ))}
        </AppShell.Section>
        {!wide && (
          <AppShell.Section>
            <Divider my="xs" />
            <DrawerUserActions onNavigate={close} />
          </AppShell.Section>
        )}
        <AppShell.Section>
          <Stack gap={4}>
            <ColorSchemeToggle />
            <Text size="xs" c="dimmed">
              Plataforma {RELEASE}
            </Text>
          </Stack>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <StatusBanners />
        <main id="contenido">
          {top}
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </main>
      </AppShell.Main>
    </AppShell>
  );
}
