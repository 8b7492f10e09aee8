import { Alert, Badge, Button, Card, FileButton, Group, Progress, Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { CV_MAX_BYTES, type CvStatus } from '../../../../shared/contracts/jobs-cv';
import type { CvType } from '../../../../shared/contracts/jobs-profile';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { LoadFailed, Loading, WriteError } from '../../../components/query-states';
import type { ClientError } from '../../../lib/client-error';
import { useDeleteCvFile } from '../api/delete-cv-file';
import { useCv } from '../api/get-cv';
import { useSaveCvPdf } from '../api/get-cv-pdf';
import { useSetCvType } from '../api/set-cv-type';
import { useUploadCvFile } from '../api/upload-cv-file';
import { serverRefused } from '../../../lib/client-error';

export const CV_TYPE_LABELS: Record<CvType, string> = {
  uploaded: 'Mi CV en PDF',
  generated: 'CV generado a partir de mi perfil',
};

const MIB = 1024 * 1024;
const uploadedOn = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Mexico_City' });

/** A size people read: "820 KB", "1.4 MB". */
export function fileSize(bytes: number): string {
  return bytes < MIB ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / MIB).toFixed(1)} MB`;
}

/**
 * What the browser can tell before sending (the server checks the bytes again): a PDF, not empty,
 * 5 MB at most. Answers the Spanish reason to refuse the file, or null when it may go.
 */
export function cvFileProblem(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  const looksPdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  if (!looksPdf) return `«${file.name}» no es un PDF: sube tu CV en formato PDF.`;
  if (file.size === 0) return `«${file.name}» está vacío.`;
  if (file.size > CV_MAX_BYTES) return `«${file.name}» pesa ${fileSize(file.size)}; el máximo es ${CV_MAX_BYTES / MIB} MB.`;
  return null;
}

/** What the section says the companies get now. */
export function cvSummary(status: CvStatus): string {
  if (status.effective_type === 'uploaded') return 'Las empresas a las que te postules reciben tu CV en PDF.';
  if (status.cv_type === 'uploaded') return 'Tu PDF ya no está; las empresas reciben el CV generado a partir de tu perfil.';
  return 'Las empresas a las que te postules reciben el CV generado a partir de tu perfil: se actualiza solo cuando cambias tu perfil.';
}

/**
 * The candidate's CV on the profile page: which CV companies get (uploaded PDF or generated from
 * the profile), upload or replace the PDF (with progress), delete it, and download either one.
 */
export function CvSection() {
  const cv = useCv();
  const upload = useUploadCvFile();
  const remove = useDeleteCvFile();
  const setType = useSetCvType();
  const save = useSaveCvPdf();
  const [progress, setProgress] = useState(0);
  const [localProblem, setLocalProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  if (cv.isPending) return <Loading label="Cargando tu CV" />;
  if (cv.data === undefined || serverRefused(cv.error)) return <LoadFailed title="No pudimos cargar tu CV" error={cv.error as ClientError} onRetry={() => void cv.refetch()} />;
  const status = cv.data;

  const choose = (file: File | null) => {
    if (!file) return;
    const problem = cvFileProblem(file);
    setLocalProblem(problem);
    if (problem) return;
    setProgress(0);
    upload.mutate({ file, onUploadProgress: setProgress });
  };

  const writeError = (upload.error ?? setType.error ?? save.error) as ClientError | null;

  return (
    <Card withBorder component="section" aria-labelledby="cv-section-title" p="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id="cv-section-title">
            Mi CV
          </Title>
          <Badge variant="light">{CV_TYPE_LABELS[status.effective_type]}</Badge>
        </Group>
        <Text size="sm">{cvSummary(status)}</Text>

        <Radio.Group
          label="¿Qué CV envías a las empresas?"
          value={status.effective_type}
          onChange={(value) => setType.mutate(value as CvType)}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="generated" label={CV_TYPE_LABELS.generated} disabled={setType.isPending} />
            <Radio value="uploaded" label={CV_TYPE_LABELS.uploaded} disabled={setType.isPending || !status.file} description={status.file ? undefined : 'Sube un PDF para elegirlo.'} />
          </Stack>
        </Radio.Group>

        {status.file ? (
          <Text size="sm">
            PDF subido: <strong>{status.file.original_name}</strong> ({fileSize(status.file.size)}), {uploadedOn.format(new Date(status.file.uploaded_at))}.
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            Todavía no subes un PDF. Solo PDF, de hasta {CV_MAX_BYTES / MIB} MB.
          </Text>
        )}

        {upload.isPending && <Progress value={Math.round(progress * 100)} aria-label="Subiendo tu CV" />}
        {localProblem && (
          <Alert color="red" role="alert">
            {localProblem}
          </Alert>
        )}
        <WriteError error={writeError} />

        <Group gap="xs" wrap="wrap">
          <FileButton onChange={choose} accept="application/pdf,.pdf">
            {(props) => (
              <Button {...props} variant="light" loading={upload.isPending}>
                {status.file ? 'Reemplazar PDF' : 'Subir PDF'}
              </Button>
            )}
          </FileButton>
          {status.file && (
            <Button variant="outline" color="red.8" onClick={() => setConfirming(true)}>
              Borrar PDF
            </Button>
          )}
          <Button variant="default" loading={save.isPending && save.variables === undefined} onClick={() => save.mutate(undefined)}>
            Descargar mi CV
          </Button>
          {status.effective_type === 'uploaded' && (
            <Button variant="subtle" loading={save.isPending && save.variables === 'generated'} onClick={() => save.mutate('generated')}>
              Descargar el CV generado
            </Button>
          )}
        </Group>
      </Stack>

      <ConfirmDeleteModal
        opened={confirming}
        title="¿Borrar tu CV en PDF?"
        confirmLabel="Borrar PDF"
        pending={remove.isPending}
        error={remove.error as ClientError | null}
        onConfirm={() => remove.mutate(undefined, { onSuccess: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      >
        <Text size="sm">Las empresas recibirán el CV generado a partir de tu perfil.</Text>
      </ConfirmDeleteModal>
    </Card>
  );
}
