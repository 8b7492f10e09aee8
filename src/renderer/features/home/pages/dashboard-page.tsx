import { Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { can } from '../../../../shared/permissions';
import { useCompanyStore } from '../../../stores/company';
import { useSessionStore } from '../../../stores/session';
import { useRoles } from '../../../hooks/use-roles';
import { MembersReportMenu } from '../components/members-report-menu';
import { RegisteredUsersPanel } from '../components/registered-users-panel';

/** `/dashboard`: the figures the signed-in user may see, by role. */
export default function DashboardPage() {
  const user = useSessionStore((state) => state.user);
  const companies = useCompanyStore((state) => state.companies);
  const selected = useCompanyStore((state) => state.selected);
  const roles = useRoles();
  if (!user) return null;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Title order={1}>Tablero</Title>
        {/* The people of the selected company, for those the permission table allows. */}
        {selected && can(roles, 'reports.members') && <MembersReportMenu companyId={selected.id} />}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {[
          { label: 'Empresas', value: companies.length },
          { label: 'Departamentos', value: user.departments.length },
          { label: 'Roles', value: user.roles.length },
        ].map((figure) => (
          <Paper key={figure.label} withBorder p="lg" radius="md">
            <Text size="sm" c="dimmed">
              {figure.label}
            </Text>
            <Text fz={28} fw={700}>
              {figure.value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {can(roles, 'statistics.read') ? (
        <RegisteredUsersPanel scope={roles.includes('super_admin') ? 'platform' : 'company'} />
      ) : (
        <Paper withBorder p="lg" radius="md">
          <Title order={2} fz="h4">
            Tus empresas
          </Title>
          {companies.length === 0 ? (
            <Text size="sm" mt="xs">
              Tu cuenta no pertenece a ninguna empresa.
            </Text>
          ) : (
            <List mt="xs">
              {companies.map((company) => (
                <List.Item key={company.id}>{company.name}</List.Item>
              ))}
            </List>
          )}
        </Paper>
      )}
    </Stack>
  );
}
