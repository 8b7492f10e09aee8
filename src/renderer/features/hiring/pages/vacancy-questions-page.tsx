import { Alert, Anchor, Badge, Button, Group, List, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { VacancyQuestion } from '../../../../shared/contracts/work-interview-questions';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { Empty, LoadFailed, Loading } from '../../../components/query-states';
import { useCan } from '../../../hooks/use-roles';
import { type ClientError, describeForPeople, serverRefused } from '../../../lib/client-error';
import { vacancyPath } from '../../../lib/paths';
import { useDeleteVacancyQuestion } from '../api/delete-vacancy-question';
import { useVacancy } from '../api/get-vacancy';
import { useVacancyQuestionAudio } from '../api/get-vacancy-question-audio';
import { useVacancyQuestions } from '../api/get-vacancy-questions';
import { useReorderVacancyQuestions } from '../api/reorder-vacancy-questions';
import { moveQuestion, timeLimitLabel } from '../components/question-form';
import { QuestionFormModal } from '../components/question-form-modal';

/** Plays one question at a time: the audio is fetched when asked for and released when done. */
function useQuestionPlayer() {
  const fetchAudio = useVacancyQuestionAudio();
  const [playing, setPlaying] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const current = useRef<{ audio: HTMLAudioElement; url: string } | null>(null);

  const stop = () => {
    if (current.current) {
      current.current.audio.pause();
      URL.revokeObjectURL(current.current.url);
      current.current = null;
    }
    setPlaying(null);
  };
  useEffect(() => stop, []);

  async function play(question: VacancyQuestion) {
    stop();
    setProblem(null);
    setPlaying(question.id);
    try {
      const blob = await fetchAudio.mutateAsync(question.id);
      const url = URL.createObjectURL(blob);
      const audio = new Audio(url);
      current.current = { audio, url };
      audio.onended = stop;
      await audio.play();
    } catch (error) {
      stop();
      setProblem(error instanceof DOMException ? 'El navegador no pudo reproducir el audio.' : describeForPeople(error as ClientError));
    }
  }
  return { playing, loading: fetchAudio.isPending, problem, play, stop, dismiss: () => setProblem(null) };
}

interface QuestionCardProps {
  question: VacancyQuestion;
  index: number;
  total: number;
  playing: boolean;
  loadingAudio: boolean;
  onMove: (delta: -1 | 1) => void;
  onListen: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

function QuestionCard({ question, index, total, playing, loadingAudio, onMove, onListen, onEdit, onDelete }: QuestionCardProps) {
  const number = index + 1;
  return (
    <Paper withBorder p="sm" radius="md" component="li" aria-label={`Pregunta ${number} de ${total}`}>
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Badge variant="light" size="lg" circle aria-hidden="true">
            {number}
          </Badge>
          <Text fw={500} style={{ flex: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {question.text}
          </Text>
        </Group>
        <Group gap="xs">
          <Badge variant="default">
            {timeLimitLabel(question.time_limit_seconds)} para responder
          </Badge>
          <Badge variant="default">
            Peso {question.weight}
          </Badge>
        </Group>
        <div>
          <Text size="sm" c="dimmed">
            Puntos esperados:
          </Text>
          <List size="sm" spacing={2}>
            {question.expected_points.map((point, at) => (
              <List.Item key={`${at}-${point}`} style={{ overflowWrap: 'anywhere' }}>
                {point}
              </List.Item>
            ))}
          </List>
        </div>
        <Group gap="xs">
          <Button size="xs" variant="default" disabled={index === 0} onClick={() => onMove(-1)} aria-label={`Subir la pregunta ${number}`}>
            <span aria-hidden="true">↑</span>&nbsp;Subir
          </Button>
          <Button size="xs" variant="default" disabled={index === total - 1} onClick={() => onMove(1)} aria-label={`Bajar la pregunta ${number}`}>
            <span aria-hidden="true">↓</span>&nbsp;Bajar
          </Button>
          <Button size="xs" variant="light" loading={playing && loadingAudio} onClick={onListen} aria-label={playing ? `Detener la pregunta ${number}` : `Escuchar la pregunta ${number}`}>
            {playing ? 'Detener' : 'Escuchar'}
          </Button>
          <Button size="xs" variant="light" onClick={onEdit} aria-label={`Editar la pregunta ${number}`}>
            Editar
          </Button>
          <Button size="xs" variant="default" onClick={onDelete} aria-label={`Eliminar la pregunta ${number}`}>
            Eliminar
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * `/superempleos/vacantes/{id}/preguntas`: the vacancy's question bank for its company — the
 * questions a work interview draws from, in order, each with its expected points, time limit and
 * weight; add and edit in a modal, move up and down, delete with a confirmation, and «Escuchar»
 * to hear it as the candidate will.
 */
export default function VacancyQuestionsPage() {
  const vacancyId = Number(useParams().vacancyId);
  const validId = Number.isInteger(vacancyId) && vacancyId > 0 ? vacancyId : 0;
  const canManage = useCan('vacancies.manage');
  const vacancy = useVacancy(validId);
  const questions = useVacancyQuestions(validId);
  const reorder = useReorderVacancyQuestions();
  const remove = useDeleteVacancyQuestion();
  const player = useQuestionPlayer();
  const [editing, setEditing] = useState<VacancyQuestion | 'new' | null>(null);
  const [deleting, setDeleting] = useState<VacancyQuestion | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [moveError, setMoveError] = useState<string | null>(null);

  if (!canManage) return <Empty>El banco de preguntas lo administra quien gestiona las vacantes de la empresa.</Empty>;
  if (questions.isPending) return <Loading label="Cargando preguntas" />;
  if (questions.data === undefined || serverRefused(questions.error)) return <LoadFailed title="No se pudieron cargar las preguntas" error={questions.error as ClientError} onRetry={() => void questions.refetch()} />;
  const list = questions.data.data;

  const move = (index: number, delta: -1 | 1) => {
    const ids = moveQuestion(
      list.map((question) => question.id),
      index,
      delta,
    );
    if (!ids) return;
    setMoveError(null);
    setAnnouncement(`Pregunta movida a la posición ${index + delta + 1} de ${list.length}.`);
    reorder.mutate({ vacancyId: validId, ids }, { onError: (error) => setMoveError(`No se pudo cambiar el orden: ${describeForPeople(error as ClientError)}`) });
  };

  return (
    <Stack gap="md">
      <Anchor component={Link} to={vacancyPath(validId)} size="sm">
        ← {vacancy.data?.title ?? 'Vacante'}
      </Anchor>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Banco de preguntas</Title>
          {vacancy.data && (
            <Text size="sm" c="dimmed">
              {vacancy.data.title}
            </Text>
          )}
        </div>
        <Button onClick={() => setEditing('new')}>Agregar pregunta</Button>
      </Group>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {moveError && (
        <Alert color="red" role="alert" withCloseButton closeButtonLabel="Cerrar aviso" onClose={() => setMoveError(null)}>
          {moveError}
        </Alert>
      )}
      {player.problem && (
        <Alert color="red" role="alert" withCloseButton closeButtonLabel="Cerrar aviso" onClose={player.dismiss}>
          No se pudo reproducir la pregunta: {player.problem}
        </Alert>
      )}
      {list.length === 0 ? (
        <Paper withBorder p="lg" radius="md">
          <Stack gap="xs" align="flex-start">
            <Title order={2} size="h4">
              Aún no hay preguntas
            </Title>
            <Text size="sm">
              Aquí guardas las preguntas de las entrevistas de trabajo de esta vacante. Cuando envías una entrevista a un postulante, se eligen de este banco: la plataforma le lee cada
              pregunta en voz alta, el candidato responde dentro del tiempo límite, y los puntos esperados ayudan a calificar su respuesta. El peso dice cuánto cuenta cada pregunta en el
              resultado.
            </Text>
            <Button variant="light" onClick={() => setEditing('new')}>
              Agregar la primera pregunta
            </Button>
          </Stack>
        </Paper>
      ) : (
        <Stack gap="sm" component="ol" aria-label="Preguntas en orden" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {list.map((question, index) => (
            <QuestionCard
              key={question.id}
              question={question}
              index={index}
              total={list.length}
              playing={player.playing === question.id}
              loadingAudio={player.loading}
              onMove={(delta) => move(index, delta)}
              onListen={() => (player.playing === question.id ? player.stop() : void player.play(question))}
              onEdit={() => setEditing(question)}
              onDelete={() => setDeleting(question)}
            />
          ))}
        </Stack>
      )}
      <QuestionFormModal opened={editing !== null} vacancyId={validId} question={editing === 'new' ? undefined : (editing ?? undefined)} onClose={() => setEditing(null)} />
      <ConfirmDeleteModal
        opened={deleting !== null}
        title="¿Eliminar la pregunta?"
        confirmLabel="Eliminar"
        pending={remove.isPending}
        error={remove.error as ClientError | null}
        onConfirm={() =>
          deleting &&
          void remove.mutateAsync({ id: deleting.id, vacancyId: validId }).then(
            () => setDeleting(null),
            () => undefined,
          )
        }
        onClose={() => {
          remove.reset();
          setDeleting(null);
        }}
      >
        «{deleting?.text}» sale del banco. Las entrevistas ya enviadas conservan su copia.
      </ConfirmDeleteModal>
    </Stack>
  );
}
