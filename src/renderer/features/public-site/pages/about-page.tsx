import { Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { ContactDetails } from '../components/contact-details';
import { FeatureList } from '../components/feature-list';
import { aboutPage } from '../content/about';

const values = aboutPage.values.map((value) => ({ id: value.title, title: value.title, text: value.text }));

export default function AboutPage() {
  return (
    <Container size="lg" py="xl">
      <Stack gap={48}>
        <Stack gap="md" maw="48rem">
          <Title order={1}>{aboutPage.title}</Title>
          <Text size="xl">{aboutPage.lead}</Text>
          {aboutPage.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>

        <Stack component="section" gap="md" aria-labelledby="nosotros-valores">
          <Title order={2} id="nosotros-valores">
            Nuestros valores
          </Title>
          <FeatureList items={values} cols={{ base: 1, sm: 2 }} />
        </Stack>

        <Stack component="section" gap="md" aria-labelledby="nosotros-en-breve">
          <Title order={2} id="nosotros-en-breve">
            Plataforma en breve
          </Title>
          <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" m={0}>
            {aboutPage.figures.map((figure) => (
              <Box key={figure.label}>
                <Text component="dt" size="sm" fw={600}>
                  {figure.label}
                </Text>
                <Text component="dd" size="lg" fw={700} m={0}>
                  {figure.value}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
        </Stack>

        <Stack component="section" gap="md" aria-labelledby="nosotros-contacto" maw="48rem">
          <Title order={2} id="nosotros-contacto">
            Contacto
          </Title>
          <ContactDetails />
          <Group>
            <Button component={Link} to={paths.contact}>
              Escríbenos
            </Button>
          </Group>
        </Stack>
      </Stack>
    </Container>
  );
}
