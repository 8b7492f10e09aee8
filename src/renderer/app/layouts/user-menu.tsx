import { Avatar, Group, Menu, NavLink as MantineNavLink, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { ROLE_LABELS, type RoleSlug } from '../../../shared/roles';
import { RELEASE } from '../../lib/flags';
import { paths } from '../../lib/paths';
import { useSessionStore } from '../../stores/session';
import { logout } from '../session';

type SessionUser = NonNullable<ReturnType<typeof useSessionStore.getState>['user']>;

const rolesOf = (user: SessionUser) => user.roles.map((role) => ROLE_LABELS[role.slug as RoleSlug] ?? role.slug).join(', ');

/** Ends the session and goes to /login: the same from the header menu and from the drawer. */
function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => void logout(queryClient).then(() => navigate(paths.login, { replace: true }));
}

/** The header's user menu (from tablet width): profile, change company, sign out. */
export function UserMenu() {
  const user = useSessionStore((state) => state.user);
  const signOut = useSignOut();
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
          {rolesOf(user)}
        </Menu.Label>
        <Menu.Item component={Link} to={paths.profile}>
          Mi perfil
        </Menu.Item>
        <Menu.Item component={Link} to={paths.selectCompany}>
          Cambiar de empresa
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" onClick={signOut}>
          Cerrar sesión
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>Plataforma {RELEASE}</Menu.Label>
      </Menu.Dropdown>
    </Menu>
  );
}

export interface DrawerUserActionsProps {
  /** Closes the drawer once an action is chosen. */
  onNavigate: () => void;
}

/**
 * The same actions as the header's user menu, in the navigation drawer: on a phone the header
 * has room only for the burger, the logo and the bell (issue 19: sign-out was unreachable).
 */
export function DrawerUserActions({ onNavigate }: DrawerUserActionsProps) {
  const user = useSessionStore((state) => state.user);
  const signOut = useSignOut();
  if (!user) return null;
  return (
    <Stack gap={0} component="section" aria-label="Tu cuenta">
      <Text size="sm" fw={600} px="xs" truncate>
        {user.name} {user.surname ?? ''}
      </Text>
      <Text size="xs" c="dimmed" px="xs" mb={4}>
        {rolesOf(user)}
      </Text>
      <MantineNavLink component={Link} to={paths.profile} label="Mi perfil" onClick={onNavigate} />
      <MantineNavLink component={Link} to={paths.selectCompany} label="Cambiar de empresa" onClick={onNavigate} />
      <MantineNavLink
        component="button"
        type="button"
        label="Cerrar sesión"
        c="var(--mantine-color-error)"
        onClick={() => {
          onNavigate();
          signOut();
        }}
      />
    </Stack>
  );
}
