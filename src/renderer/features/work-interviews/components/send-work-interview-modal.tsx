import { Button, Modal, NativeSelect, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DEFAULT_DAYS_TO_ANSWER, MAX_DAYS_TO_ANSWER, MAX_QUESTIONS_PER_INTERVIEW } from '../../../../shared/contracts/work-interviews';
import { LoadFailed, Loading, WriteError } from '../../../components/query-states';
import { toClientError } from '../../../lib/api-client';
import { useVacancyApplications } from '../../../api/get-vacancy-applications';
import { useSendWorkInterview } from '../api/send-work-interview';

const range = (to: number) => Array.from({ length: to }, (_, index) => String(index + 1));

/** «Enviar entrevista de trabajo»: an applicant, how many questions to draw from the bank, how many days to answer. */
export function SendWorkInterviewModal({ vacancyId, opened, onClose }: { vacancyId: number; opened: boolean; onClose: () => void }) {
  const applicants = useVacancyApplications(vacancyId, opened);
  const send = useSendWorkInterview();
  const [applicationId, setApplicationId] = useState<string | null>(null);
  const [count, setCount] = useState('3');
  const [days, setDays] = useState(String(DEFAULT_DAYS_TO_ANSWER));
  const close = () => {
    send.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Enviar entrevista de trabajo" closeButtonProps={{ 'aria-label': 'Cerrar' }}>
      {applicants.isPending ? (
        <Loading label="Cargando a quienes se postularon" />
      ) : applicants.isError ? (
        <LoadFailed title="No pudimos cargar a quienes se postularon" error={toClientError(applicants.error)} onRetry={() => void applicants.refetch()} />
      ) : (
        <Stack gap="sm">
          <Select
            label="Candidato"
            placeholder="Elige a quien se postuló"
            searchable
            data={applicants.data.data.filter((applicant) => applicant.status !== 'rejected' && applicant.status !== 'hired').map((applicant) => ({ value: String(applicant.id), label: applicant.candidate.name }))}
            value={applicationId}
            onChange={setApplicationId}
            nothingFoundMessage="Nadie con ese nombre"
          />
          <NativeSelect label="Preguntas (sorteadas del banco de la vacante)" data={range(MAX_QUESTIONS_PER_INTERVIEW)} value={count} onChange={(event) => setCount(event.currentTarget.value)} />
          <NativeSelect label="Días para responder" data={range(MAX_DAYS_TO_ANSWER)} value={days} onChange={(event) => setDays(event.currentTarget.value)} />
          <Text size="xs" c="dimmed">
            Le llegan un aviso y un correo con el enlace.
          </Text>
          <WriteError error={send.error ? toClientError(send.error) : null} />
          <Button
            disabled={!applicationId}
            loading={send.isPending}
            onClick={() => send.mutate({ vacancyId, application_id: Number(applicationId), question_count: Number(count), days_to_answer: Number(days) }, { onSuccess: close })}
          >
            Enviar
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
