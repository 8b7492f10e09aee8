import { Paper, Stack, Text, Title } from '@mantine/core';
import { type JobLetterTemplateInput, composeJobLetter } from '../../../../shared/contracts/job-letters';

export interface JobLetterPreviewProps {
  letter: JobLetterTemplateInput;
  signer: { name: string | null; title: string | null };
  /** The date printed at the top (es-MX words), or a note that it is set on issue. */
  dateLine: string;
}

/** The letter as it will print: the template's words (the same function the PDF uses) on a page. */
export function JobLetterPreview({ letter, signer, dateLine }: JobLetterPreviewProps) {
  const text = composeJobLetter(letter);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="sm" aria-label="Vista previa de la carta">
      <Stack gap="sm">
        <Text fw={700}>{letter.company}</Text>
        <Text size="sm" ta="right" c="dimmed">
          {dateLine}
        </Text>
        <Title order={2} size="h4" ta="center">
          Constancia laboral
        </Title>
        <Text fw={600} style={{ whiteSpace: 'pre-line' }}>
          {text.greeting}
        </Text>
        {text.paragraphs.map((paragraph) => (
          <Text key={paragraph} style={{ textAlign: 'justify' }}>
            {paragraph}
          </Text>
        ))}
        <Text mt="md">{text.closing}</Text>
        <div>
          <Text fw={600}>{signer.name || 'Nombre de quien firma'}</Text>
          <Text size="sm">{signer.title || 'Cargo'}</Text>
        </div>
      </Stack>
    </Paper>
  );
}
