import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { VACANCY_MODALITY_LABELS, VACANCY_STATUS_LABELS, type Vacancy } from '../../../../shared/contracts/jobs-vacancies';
import { placeText, publishedText, salaryText } from './vacancy-format';

export interface VacancyCardProps {
  vacancy: Vacancy;
  to: string;
  /** The bookmark toggle or a «Quitar» button, top right. */
  action?: ReactNode;
  /** Say the vacancy's status when it is no longer published (a bookmark outlives publication). */
  showStatus?: boolean;
}

/** One vacancy in a list: title (the link), company, place, modality, salary or «Sin salario publicado», when published. */
export function VacancyCard({ vacancy, to, action, showStatus }: VacancyCardProps) {
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={`vacancy-${vacancy.id}-title`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={to} fw={700} size="lg" id={`vacancy-${vacancy.id}-title`} style={{ wordBreak: 'break-word' }}>
            {vacancy.title}
          </Anchor>
          <Text size="sm">{vacancy.company_name}</Text>
        </Stack>
        {action}
      </Group>
      <Group gap="xs" mt="xs">
        <Text size="sm">{placeText(vacancy)}</Text>
        <Badge variant="light" color="gray" c="dark.7">
          {VACANCY_MODALITY_LABELS[vacancy.modality]}
        </Badge>
        {showStatus && vacancy.status !== 'published' && (
          <Badge variant="light" color="orange" c="dark.7">
            {VACANCY_STATUS_LABELS[vacancy.status]}
          </Badge>
        )}
      </Group>
      <Text size="sm" fw={600} mt={4} c={vacancy.has_salary ? undefined : 'dimmed'}>
        {salaryText(vacancy)}
      </Text>
      <Text size="xs" c="dimmed" mt={4}>
        {publishedText(vacancy.published_at)} · {vacancy.job_category.name}
      </Text>
    </Card>
  );
}
