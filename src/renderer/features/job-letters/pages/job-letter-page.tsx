import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { DEFAULT_ADDRESSEE, type JobLetterDetail, longDateOf, pesosOf } from '../../../../shared/contracts/job-letters';
import { Fact } from '../../../components/fact';
import { LoadFailed, Loading, WriteError } from '../../../components/query-states';
import { formatDate, formatDateTime } from '../../../lib/date-format';
import { jobLetterDraftPath, paths } from '../../../lib/paths';
import { useJobLetter } from '../api/get-job-letter';
import { useSaveJobLetterPdf } from '../api/get-job-letter-pdf';
import { useUpdateJobLetter } from '../api/update-job-letter';
import { JobLetterPreview } from '../components/job-letter-preview';
import { JobLetterReasonModal } from '../components/job-letter-reason-modal';
import { JobLetterStatusBadge } from '../components/job-letter-status-badge';
import { serverRefused } from '../../../lib/client-error';

/** What the status means for the person reading it. */
function StatusNote({ letter }: { letter: JobLetterDetail }) {
  switch (letter.status) {
    case 'requested':
      return <Alert color="blue">Tu solicitud llegó a {letter.company.name}. Te avisamos en cuanto la respondan.</Alert>;
    case 'drafted':
      return <Alert color="blue">La administración ya redactó la carta; falta que la emita.</Alert>;
    case 'issued':
      return <Alert color="teal">Carta emitida el {formatDateTime(letter.issued_at)}. Descárgala en PDF: su código QR permite verificarla.</Alert>;
    case 'rejected':
      return (
        <Alert color="red" title="Solicitud rechazada">
          {letter.reason}
        </Alert>
      );
    case 'revoked':
      return (
        <Alert color="orange" title="Carta revocada: ya no es válida">
          {letter.reason}
        </Alert>
      );
    case 'cancelled':
      return <Alert color="gray">Cancelaste esta solicitud.</Alert>;
  }
}

/** `/superempleos/carta-laboral/{id}/ver`: the letter, its status and, once issued, its PDF. */
export default function JobLetterPage() {
  const id = Number(useParams().jobLetterId);
  const letter = useJobLetter(Number.isInteger(id) ? id : 0);
  const savePdf = useSaveJobLetterPdf();
  const update = useUpdateJobLetter();
  const [revoking, setRevoking] = useState(false);

  if (letter.isPending) return <Loading label="Cargando la carta laboral" />;
  if (letter.data === undefined || serverRefused(letter.error)) return <LoadFailed title="No pudimos cargar la carta laboral" error={letter.error} onRetry={() => void letter.refetch()} />;
  const data = letter.data;
  const written = Boolean(data.position && data.hire_date && (data.status === 'drafted' || data.status === 'issued' || data.status === 'revoked'));
  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.jobLetters} size="sm">
        ← Cartas laborales
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>Carta laboral</Title>
          <Text c="dimmed" size="sm">
            {data.employee_name} · {data.company.name}
          </Text>
        </div>
        <JobLetterStatusBadge status={data.status} />
      </Group>
      <StatusNote letter={data} />
      <Group>
        {data.status === 'issued' && (
          <Button onClick={() => savePdf.mutate(data.id)} loading={savePdf.isPending}>
            Descargar PDF
          </Button>
        )}
        {data.can_manage && (data.status === 'requested' || data.status === 'drafted') && (
          <Button component={Link} to={jobLetterDraftPath(data.id)} variant="light">
            Redactar y emitir
          </Button>
        )}
        {data.can_manage && data.status === 'issued' && (
          <Button variant="default" color="red" onClick={() => setRevoking(true)}>
            Revocar
          </Button>
        )}
        {data.can_cancel && (
          <Button variant="default" color="red" loading={update.isPending} onClick={() => update.mutate({ id: data.id, input: { action: 'cancel' } })}>
            Cancelar solicitud
          </Button>
        )}
      </Group>
      <WriteError error={savePdf.error ?? update.error} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Fact label="Para qué">{data.purpose}</Fact>
        <Fact label="Dirigida a">{data.addressee ?? DEFAULT_ADDRESSEE}</Fact>
        <Fact label="Sueldo en la carta">{data.include_salary ? (data.salary_monthly !== null ? pesosOf(data.salary_monthly) : 'Sí, lo indica la empresa') : 'No'}</Fact>
        <Fact label="Puesto">{data.position ?? '—'}</Fact>
        <Fact label="Fecha de ingreso">{data.hire_date ? longDateOf(data.hire_date) : '—'}</Fact>
        <Fact label="Solicitada">{formatDate(data.created_at)}</Fact>
      </SimpleGrid>
      {data.verification_url && (
        <Text size="sm">
          Verificación pública:{' '}
          <Anchor href={data.verification_url} style={{ wordBreak: 'break-all' }}>
            {data.verification_url}
          </Anchor>
        </Text>
      )}
      {written && (
        <JobLetterPreview
          letter={{ ...data, company: data.company.name, position: data.position ?? '', hire_date: data.hire_date ?? '' }}
          signer={{ name: data.signer_name, title: data.signer_title }}
          dateLine={data.issued_at ? formatDate(data.issued_at) : 'La fecha se pone al emitirla'}
        />
      )}
      <JobLetterReasonModal action="revoke" letter={data} opened={revoking} onClose={() => setRevoking(false)} onDone={() => setRevoking(false)} />
    </Stack>
  );
}
