import { Anchor, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { LoadFailed, Loading } from '../../../components/query-states';
import { toClientError } from '../../../lib/api-client';
import { paths, vacancyPath } from '../../../lib/paths';
import { useSessionStore } from '../../../stores/session';
import { usePublicVacancy } from '../api/get-public-vacancy';
import { useJsonLd } from '../components/use-json-ld';
import { VacancyDetails } from '../components/vacancy-details';

/**
 * `/empleos/{id}`: a published vacancy's public page (no session), what the sitemap lists and
 * search engines index, with its JobPosting JSON-LD in the head. Signed out, the call to action
 * is to sign in or create a candidate account; signed in, to open the vacancy and apply.
 */
export default function PublicVacancyPage() {
  const vacancyId = Number(useParams().vacancyId);
  const vacancy = usePublicVacancy(Number.isInteger(vacancyId) ? vacancyId : 0);
  const signedIn = useSessionStore((state) => state.user !== null);
  useJsonLd(vacancy.data?.json_ld);
  return (
    <Container size="md" py="lg">
      {vacancy.isPending ? (
        <Loading label="Cargando la vacante" />
      ) : vacancy.isError ? (
        <LoadFailed
          title={toClientError(vacancy.error).status === 404 ? 'Esta vacante ya no está publicada' : 'No pudimos cargar la vacante'}
          error={toClientError(vacancy.error)}
          onRetry={() => void vacancy.refetch()}
        />
      ) : (
        <Stack gap="lg">
          <VacancyDetails vacancy={vacancy.data.vacancy} />
          <Card withBorder component="section" aria-labelledby="apply-cta">
            <Stack gap="sm">
              <Title order={2} size="h3" id="apply-cta">
                ¿Te interesa?
              </Title>
              {signedIn ? (
                <Group>
                  <Button component={Link} to={vacancyPath(vacancy.data.vacancy.id)}>
                    Postularme
                  </Button>
                </Group>
              ) : (
                <>
                  <Text>Inicia sesión o crea tu cuenta de candidato en Superempleos para postularte y seguir tu postulación.</Text>
                  <Group>
                    <Button component={Link} to={paths.login} state={{ from: vacancyPath(vacancy.data.vacancy.id) }}>
                      Iniciar sesión
                    </Button>
                    <Button component={Link} to={paths.registerSuperempleos} variant="default">
                      Crear cuenta
                    </Button>
                  </Group>
                </>
              )}
            </Stack>
          </Card>
          <Anchor component={Link} to={paths.landing} size="sm">
            Conoce Plataforma
          </Anchor>
        </Stack>
      )}
    </Container>
  );
}
