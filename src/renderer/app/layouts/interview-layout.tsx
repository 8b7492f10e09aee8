import { Box, Container, Group, Progress, Text } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet, matchPath, useLocation, useSearchParams } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { StatusBanners } from '../../components/status-banners';
import { asCandidateView, useWorkInterview } from '../../features/work-interviews/api/get-work-interview';
import { paths } from '../../lib/paths';

/** The interview's id: `?id=` on the steps, the path on the questions' screen. */
function useInterviewId(): number | null {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const raw = search.get('id') ?? matchPath(paths.workInterview, pathname)?.params.workInterviewId ?? null;
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The interview frame (spec §2 layout `interview`): nothing to navigate away to, so the candidate
 * keeps their attention on the questions — a header with the company, the vacancy and how far
 * they are, and the page.
 */
export default function InterviewLayout() {
  const interview = asCandidateView(useWorkInterview(useInterviewId()).data);
  const answered = interview?.answered_positions.length ?? 0;
  return (
    <Box>
      <StatusBanners />
      <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Container size="sm">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Box style={{ minWidth: 0 }}>
              <Text fw={700} truncate>
                {interview?.company_name ?? 'Entrevista de trabajo'}
              </Text>
              {interview && (
                <Text size="sm" c="dimmed" truncate>
                  {interview.vacancy_title}
                </Text>
              )}
            </Box>
            {interview && (
              <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                {answered} de {interview.question_count}
              </Text>
            )}
          </Group>
          {interview && <Progress mt="xs" value={(answered / Math.max(1, interview.question_count)) * 100} aria-label={`Respondiste ${answered} de ${interview.question_count} preguntas`} size="sm" />}
        </Container>
      </Box>
      <Container component="main" id="contenido" size="sm" py="md">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Container>
    </Box>
  );
}
