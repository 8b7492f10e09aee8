import { Anchor, Button, Container, Grid, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { ContactForm } from '../components/contact-form';
import { FeatureList } from '../components/feature-list';
import { productAreas } from '../content/areas';

const BENEFITS = [
  {
    id: 'un-solo-lugar',
    title: 'Tu operación en un solo lugar',
    text: 'Directorio, asistencia, contenedores, transporte, soporte, vacantes, pagos y firma digital, con una sola ' +
      'cuenta por persona aunque trabaje para varias empresas.',
  },
  {
    id: 'permisos',
    title: 'Cada quien ve lo que le toca',
    text: 'Tu administrador de empresa da de alta a tu personal, lo organiza por departamentos y le asigna roles. ' +
      'Las demás empresas nunca ven tu información.',
  },
  {
    id: 'sin-internet',
    title: 'Funciona aunque falle la conexión',
    text: 'El reloj checador y la aplicación siguen trabajando sin internet y envían lo pendiente en cuanto vuelve ' +
      'la conexión.',
  },
  {
    id: 'donde-trabajes',
    title: 'En la oficina, en el patio o en ruta',
    text: 'Usa Plataforma desde el navegador, instálala en el teléfono o trabaja en la consola de escritorio del ' +
      'cuarto de control.',
  },
  {
    id: 'talento',
    title: 'Talento con Superempleos',
    text: 'Publica tus vacantes y recibe postulaciones en el mismo lugar donde administras a tu personal.',
  },
  {
    id: 'datos',
    title: 'Tus datos, protegidos',
    text: 'Tratamos la información de tu personal solo para prestarte el servicio y conforme a tus instrucciones, ' +
      'como lo explica nuestro aviso de privacidad.',
  },
];

const STEPS = [
  'Escríbenos con el formulario de esta página: cuéntanos a qué se dedica tu empresa, cuántas personas trabajan ' +
    'en ella y qué áreas te interesan.',
  'Te contactamos para conocer tu operación y acordar las condiciones del servicio.',
  'Damos de alta a tu empresa y la cuenta de tu administrador de empresa.',
  'Tu administrador da de alta a tu personal, sus departamentos y sus roles, y pone en marcha los relojes ' +
    'checadores y, si la necesitas, la consola de escritorio del cuarto de control.',
];

export default function CompaniesPage() {
  return (
    <Container size="lg" py="xl">
      <Stack gap={48}>
        <Stack gap="md" maw="48rem">
          <Title order={1}>Plataforma para empresas</Title>
          <Text size="xl">
            Para empresas de logística, transporte y servicios que quieren tener a su gente, su operación y sus pagos en
            un solo lugar, en español y pensado para funcionar igual en una oficina que en un patio de maniobras.
          </Text>
          <Group>
            <Button component="a" href="#empresa-contacto">
              Quiero que me contacten
            </Button>
            <Button component={Link} to={paths.login} variant="default">
              Ya tengo cuenta
            </Button>
          </Group>
        </Stack>

        <Stack component="section" gap="md" aria-labelledby="empresa-beneficios">
          <Title order={2} id="empresa-beneficios">
            Lo que obtiene tu empresa
          </Title>
          <FeatureList items={BENEFITS} />
        </Stack>

        <Stack component="section" gap="md" aria-labelledby="empresa-areas">
          <Title order={2} id="empresa-areas">
            Las áreas de Plataforma
          </Title>
          <Text maw="48rem">Contratas las áreas que necesitas; cada rol ve solo las funciones que le corresponden.</Text>
          <List spacing="xs" withPadding>
            {productAreas.map((area) => (
              <List.Item key={area.id}>{area.title}</List.Item>
            ))}
          </List>
        </Stack>

        <Stack component="section" gap="md" aria-labelledby="empresa-como-empezar" maw="48rem">
          <Title order={2} id="empresa-como-empezar">
            Cómo empezar
          </Title>
          <List type="ordered" spacing="sm" withPadding>
            {STEPS.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
          <Text>
            ¿Solo quieres publicar vacantes?{' '}
            <Anchor underline="always" component={Link} to={paths.registerSuperempleos}>
              Crea la cuenta de tu empresa en Superempleos
            </Anchor>
            .
          </Text>
        </Stack>

        <Grid gap="xl" component="section" aria-labelledby="empresa-contacto">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              <Title order={2} id="empresa-contacto" style={{ scrollMarginTop: 'var(--mantine-spacing-md)' }}>
                Platiquemos de tu empresa
              </Title>
              <Text>Déjanos tus datos y una persona de nuestro equipo te contactará.</Text>
              <ContactForm kind="company" />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Paper withBorder p="lg">
              <Stack gap="sm">
                <Title order={3} size="h4">
                  ¿Tienes dudas antes de escribir?
                </Title>
                <Text>
                  Revisa las{' '}
                  <Anchor underline="always" component={Link} to={paths.faq}>
                    preguntas frecuentes
                  </Anchor>{' '}
                  o conoce más sobre{' '}
                  <Anchor underline="always" component={Link} to={paths.about}>
                    quiénes somos
                  </Anchor>
                  .
                </Text>
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
