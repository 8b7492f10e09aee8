import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { FeatureList } from '../components/feature-list';

const AT_WORK = [
  {
    id: 'checar',
    title: 'Registra tu entrada y tu salida',
    text: 'Checa en el reloj de tu centro de trabajo con tu PIN o tu gafete. Si no hay internet, el reloj guarda tu ' +
      'checada con su hora y la envía después: no tienes que volver a checar.',
  },
  {
    id: 'horarios',
    title: 'Consulta tus horarios y tu asistencia',
    text: 'Revisa tus horarios y tus registros de entrada y salida desde el teléfono o la computadora. Si falta una ' +
      'checada, pide a tu supervisor que registre la incidencia.',
  },
  {
    id: 'empresas',
    title: 'Una cuenta para todas tus empresas',
    text: 'Si trabajas para más de una empresa, usas la misma cuenta y eliges con cuál trabajar; en cada una ves ' +
      'solo lo que te corresponde.',
  },
];

const JOB_SEARCH = [
  {
    id: 'vacantes',
    title: 'Postúlate a vacantes en Superempleos',
    text: 'Busca vacantes reales de empresas de logística, transporte y servicios y postúlate en unos cuantos pasos ' +
      'con tu currículum.',
  },
  {
    id: 'curriculum',
    title: 'Ten tu currículum siempre listo',
    text: 'Guarda tu currículum y actualízalo cuando quieras. Tú decides si las empresas pueden encontrarlo en sus ' +
      'búsquedas o si solo lo ven aquellas a cuyas vacantes te postulas.',
  },
];

export default function PeoplePage() {
  return (
    <Container size="lg" py="xl">
      <Stack gap={48}>
        <Stack gap="md" maw="48rem">
          <Title order={1}>Plataforma para personas</Title>
          <Text size="xl">
            Si trabajas en una empresa que usa Plataforma, aquí registras tu asistencia y consultas tu información. Si
            buscas trabajo, en Superempleos encuentras vacantes y te postulas con tu currículum.
          </Text>
          <Group>
            <Button component={Link} to={paths.register}>
              Crear cuenta
            </Button>
            <Button component={Link} to={paths.registerSuperempleos} variant="default">
              Crear cuenta en Superempleos
            </Button>
          </Group>
        </Stack>

        <Stack component="section" gap="md" aria-labelledby="personas-trabajo">
          <Title order={2} id="personas-trabajo">
            Si trabajas en una empresa que usa Plataforma
          </Title>
          <FeatureList items={AT_WORK} />
          <Text maw="48rem">
            Si tu empresa ya te dio de alta, no necesitas registrarte: tu administrador de empresa crea tu cuenta.{' '}
            <Anchor underline="always" component={Link} to={paths.login}>
              Inicia sesión con tu correo
            </Anchor>
            .
          </Text>
        </Stack>

        <Stack component="section" gap="md" aria-labelledby="personas-empleo">
          <Title order={2} id="personas-empleo">
            Si buscas trabajo
          </Title>
          <FeatureList items={JOB_SEARCH} cols={{ base: 1, sm: 2 }} />
          <Text maw="48rem">
            Superempleos conecta a candidatos con empresas; la selección y la contratación las decide cada empresa. No
            incluyas en tu currículum datos que no hacen falta para un empleo, como tu religión, tu estado de salud o tu
            CURP.
          </Text>
        </Stack>

        <Paper component="section" withBorder p="xl" aria-labelledby="personas-empieza">
          <Stack gap="md">
            <Title order={2} id="personas-empieza">
              Empieza hoy
            </Title>
            <Text>Regístrate con tu nombre, tu correo y una contraseña; te enviaremos un código de 6 dígitos para activar tu cuenta.</Text>
            <Group>
              <Button component={Link} to={paths.register}>
                Crear cuenta
              </Button>
              <Button component={Link} to={paths.registerSuperempleos} variant="default">
                Crear cuenta en Superempleos
              </Button>
            </Group>
            <Text>
              ¿Tienes dudas?{' '}
              <Anchor underline="always" component={Link} to={paths.faq}>
                Consulta las preguntas frecuentes
              </Anchor>
              .
            </Text>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
