import { Anchor, Box, LoadingOverlay, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { INTERVIEW_STATUS_LABELS, type Interview } from '../../../../shared/contracts/interviews';
import { calendarCss } from '../../../components/calendar/base-calendar';
import { WallTimeCalendar, useWallTimeRange } from '../../../components/calendar/wall-time-calendar';
import { LoadFailed } from '../../../components/query-states';
import { useCan } from '../../../hooks/use-roles';
import { toClientError } from '../../../lib/api-client';
import { toLocalInput } from '../../../lib/datetime-input';
import { applicantInterviewsPath, paths } from '../../../lib/paths';
import { useCompanyStore } from '../../../stores/company';
import { useSessionStore } from '../../../stores/session';
import { useCompanyInterviews } from '../api/get-company-interviews';
import { useMyInterviews } from '../api/get-my-interviews';
import { InterviewDetails } from '../components/interview-details';
import { useLiveInterviews } from '../components/use-live-interviews';

const CALENDAR_CSS = calendarCss('.agenda-entrevistas');
/** Dark enough for white text (WCAG AA). */
const EVENT_COLORS: Record<Interview['status'], string> = { scheduled: '#a33b00', confirmed: '#087f5b', rejected: '#c92a2a', cancelled: '#495057', completed: '#1864ab' };

/**
 * `/superempleos/agenda`: the interviews on the shared calendar (spec §9: week view first; day,
 * week, month, year, years; 60-minute steps). A company's managers see the selected company's
 * agenda; everyone sees their own interviews as candidate or interviewer. On a phone it opens on
 * the day view. Clicking an interview opens its details.
 */
export default function AgendaPage() {
  const userId = useSessionStore((state) => state.userId);
  const company = useCompanyStore((state) => state.selected);
  const manages = useCan('vacancies.manage');
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const [range, setRange] = useWallTimeRange();
  const [open, setOpen] = useState<Interview | null>(null);
  useLiveInterviews();
  const mine = useMyInterviews(userId, range ?? {}, range !== null);
  const ofCompany = useCompanyInterviews(manages && company ? company.id : null, range ?? {}, range !== null);

  const interviews = useMemo(() => {
    const byId = new Map<number, Interview>();
    for (const interview of [...(ofCompany.data ?? []), ...(mine.data ?? [])]) if (!byId.has(interview.id)) byId.set(interview.id, interview);
    return [...byId.values()];
  }, [mine.data, ofCompany.data]);
  const events = useMemo(
    () =>
      interviews.map((interview) => ({
        id: String(interview.id),
        title: `${interview.my_role === 'candidate' ? interview.company_name : interview.candidate.name} · ${interview.vacancy_title} (${INTERVIEW_STATUS_LABELS[interview.status]})`,
        // Mexico City wall time on a UTC calendar: the same clock the lists and the e-mails show.
        start: toLocalInput(interview.starts_at),
        end: toLocalInput(interview.ends_at),
        backgroundColor: EVENT_COLORS[interview.status],
        borderColor: EVENT_COLORS[interview.status],
        textColor: '#ffffff',
      })),
    [interviews],
  );
  const failed = mine.isError ? mine.error : ofCompany.isError ? ofCompany.error : null;
  const fetching = mine.isFetching || ofCompany.isFetching;

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>Agenda</Title>
        <Text size="sm" c="dimmed">
          {manages && company ? `Las entrevistas de ${company.name} y las tuyas.` : 'Tus entrevistas.'} Toca una para ver sus detalles.
        </Text>
      </div>
      <Anchor component={Link} to={paths.myInterviews} size="sm">
        Ver mis entrevistas en lista
      </Anchor>
      {failed && <LoadFailed title="No pudimos cargar la agenda" error={toClientError(failed)} onRetry={() => void Promise.all([mine.refetch(), ofCompany.refetch()])} />}
      <Paper withBorder p="sm" radius="md" pos="relative">
        <LoadingOverlay visible={fetching} zIndex={5} overlayProps={{ blur: 1 }} />
        <Box className="agenda-entrevistas" data-testid="agenda-entrevistas" aria-busy={fetching}>
          <style>{CALENDAR_CSS}</style>
          <WallTimeCalendar
            key={phone ? 'phone' : 'wide'}
            initialView={phone ? 'timeGridDay' : undefined}
            scrollTime="08:00:00"
            events={events}
            // Tab reaches each interview and Enter opens it, as a click does.
            eventInteractive
            onRangeChange={setRange}
            eventClick={(info) => {
              info.jsEvent.preventDefault();
              setOpen(interviews.find((interview) => String(interview.id) === info.event.id) ?? null);
            }}
          />
        </Box>
      </Paper>
      <Modal opened={open !== null} onClose={() => setOpen(null)} title="Entrevista" closeButtonProps={{ 'aria-label': 'Cerrar' }}>
        {open && (
          <Stack gap="sm">
            <InterviewDetails interview={open} showCandidate={open.my_role !== 'candidate'} />
            {open.my_role === 'company' ? (
              <Anchor component={Link} to={applicantInterviewsPath(open.vacancy_id, open.candidate.user_id)}>
                Ver las entrevistas con {open.candidate.name}
              </Anchor>
            ) : (
              <Anchor component={Link} to={paths.myInterviews}>
                Ir a mis entrevistas
              </Anchor>
            )}
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
