import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import type { LegalDocument as LegalDocumentContent } from '../content/types';

export interface LegalDocumentProps {
  content: LegalDocumentContent;
}

/** The privacy notice, the terms and the cookie policy: one layout, numbered sections with anchors. */
export function LegalDocument({ content }: LegalDocumentProps) {
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl" maw="48rem">
        <Stack gap="sm">
          <Title order={1}>{content.title}</Title>
          <Text size="sm">Última actualización: {content.updatedAt}</Text>
          <Text size="lg">{content.summary}</Text>
        </Stack>

        <nav aria-labelledby="legal-toc">
          <Title order={2} size="h3" id="legal-toc" mb="sm">
            Contenido
          </Title>
          <List type="ordered" spacing={4}>
            {content.sections.map((section) => (
              <List.Item key={section.id}>
                <Anchor underline="always" href={`#${section.id}`}>{section.heading}</Anchor>
              </List.Item>
            ))}
          </List>
        </nav>

        {content.sections.map((section, index) => (
          <Stack key={section.id} component="section" gap="sm" aria-labelledby={section.id}>
            <Title order={2} size="h3" id={section.id} style={{ scrollMarginTop: 'var(--mantine-spacing-md)' }}>
              {index + 1}. {section.heading}
            </Title>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
            {section.list && (
              <List spacing="xs" withPadding>
                {section.list.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            )}
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}
