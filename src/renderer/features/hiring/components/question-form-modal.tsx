import { ActionIcon, Button, Group, Input, Modal, SegmentedControl, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import {
  EXPECTED_POINTS_MAX,
  QUESTION_TEXT_MAX,
  TIME_LIMIT_MAX_SECONDS,
  TIME_LIMIT_MIN_SECONDS,
  type VacancyQuestion,
  WEIGHT_MAX,
  WEIGHT_MIN,
} from '../../../../shared/contracts/work-interview-questions';
import { WriteError } from '../../../components/query-states';
import { type ClientError, fieldErrorsOf } from '../../../lib/client-error';
import { useCreateVacancyQuestion } from '../api/create-vacancy-question';
import { useUpdateVacancyQuestion } from '../api/update-vacancy-question';
import { addPoint, canAddPoint, changePoint, checkQuestionForm, questionFormValues, removePoint, timeLimitLabel } from './question-form';

export interface QuestionFormModalProps {
  opened: boolean;
  vacancyId: number;
  /** The question to edit; absent: a new one at the end of the bank. */
  question?: VacancyQuestion | undefined;
  onClose: () => void;
}

export function QuestionFormModal({ opened, question, ...props }: QuestionFormModalProps) {
  return (
    <Modal opened={opened} onClose={props.onClose} title={question ? 'Editar pregunta' : 'Nueva pregunta'} size="lg" closeButtonProps={{ 'aria-label': 'Cerrar' }}>
      {/* Mounted only while open: every opening starts from the question's saved values. */}
      {opened && <QuestionForm question={question} {...props} />}
    </Modal>
  );
}

const WEIGHTS = Array.from({ length: WEIGHT_MAX - WEIGHT_MIN + 1 }, (_, index) => String(WEIGHT_MIN + index));

function QuestionForm({ vacancyId, question, onClose }: Omit<QuestionFormModalProps, 'opened'>) {
  const [values, setValues] = useState(() => questionFormValues(question));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateVacancyQuestion();
  const update = useUpdateVacancyQuestion();
  const pending = create.isPending || update.isPending;
  const writeError = (question ? update.error : create.error) as ClientError | null;
  const set = (patch: Partial<typeof values>) => setValues((current) => ({ ...current, ...patch }));
  const seconds = Number(values.time_limit_seconds);

  async function submit() {
    const checked = checkQuestionForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      if (question) await update.mutateAsync({ id: question.id, input: checked.input });
      else await create.mutateAsync({ vacancyId, input: checked.input });
      onClose();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <Textarea
          label="Pregunta"
          description="Así la leerá en voz alta la entrevista y así la verá el candidato."
          required
          autosize
          minRows={2}
          maxLength={QUESTION_TEXT_MAX}
          value={values.text}
          onChange={(event) => set({ text: event.currentTarget.value })}
          error={errors.text}
          data-autofocus
        />
        <Input.Wrapper
          label="Puntos esperados"
          description={`Lo que una buena respuesta debe cubrir (de 1 a ${EXPECTED_POINTS_MAX}); sirven para calificar la transcripción.`}
          required
          error={errors.expected_points}
        >
          <Stack gap={6} mt={6}>
            {values.expected_points.map((point, index) => (
              // The boxes have no identity of their own beyond their place in the list.
              <Group key={index} gap={6} wrap="nowrap" align="flex-start">
                <TextInput
                  aria-label={`Punto esperado ${index + 1}`}
                  placeholder="Ej.: Menciona un ejemplo concreto"
                  style={{ flex: 1 }}
                  value={point}
                  onChange={(event) => set({ expected_points: changePoint(values.expected_points, index, event.currentTarget.value) })}
                  error={errors[`expected_points.${index}`]}
                />
                <ActionIcon
                  variant="subtle"
                  color="red.8"
                  size="lg"
                  aria-label={`Quitar el punto esperado ${index + 1}`}
                  disabled={values.expected_points.length === 1 && point === ''}
                  onClick={() => set({ expected_points: removePoint(values.expected_points, index) })}
                >
                  <span aria-hidden="true">✕</span>
                </ActionIcon>
              </Group>
            ))}
            <Group>
              <Button variant="light" size="xs" disabled={!canAddPoint(values.expected_points)} onClick={() => set({ expected_points: addPoint(values.expected_points) })}>
                Agregar punto
              </Button>
            </Group>
          </Stack>
        </Input.Wrapper>
        <TextInput
          label="Tiempo límite (segundos)"
          description={
            Number.isInteger(seconds) && seconds >= TIME_LIMIT_MIN_SECONDS && seconds <= TIME_LIMIT_MAX_SECONDS
              ? `${timeLimitLabel(seconds)} para responder.`
              : `De ${TIME_LIMIT_MIN_SECONDS} a ${TIME_LIMIT_MAX_SECONDS} segundos.`
          }
          required
          inputMode="numeric"
          w={{ base: '100%', sm: 240 }}
          value={values.time_limit_seconds}
          onChange={(event) => set({ time_limit_seconds: event.currentTarget.value })}
          error={errors.time_limit_seconds}
        />
        <Input.Wrapper label="Peso" description="Cuánto cuenta en la calificación global: 1 poco, 5 mucho." error={errors.weight} id="question-weight">
          <div>
            <SegmentedControl
              mt={6}
              aria-labelledby="question-weight-label"
              data={WEIGHTS}
              value={String(values.weight)}
              onChange={(value) => set({ weight: Number(value) })}
            />
          </div>
        </Input.Wrapper>
        {errors._ && (
          <Text size="sm" c="red.8">
            {errors._}
          </Text>
        )}
        <WriteError error={writeError} fieldErrors={errors} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={pending}>
            {question ? 'Guardar cambios' : 'Agregar pregunta'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
