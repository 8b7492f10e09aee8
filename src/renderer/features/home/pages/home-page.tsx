import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { can } from '../../../../shared/permissions';
import { ROLE_LABELS, type RoleSlug } from '../../../../shared/roles';
import { paths } from '../../../lib/paths';
import { useCompanyStore } from '../../../stores/company';
import { useSessionStore } from '../../../stores/session';
import { useRoles } from '../../../hooks/use-roles';
import { RegisteredUsersPanel } from '../components/registered-users-panel';

/** `/inicio`: who you are here, where you can go, and the counts your role may see. */
export default function HomePage() {
  const user = useSessionStore((state) => state.user);
  const company = useCompanyStore((state) => state.selected);
  const roles = useRoles();
  if (!user) return null;
  const departments = user.departments.filter((department) => !company || department.company_id === company.id);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Hola, {user.name}</Title>
        <Text c="dimmed">{company ? `Trabajas en ${company.name}.` : 'Estás usando tu cuenta personal.'}</Text>
      </div>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="xs">
          <Title order={2} fz="h4">
            Tu acceso
          </Title>
          <Group gap="xs">
            {roles.map((slug) => (
              <Badge key={slug} variant="light" size="lg">
                {ROLE_LABELS[slug as RoleSlug] ?? slug}
              </Badge>
            ))}
          </Group>
          {departments.length > 0 && <Text size="sm">Departamentos: {departments.map((department) => department.name).join(', ')}</Text>}
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Paper withBorder p="lg" radius="md">
          <Stack gap="xs" align="flex-start">
            <Title order={2} fz="h4">
              Tablero
            </Title>
            <Text size="sm">Los números de tu cuenta y, si administras, de tu empresa.</Text>
            <Button component={Link} to={paths.dashboard} variant="light">
              Abrir tablero
            </Button>
          </Stack>
        </Paper>
        <Paper withBorder p="lg" radius="md">
          <Stack gap="xs" align="flex-start">
            <Title order={2} fz="h4">
              Mi perfil
            </Title>
            <Text size="sm">Tu nombre, tu foto y tu contraseña.</Text>
            <Button component={Link} to={paths.profile} variant="light">
              Editar perfil
            </Button>
          </Stack>
        </Paper>
      </SimpleGrid>
      {can(roles, 'statistics.read') && <RegisteredUsersPanel scope={roles.includes('super_admin') ? 'platform' : 'company'} />}
    </Stack>
  );
}
