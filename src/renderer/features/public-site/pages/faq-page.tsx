import { Accordion, Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { faqGroups } from '../content/faq';

export default function FaqPage() {
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="sm">
          <Title order={1}>Preguntas frecuentes</Title>
          <Text size="lg">
            Las respuestas a lo que más nos preguntan sobre Plataforma. Si no encuentras la tuya,{' '}
            <Anchor underline="always" component={Link} to={paths.contact}>
              escríbenos desde la página de contacto
            </Anchor>
            .
          </Text>
        </Stack>

        <nav aria-labelledby="faq-temas">
          <Title order={2} size="h3" id="faq-temas" mb="sm">
            Temas
          </Title>
          <List spacing={4}>
            {faqGroups.map((group) => (
              <List.Item key={group.id}>
                <Anchor underline="always" href={`#${group.id}`}>{group.title}</Anchor>
              </List.Item>
            ))}
          </List>
        </nav>

        {faqGroups.map((group) => (
          <Stack key={group.id} component="section" gap="sm" aria-labelledby={group.id}>
            <Title order={2} id={group.id} style={{ scrollMarginTop: 'var(--mantine-spacing-md)' }}>
              {group.title}
            </Title>
            <Accordion multiple order={3} variant="separated">
              {group.items.map((item) => (
                <Accordion.Item key={item.id} value={item.id}>
                  <Accordion.Control>{item.question}</Accordion.Control>
                  <Accordion.Panel>
                    <Stack gap="sm">
                      {item.answer.map((paragraph) => (
                        <Text key={paragraph}>{paragraph}</Text>
                      ))}
                    </Stack>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}
