import { Alert, Button, Center, Loader, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Logo } from '../../../components/logo';
import { describeForPeople, isClientError } from '../../../lib/client-error';
import { paths } from '../../../lib/paths';
import { enterCompany, useCompanyStore } from '../../../stores/company';
import { useSessionStore } from '../../../stores/session';
import { getCompanyQueryOptions } from '../api/get-company';
import { useUserCompanies } from '../api/get-user-companies';

/** `/seleccionar-empresa`: after login, the person picks the company they work for now. */
export default function SelectCompanyPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const user = useSessionStore((state) => state.user);
  const companies = useUserCompanies(user?.id ?? null);
  const setCompanies = useCompanyStore((state) => state.setCompanies);
  const selected = useCompanyStore((state) => state.selected);
  const [entering, setEntering] = useState<number | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const next = (location.state as { from?: string } | null)?.from ?? paths.home;

  useEffect(() => {
    if (companies.data) setCompanies(companies.data);
  }, [companies.data, setCompanies]);

  async function choose(companyId: number) {
    if (!user) return;
    setEntering(companyId);
    setFailed(null);
    try {
      await enterCompany(user, companyId, (id) => queryClient.fetchQuery(getCompanyQueryOptions(id)));
      navigate(next, { replace: true });
    } catch (error) {
      // Spec §4: a company the user does not belong to is an empty rejection: nothing to say.
      if (isClientError(error)) setFailed(describeForPeople(error));
    } finally {
      setEntering(null);
    }
  }

  return (
    <Center mih="100vh" p="md" component="main" id="contenido">
      <Stack w="100%" maw={520} gap="lg">
        <Center>
          <Logo size={40} />
        </Center>
        <div>
          <Title order={1} fz="h2" ta="center">
            Selecciona tu empresa
          </Title>
          <Text c="dimmed" ta="center" mt={4}>
            {user ? `Hola, ${user.name}. ¿Con qué empresa vas a trabajar?` : ''}
          </Text>
        </div>
        {companies.isPending && (
          <Center py="xl" role="status" aria-label="Cargando tus empresas">
            <Loader />
          </Center>
        )}
        {companies.error && (
          <Alert color="red" role="alert" title="No pudimos cargar tus empresas">
            {describeForPeople(companies.error)}
            <Button variant="light" size="compact-sm" ml="sm" onClick={() => void companies.refetch()}>
              Reintentar
            </Button>
          </Alert>
        )}
        {failed && (
          <Alert color="red" role="alert">
            {failed}
          </Alert>
        )}
        {companies.data?.length === 0 && (
          <Paper withBorder p="lg" radius="md">
            <Stack>
              <Text>Tu cuenta no pertenece a ninguna empresa todavía. Puedes usar Plataforma con tu cuenta personal.</Text>
              <Button onClick={() => navigate(next, { replace: true })}>Continuar</Button>
            </Stack>
          </Paper>
        )}
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {companies.data?.map((company) => (
            <li key={company.id}>
              <UnstyledButton
                onClick={() => void choose(company.id)}
                w="100%"
                disabled={entering !== null}
                aria-describedby={selected?.id === company.id ? `actual-${company.id}` : undefined}
              >
                <Paper withBorder p="md" radius="md" style={{ borderColor: selected?.id === company.id ? 'var(--mantine-color-teal-7)' : undefined }}>
                  <Text fw={600}>{company.name}</Text>
                  {selected?.id === company.id && (
                    <Text size="sm" c="var(--mantine-color-anchor)" id={`actual-${company.id}`}>
                      Empresa actual
                    </Text>
                  )}
                  {entering === company.id && <Loader size="xs" mt={4} role="status" aria-label="Entrando" />}
                </Paper>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      </Stack>
    </Center>
  );
}
