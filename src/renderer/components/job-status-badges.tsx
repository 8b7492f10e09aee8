import { Badge } from '@mantine/core';
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '../../shared/contracts/jobs-applications';
import { VACANCY_STATUS_LABELS, type VacancyStatus } from '../../shared/contracts/jobs-vacancies';
import { APPLICATION_STATUS_COLORS, VACANCY_STATUS_COLORS } from '../lib/job-board';
import { badgeTextFor } from './badge-colors';

/** A vacancy's status (the company's list, the review queue, the candidate's bookmarks). */
export function VacancyStatusBadge({ status }: { status: VacancyStatus }) {
  const color = VACANCY_STATUS_COLORS[status];
  return (
    <Badge color={color} variant="light" c={badgeTextFor(color)}>
      {VACANCY_STATUS_LABELS[status]}
    </Badge>
  );
}

/** An application's stage (the candidate's applications, the company's board). */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const color = APPLICATION_STATUS_COLORS[status];
  return (
    <Badge color={color} variant="light" c={badgeTextFor(color)}>
      {APPLICATION_STATUS_LABELS[status]}
    </Badge>
  );
}
