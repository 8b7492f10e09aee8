import { Anchor, Badge, Button, Card, Group, Image, SimpleGrid, Stack, Text, Textarea, Timeline, Title } from '@mantine/core';
import { useState } from 'react';
import { useObjectUrl } from '../../../hooks/use-object-url';
import { Link, useParams } from 'react-router';
import {
  COMPLAINT_CATEGORY_LABELS,
  COMPLAINT_KIND_LABELS,
  COMPLAINT_STATUS_LABELS,
  COMPLAINT_TRANSITIONS,
  type ComplaintDetail,
  type ComplaintStatus,
} from '../../../../shared/contracts/parabus-complaints';
import { badgeTextFor } from '../../../components/badge-colors';
import { LoadFailed, Loading, WriteError } from '../../../components/query-states';
import { useLogisticsContext } from '../../../hooks/use-logistics-context';
import { fieldErrorsOf, serverRefused } from '../../../lib/client-error';
import { paths } from '../../../lib/paths';
import { useComplaint } from '../api/get-complaint';
import { useComplaintPhoto } from '../api/get-complaint-photo';
import { useUpdateComplaintStatus } from '../api/update-complaint-status';
import { COMPLAINT_STATUS_COLORS, formatDateTime } from '../components/tour-labels';

const ACTION_LABELS: Record<ComplaintStatus, string> = {
  received: 'Recibida',
  in_review: 'Pasar a revisión',
  answered: 'Responder',
  closed: 'Cerrar',
};

function Photo({ complaint }: { complaint: ComplaintDetail }) {
  const photo = useComplaintPhoto(complaint.id, complaint.photo_url !== null);
  const url = useObjectUrl(photo.data);
  if (!complaint.photo_url) return null;
  if (photo.isError) return <Text size="sm" c="red.8">No pudimos cargar la foto.</Text>;
  return url ? <Image src={url} alt={`Foto adjunta a ${complaint.folio}`} maw={420} radius="sm" /> : <Loading label="Cargando la foto" />;
}

/** The status actions and, for «Responder», the answer that is mailed to the author. */
function Actions({ complaint }: { complaint: ComplaintDetail }) {
  const update = useUpdateComplaintStatus();
  const [answer, setAnswer] = useState(complaint.answer ?? '');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const next = COMPLAINT_TRANSITIONS[complaint.status];
  if (next.length === 0) return null;

  async function move(status: ComplaintStatus) {
    if (status === 'answered' && !answer.trim()) {
      setErrors({ answer: 'Escribe la respuesta que recibirá quien la envió.' });
      return;
    }
    setErrors({});
    try {
      await update.mutateAsync({ id: complaint.id, status, ...(status === 'answered' ? { answer } : {}), ...(note.trim() ? { note } : {}) });
      setNote('');
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    }
  }

  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h3">
          Atender
        </Title>
        {next.includes('answered') && (
          <Textarea label="Respuesta" description="Se envía por correo a quien la escribió" autosize minRows={3} value={answer} onChange={(event) => setAnswer(event.currentTarget.value)} error={errors.answer} />
        )}
        <Textarea label="Nota interna (opcional)" autosize minRows={1} value={note} onChange={(event) => setNote(event.currentTarget.value)} error={errors.note} />
        <WriteError error={Object.keys(errors).length ? null : update.error} />
        <Group gap="xs">
          {next.map((status) => (
            <Button key={status} variant={status === 'closed' ? 'default' : 'filled'} loading={update.isPending && update.variables?.status === status} onClick={() => void move(status)}>
              {ACTION_LABELS[status]}
            </Button>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}

/** `/parabus/quejas-y-sugerencias/{id}/detalles`: what was written, the photo, the history and the answer. */
export default function ComplaintDetailPage() {
  const id = Number(useParams().complaintId);
  const { allows } = useLogisticsContext();
  const complaint = useComplaint(id);
  if (complaint.isPending) return <Loading label="Cargando la queja o sugerencia" />;
  if (complaint.data === undefined || serverRefused(complaint.error)) return <LoadFailed title="No pudimos cargar la queja o sugerencia" error={complaint.error} onRetry={() => void complaint.refetch()} />;
  const data = complaint.data;
  const facts: [string, string][] = [
    ['Tipo', COMPLAINT_KIND_LABELS[data.kind]],
    ['Categoría', COMPLAINT_CATEGORY_LABELS[data.category]],
    ['Ruta', data.route ? `${data.route.code} · ${data.route.name}` : '—'],
    ['Unidad', data.unit?.number ?? '—'],
    ['Cuándo pasó', formatDateTime(data.occurred_at)],
    ['Recibida', formatDateTime(data.created_at)],
    ['Enviada por', data.source === 'public' ? `${data.contact_name ?? '—'} (${data.contact_email ?? 'sin correo'})` : 'Un usuario de la plataforma'],
    ['Teléfono', data.contact_phone ?? '—'],
  ];
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.parabusComplaints} size="sm">
        ← Quejas y sugerencias
      </Anchor>
      <Group gap="sm">
        <Title order={1}>{data.folio}</Title>
        <Badge color={COMPLAINT_STATUS_COLORS[data.status]} c={badgeTextFor(COMPLAINT_STATUS_COLORS[data.status])} variant="light" size="lg">
          {COMPLAINT_STATUS_LABELS[data.status]}
        </Badge>
      </Group>
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
          {facts.map(([label, value]) => (
            <div key={label}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text fw={500}>{value}</Text>
            </div>
          ))}
        </SimpleGrid>
      </Card>
      <Stack gap={4}>
        <Title order={2} size="h3">
          Descripción
        </Title>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{data.description}</Text>
      </Stack>
      <Photo complaint={data} />
      {data.answer && (
        <Card withBorder bg="teal.0">
          <Text fw={600}>Respuesta {data.answered_at ? `(${formatDateTime(data.answered_at)})` : ''}</Text>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{data.answer}</Text>
        </Card>
      )}
      {allows('complaints.manage') && <Actions key={data.status} complaint={data} />}
      <Stack gap="xs">
        <Title order={2} size="h3">
          Historial
        </Title>
        <Timeline bulletSize={14} lineWidth={2} active={data.updates.length - 1}>
          {data.updates.map((update) => (
            <Timeline.Item key={update.id} title={COMPLAINT_STATUS_LABELS[update.to_status]}>
              <Text size="xs" c="dimmed">
                {formatDateTime(update.created_at)}
                {update.user_name ? ` · ${update.user_name}` : ''}
              </Text>
              {update.note && <Text size="sm">{update.note}</Text>}
            </Timeline.Item>
          ))}
        </Timeline>
      </Stack>
    </Stack>
  );
}
