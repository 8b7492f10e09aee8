import { Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { EMPLOYMENT_TYPE_LABELS, VACANCY_MODALITY_LABELS, type Vacancy } from '../../../../shared/contracts/jobs-vacancies';
import { Fact } from '../../../components/fact';
import { formatDate } from '../../../lib/date-format';
import { placeText, publishedText, salaryText } from './vacancy-format';

/** A block of the vacancy's own text, its line breaks kept. */
function Section({ title, text }: { title: string; text: string }) {
  if (!text.trim()) return null;
  return (
    <Stack gap={4} component="section">
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text style={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>{text}</Text>
    </Stack>
  );
}

/** Everything a vacancy says, for the candidate's page and the public page alike (the heading is the page's h1). */
export function VacancyDetails({ vacancy }: { vacancy: Vacancy }) {
  const closes = formatDate(`${vacancy.closes_on}T12:00:00-06:00`);
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} style={{ wordBreak: 'break-word' }}>
          {vacancy.title}
        </Title>
        <Text fw={500}>{vacancy.company_name}</Text>
        <Group gap="xs">
          <Badge variant="light" color="gray" c="dark.7">
            {VACANCY_MODALITY_LABELS[vacancy.modality]}
          </Badge>
          <Badge variant="light" color="gray" c="dark.7">
            {EMPLOYMENT_TYPE_LABELS[vacancy.employment_type]}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {publishedText(vacancy.published_at)}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        <Fact label="Salario mensual bruto">{salaryText(vacancy)}</Fact>
        <Fact label="Lugar">{placeText(vacancy)}</Fact>
        <Fact label="Horario">{vacancy.schedule}</Fact>
        <Fact label="Categoría">{vacancy.job_category.name}</Fact>
        <Fact label="Plazas">{vacancy.openings}</Fact>
        <Fact label="Recibe postulaciones hasta">{closes}</Fact>
      </SimpleGrid>
      <Section title="Descripción" text={vacancy.description} />
      <Section title="Requisitos" text={vacancy.requirements} />
      <Section title="Prestaciones" text={vacancy.benefits} />
      {vacancy.soft_skills.length > 0 && (
        <Stack gap={4} component="section">
          <Title order={2} size="h4">
            Habilidades que buscan
          </Title>
          <Group gap="xs">
            {vacancy.soft_skills.map((skill) => (
              <Badge key={skill.id} variant="outline" color="gray" c="dark.7">
                {skill.name}
              </Badge>
            ))}
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
