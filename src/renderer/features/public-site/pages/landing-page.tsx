import { Anchor, Badge, Button, Card, Container, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { FeatureList } from '../components/feature-list';
import { MailingListForm } from '../components/mailing-list-form';
import { productAreas } from '../content/areas';

const AUDIENCES = [
  {
    id: 'empresas',
    title: 'Para empresas',
    text: 'Terminales portuarias, transportistas y empresas de servicios que quieren a su gente, su operación y sus ' +
      'pagos en un solo lugar.',
    to: paths.company,
    link: 'Lo que Plataforma hace por tu empresa',
  },
  {
    id: 'personas',
    title: 'Para personas',
    text: 'Empleados que checan su entrada y consultan su asistencia, y personas que buscan trabajo en Superempleos.',
    to: paths.users,
    link: 'Lo que puedes hacer con tu cuenta',
  },
];

export default function LandingPage() {
  return (
    <Container size="lg" py="xl">
      <Stack gap={56}>
        <Stack component="section" gap="lg" maw="48rem" py={{ base: 'md', md: 'xl' }} aria-labelledby="inicio-titulo">
          <Group gap="xs">
            <Badge variant="default" size="lg">
              Hecho en México
            </Badge>
            <Badge variant="default" size="lg">
              Funciona sin internet
            </Badge>
          </Group>
          <Title order={1} id="inicio-titulo" fz={{ base: 32, sm: 44 }} lh={1.15}>
            Plataforma: tu gente, tu operación y tus pagos en un solo lugar
          </Title>
          <Text size="xl">
            Plataforma reúne el directorio de tu empresa, el control de asistencia, la logística de contenedores, el
            transporte, el soporte, la bolsa de trabajo, los pagos y la firma digital en una sola aplicación en
            español. Está pensada para funcionar igual en una oficina que en un patio de maniobras: desde el navegador,
            instalada en tu teléfono o en la consola de escritorio del cuarto de control.
          </Text>
          <Group>
            <Button component={Link} to={paths.register} size="md">
              Crear cuenta
            </Button>
            <Button component={Link} to={paths.login} size="md" variant="default">
              Iniciar sesión
            </Button>
          </Group>
        </Stack>

        <Stack component="section" gap="md" aria-labelledby="inicio-areas">
          <Title order={2} id="inicio-areas">
            Todo lo que tu empresa necesita
          </Title>
          <Text maw="48rem">
            Cada empresa usa las áreas que contrata y cada persona ve solo las funciones de su rol.
          </Text>
          <FeatureList items={productAreas} cols={{ base: 1, sm: 2, md: 4 }} />
        </Stack>

        <Stack component="section" gap="md" aria-labelledby="inicio-para-quien">
          <Title order={2} id="inicio-para-quien">
            ¿Para quién es Plataforma?
          </Title>
          <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="lg" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {AUDIENCES.map((audience) => (
              <Card component="li" key={audience.id} withBorder padding="xl">
                <Stack gap="sm" h="100%">
                  <Title order={3}>{audience.title}</Title>
                  <Text style={{ flex: 1 }}>{audience.text}</Text>
                  <Anchor underline="always" component={Link} to={audience.to} fw={600}>
                    {audience.link}
                  </Anchor>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>

        <Paper component="section" withBorder p="xl" aria-labelledby="inicio-instalar">
          <Stack gap="sm">
            <Title order={2} id="inicio-instalar">
              Llévala en tu teléfono
            </Title>
            <Text fw={600}>Instala Plataforma en tu teléfono desde el menú del navegador.</Text>
            <Text>No necesitas descargarla de una tienda de aplicaciones:</Text>
            <List spacing="xs" withPadding>
              <List.Item>En Android con Chrome, abre el menú y elige “Instalar aplicación”.</List.Item>
              <List.Item>En iPhone con Safari, toca Compartir y elige “Agregar a pantalla de inicio”.</List.Item>
              <List.Item>En computadora, Chrome y Edge muestran el botón de instalar en la barra de direcciones.</List.Item>
            </List>
          </Stack>
        </Paper>

        <Stack component="section" gap="md" maw="40rem" aria-labelledby="inicio-novedades">
          <Title order={2} id="inicio-novedades">
            Recibe nuestras novedades
          </Title>
          <Text>
            Te escribimos cuando haya funciones nuevas. Puedes darte de baja cuando quieras; consulta nuestro{' '}
            <Anchor underline="always" component={Link} to={paths.privacy}>
              aviso de privacidad
            </Anchor>
            .
          </Text>
          <MailingListForm />
        </Stack>
      </Stack>
    </Container>
  );
}
