import { Button, Group, Modal, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { INTERVIEW_MAX_INTERVIEWERS, INTERVIEW_MODE_LABELS, INTERVIEW_MODES, type Interview, type InterviewMode } from '../../../../shared/contracts/interviews';
import { MultiSelect } from '../../../components/multi-select';
import { LoadFailed, WriteError } from '../../../components/query-states';
import { toClientError } from '../../../lib/api-client';
import { fieldErrorsOf } from '../../../lib/client-error';
import { useInterviewers } from '../api/get-interviewers';
import { useScheduleInterview } from '../api/schedule-interview';
import { useUpdateInterview } from '../api/update-interview';
import { DURATION_OPTIONS, type InterviewFormValues, emptyInterviewForm, interviewFormOf, validateInterviewForm } from './interview-form';

export interface InterviewFormModalProps {
  opened: boolean;
  onClose: () => void;
  companyId: number;
  vacancyId: number;
  applicationId: number;
  candidateName: string;
  /** null schedules a new one; an interview reschedules it. */
  interview: Interview | null;
  onSaved?: (interview: Interview) => void;
}

/**
 * «Agendar entrevista» / «Reprogramar»: date and time (Mexico City), duration, who interviews
 * (the company's members), video or in person (then the address) and notes for the candidate.
 * Checked with the server's schema before sending; the server's own refusals (an overlap…) show
 * below the fields.
 */
export function InterviewFormModal(props: InterviewFormModalProps) {
  const { opened, onClose, interview, candidateName } = props;
  return (
    <Modal opened={opened} onClose={onClose} title={interview ? `Reprogramar la entrevista con ${candidateName}` : `Agendar entrevista con ${candidateName}`} size="lg" closeButtonProps={{ 'aria-label': 'Cerrar' }}>
      {opened && <InterviewForm key={interview?.id ?? 'new'} {...props} />}
    </Modal>
  );
}

function InterviewForm({ companyId, vacancyId, applicationId, interview, onClose, onSaved }: InterviewFormModalProps) {
  const [values, setValues] = useState<InterviewFormValues>(() => (interview ? interviewFormOf(interview) : emptyInterviewForm(new Date())));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const interviewers = useInterviewers(companyId);
  const schedule = useScheduleInterview();
  const update = useUpdateInterview();
  const mutation = interview ? update : schedule;
  const set = <K extends keyof InterviewFormValues>(key: K, value: InterviewFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  async function submit() {
    const result = validateInterviewForm(values, applicationId, new Date());
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    try {
      const { application_id: _application, ...plan } = result.input;
      const saved = interview ? await update.mutateAsync({ id: interview.id, input: plan }) : await schedule.mutateAsync({ vacancyId, input: result.input });
      onSaved?.(saved);
      onClose();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    }
  }

  const options = (interviewers.data ?? []).map((person) => ({ value: String(person.user_id), label: person.name }));
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        {interview && (
          <Text size="sm" c="dimmed">
            Al reprogramarla le pedimos al candidato que confirme de nuevo y le enviamos la invitación actualizada.
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Fecha y hora (hora del centro de México)" type="datetime-local" required data-autofocus value={values.startsAt} onChange={(event) => set('startsAt', event.currentTarget.value)} error={errors.starts_at} />
          <Select
            label="Duración"
            required
            data={DURATION_OPTIONS.map((minutes) => ({ value: String(minutes), label: `${minutes} minutos` }))}
            value={values.durationMinutes}
            onChange={(value) => set('durationMinutes', value ?? '60')}
            error={errors.duration_minutes}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        {interviewers.isError ? (
          <LoadFailed title="No pudimos cargar a las personas de la empresa" error={toClientError(interviewers.error)} onRetry={() => void interviewers.refetch()} />
        ) : (
          <MultiSelect
            label="Quién entrevista"
            required
            placeholder={interviewers.isPending ? 'Cargando…' : 'Busca por nombre'}
            data={options}
            value={values.interviewerIds}
            onChange={(value) => set('interviewerIds', value)}
            max={INTERVIEW_MAX_INTERVIEWERS}
            error={errors.interviewer_ids}
          />
        )}
        <Stack gap={4}>
          <Text size="sm" fw={500} id="modalidad-entrevista">
            Modalidad
          </Text>
          <SegmentedControl
            aria-labelledby="modalidad-entrevista"
            data={INTERVIEW_MODES.map((mode) => ({ value: mode, label: INTERVIEW_MODE_LABELS[mode] }))}
            value={values.mode}
            onChange={(value) => set('mode', value as InterviewMode)}
          />
        </Stack>
        {values.mode === 'in_person' ? (
          <TextInput label="Dirección" required value={values.location} onChange={(event) => set('location', event.currentTarget.value)} error={errors.location} maxLength={300} />
        ) : (
          <Text size="sm" c="dimmed">
            La entrevista será en la sala de video de Plataforma; el enlace va en la invitación.
          </Text>
        )}
        <Textarea label="Notas para el candidato" description="Qué llevar, por quién preguntar…" autosize minRows={2} maxLength={1000} value={values.notes} onChange={(event) => set('notes', event.currentTarget.value)} error={errors.notes} />
        <WriteError error={mutation.error ? toClientError(mutation.error) : null} fieldErrors={errors} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {interview ? 'Guardar y avisar' : 'Agendar y enviar invitación'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
