import { Suspense } from 'react';
import { AppShell, Avatar, Burger, Group, Menu, NavLink as MantineNavLink, ScrollArea, Select, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { ROLE_LABELS, type RoleSlug } from '../../../shared/roles';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import { Logo } from '../../components/logo';
import { SkipLink } from '../../components/skip-link';
import { PageLoader } from '../../components/page-loader';
import { StatusBanners } from '../../components/status-banners';
import { getCompany } from '../../features/companies/api/get-company';
import { RELEASE } from '../../lib/flags';
import { paths } from '../../lib/paths';
import { enterCompany, useCompanyStore } from '../../stores/company';
import { useSessionStore } from '../../stores/session';
import { HEADER_SLOTS } from '../header-slots';
import { navItemsFor } from '../navigation';
import { logout } from '../session';

function CompanySwitcher() {
  const user = useSessionStore((state) => state.user);
  const { selected, options } = useCompanyStore();
  if (!user || options.length === 0) return null;
  return (
    <Select
      aria-label="Empresa"
      data={options}
      value={selected ? String(selected.id) : null}
      onChange={(value) => value && void enterCompany(user, Number(value), getCompany).catch(() => undefined)}
      allowDeselect={false}
      w={{ base: 180, sm: 280 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

function UserMenu() {
  const user = useSessionStore((state) => state.user);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  if (!user) return null;
  const initials = `${user.name[0] ?? ''}${user.surname?.[0] ?? ''}`.toUpperCase();
  return (
    <Menu position="bottom-end" width={260}>
      <Menu.Target>
        <UnstyledButton>
          <Group gap={8} wrap="nowrap">
            <Avatar src={user.profile_photo_path} radius="xl" color="teal" alt="" aria-hidden>
              {initials}
            </Avatar>
            {/* The name is the button's visible text and so its accessible name (WCAG 2.5.3). */}
            <Text size="sm" fw={500} maw={120} truncate>
              {user.name}
            </Text>
            <VisuallyHidden>, menú de usuario</VisuallyHidden>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {user.name} {user.surname ?? ''}
          <br />
          {user.roles.map((role) => ROLE_LABELS[role.slug as RoleSlug] ?? role.slug).join(', ')}
        </Menu.Label>
        <Menu.Item component={Link} to={paths.profile}>
          Mi perfil
        </Menu.Item>
        <Menu.Item component={Link} to={paths.selectCompany}>
          Cambiar de empresa
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          onClick={() => {
            void logout(queryClient).then(() => navigate(paths.login, { replace: true }));
          }}
        >
          Cerrar sesión
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>Plataforma {RELEASE}</Menu.Label>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The signed-in shell: header (company, user), navigation by role, status banners. */
export default function DefaultLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  // Select the stable user object; a selector that builds a new array each call loops (zustand 5).
  const user = useSessionStore((state) => state.user);
  const roles = user?.roles.map((role) => role.slug) ?? [];
  const { pathname } = useLocation();
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
          <Group gap="sm" wrap="nowrap">
            <CompanySwitcher />
            {HEADER_SLOTS.map(({ id, Component }) => (
              <Component key={id} />
            ))}
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" component="nav" aria-label="Navegación principal">
        <AppShell.Section grow component={ScrollArea}>
          {navItemsFor(roles).map((item) => (
            <MantineNavLink key={item.to} component={Link} to={item.to} label={item.label} active={pathname === item.to} onClick={close} />
          ))}
        </AppShell.Section>
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
          <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
        </main>
      </AppShell.Main>
    </AppShell>
  );
}
