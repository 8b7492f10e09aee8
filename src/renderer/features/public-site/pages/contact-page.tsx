import { Anchor, Container, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { ContactDetails } from '../components/contact-details';
import { ContactForm } from '../components/contact-form';

export default function ContactPage() {
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="sm" maw="48rem">
          <Title order={1}>Contacto</Title>
          <Text size="lg">
            ¿Tienes una duda, un comentario o un problema con tu cuenta? Escríbenos y te responderemos por correo lo
            antes posible.
          </Text>
        </Stack>

        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack component="section" gap="md" aria-labelledby="contacto-formulario">
              <Title order={2} id="contacto-formulario">
                Escríbenos
              </Title>
              <ContactForm kind="contact" />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <Paper component="section" withBorder p="lg" aria-labelledby="contacto-datos">
                <Stack gap="md">
                  <Title order={2} size="h3" id="contacto-datos">
                    Datos de contacto
                  </Title>
                  <ContactDetails />
                </Stack>
              </Paper>
              <Paper component="section" withBorder p="lg" aria-labelledby="contacto-antes">
                <Stack gap="sm">
                  <Title order={2} size="h3" id="contacto-antes">
                    Antes de escribir
                  </Title>
                  <Text>
                    Quizá tu respuesta ya está en las{' '}
                    <Anchor underline="always" component={Link} to={paths.faq}>
                      preguntas frecuentes
                    </Anchor>
                    . Si representas a una empresa que quiere usar Plataforma, usa el formulario de la página{' '}
                    <Anchor underline="always" component={Link} to={paths.company}>
                      Para empresas
                    </Anchor>
                    .
                  </Text>
                  <Text>
                    Para ejercer tus derechos ARCO escribe a{' '}
                    <Anchor underline="always" href="mailto:privacidad@plataforma.mx">privacidad@plataforma.mx</Anchor>, como lo explica
                    el{' '}
                    <Anchor underline="always" component={Link} to={paths.privacy}>
                      aviso de privacidad
                    </Anchor>
                    .
                  </Text>
                </Stack>
              </Paper>
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
