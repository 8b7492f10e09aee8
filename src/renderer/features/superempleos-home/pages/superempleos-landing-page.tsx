import { Button, Card, Container, Group, SimpleGrid, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Empty, LoadFailed, Loading } from '../../../components/query-states';
import type { ClientError } from '../../../lib/client-error';
import { paths } from '../../../lib/paths';
import { useVacancyCount } from '../api/count-vacancies';
import { useJobCategories } from '../api/get-job-categories';
import { useRegisteredUsers } from '../api/get-registered-users';
import { searchPathFor } from '../../../lib/superempleos-paths';

const number = new Intl.NumberFormat('es-MX');
const countOf = (stats: { by_role: { role: string; count: number }[] }, role: string) => stats.by_role.find((item) => item.role === role)?.count ?? 0;

/** The superempleos build's home (`/`): search, categories with their open vacancies, and who is here. */
export default function SuperempleosLandingPage() {
  const navigate = useNavigate();
  const [words, setWords] = useState('');
  const categories = useJobCategories();
  const counts = useVacancyCount({});
  const stats = useRegisteredUsers();

  const search = (event: FormEvent) => {
    event.preventDefault();
    void navigate(searchPathFor({ q: words }));
  };
  const countByCategory = new Map((counts.data?.facets.job_category ?? []).map((facet) => [facet.id, facet.count]));

  return (
    <Container size="lg" py="lg">
      <Stack gap="xl">
        <Stack gap="sm" component="section" aria-labelledby="buscar-titulo">
          <Title order={1} id="buscar-titulo">
            Encuentra empleo con salario a la vista
          </Title>
          <Text>Cada vacante pasa por revisión y cada postulación te dice en qué va.</Text>
          <form onSubmit={search} role="search" aria-label="Buscar vacantes">
            <Group align="flex-end" gap="xs" wrap="wrap">
              <TextInput style={{ flex: '1 1 16rem' }} label="Puesto, palabra clave o empresa" placeholder="Ej. ingeniero logística" value={words} onChange={(event) => setWords(event.currentTarget.value)} />
              <Button type="submit">Buscar</Button>
            </Group>
          </form>
          {counts.data && <Text size="sm" c="dimmed">{number.format(counts.data.total)} vacantes publicadas</Text>}
        </Stack>

        <Stack gap="sm" component="section" aria-labelledby="categorias-titulo">
          <Title order={2} size="h3" id="categorias-titulo">
            Vacantes por categoría
          </Title>
          {categories.isPending ? (
            <Loading label="Cargando categorías" />
          ) : categories.isError ? (
            <LoadFailed title="No pudimos cargar las categorías" error={categories.error as ClientError} onRetry={() => void categories.refetch()} />
          ) : categories.data.length === 0 ? (
            <Empty>Todavía no hay categorías.</Empty>
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
              {categories.data.map((category) => (
                <UnstyledButton key={category.id} component={Link} to={searchPathFor({ job_category_id: category.id })}>
                  <Card withBorder padding="sm">
                    <Group justify="space-between" wrap="nowrap">
                      <Text fw={500}>{category.name}</Text>
                      <Text size="sm" c="dimmed">
                        {counts.isSuccess ? `${number.format(countByCategory.get(category.id) ?? 0)} vacantes` : ''}
                      </Text>
                    </Group>
                  </Card>
                </UnstyledButton>
              ))}
            </SimpleGrid>
          )}
        </Stack>

        <Stack gap="sm" component="section" aria-labelledby="comunidad-titulo">
          <Title order={2} size="h3" id="comunidad-titulo">
            Quiénes ya están aquí
          </Title>
          {stats.isPending ? (
            <Loading label="Cargando estadísticas" />
          ) : stats.isError ? (
            <LoadFailed title="No pudimos cargar las estadísticas" error={stats.error as ClientError} onRetry={() => void stats.refetch()} />
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
              <Card withBorder padding="sm">
                <Text fz="xl" fw={700}>{number.format(countOf(stats.data, 'final_user'))}</Text>
                <Text size="sm">candidatos</Text>
              </Card>
              <Card withBorder padding="sm">
                <Text fz="xl" fw={700}>{number.format(countOf(stats.data, 'company_admin'))}</Text>
                <Text size="sm">reclutadores de empresas</Text>
              </Card>
              <Card withBorder padding="sm">
                <Text fz="xl" fw={700}>{number.format(stats.data.total)}</Text>
                <Text size="sm">cuentas en total</Text>
              </Card>
            </SimpleGrid>
          )}
          <Group>
            <Button component={Link} to={paths.registerSuperempleos}>
              Crear mi cuenta
            </Button>
          </Group>
        </Stack>
      </Stack>
    </Container>
  );
}
