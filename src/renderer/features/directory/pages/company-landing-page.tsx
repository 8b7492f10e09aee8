import { Alert, Avatar, Button, Grid, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { CompanyDetail } from '../../../../shared/contracts/companies';
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES, IMAGE_TYPES_LABEL } from '../../../../shared/contracts/files';
import { describeForPeople, fieldErrorsOf } from '../../../lib/client-error';
import { updateCompanyInputSchema, useUpdateCompany } from '../api/update-company';
import { useUploadImage } from '../api/upload-image';
import { SelectedCompanyEditor } from '../components/company-page-guard';
import { issuesByField } from '../../../lib/form-errors';
import { LandingPreview } from '../components/landing-preview';
import { WriteError } from '../../../components/query-states';
import { useObjectUrl } from '../../../hooks/use-object-url';
import { FilePicker } from '../components/file-picker';

const MAX_TEXT = 5000;

function LogoEditor({ company }: { company: CompanyDetail }) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const preview = useObjectUrl(file);
  const upload = useUploadImage();
  const update = useUpdateCompany();
  async function send() {
    if (!file) return;
    if (file.size > IMAGE_MAX_BYTES) {
      setFileError(`La imagen pesa más de ${IMAGE_MAX_BYTES / 1024 / 1024} MB.`);
      return;
    }
    setFileError(null);
    const image = await upload.mutateAsync({ resource_id: company.id, resource_type: 'company_logo', file }).catch(() => null);
    if (image && (await update.mutateAsync({ id: company.id, logo_path: image.url }).catch(() => null))) setFile(null);
  }
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="logotipo">
      <Title order={2} fz="h3" id="logotipo" mb="sm">
        Logotipo
      </Title>
      <Group align="flex-end" wrap="wrap">
        <Avatar src={preview ?? company.logo_path} alt={company.logo_path || preview ? 'Logotipo' : undefined} size={72} radius="md" color="teal">
          {company.name.slice(0, 2).toUpperCase()}
        </Avatar>
        <FilePicker
          label="Imagen del logotipo"
          description={`Cuadrada de preferencia. ${IMAGE_TYPES_LABEL}; hasta ${IMAGE_MAX_BYTES / 1024 / 1024} MB.`}
          placeholder="Elige una imagen"
          accept={IMAGE_MIME_TYPES.join(',')}
          value={file}
          onChange={(next) => {
            setFile(next);
            setFileError(null);
            upload.reset();
          }}
          error={fileError ?? (upload.error ? describeForPeople(upload.error) : null)}
          clearable
          w={{ base: '100%', sm: 320 }}
        />
        <Button onClick={() => void send()} disabled={!file} loading={upload.isPending || update.isPending}>
          Guardar logotipo
        </Button>
      </Group>
      <WriteError error={update.error} />
    </Paper>
  );
}

function LandingEditor({ company }: { company: CompanyDetail }) {
  const [text, setText] = useState(company.landing_text ?? '');
  const [localError, setLocalError] = useState<string | null>(null);
  const update = useUpdateCompany();
  const serverErrors = fieldErrorsOf(update.error);
  const dirty = text !== (company.landing_text ?? '');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = updateCompanyInputSchema.safeParse({ landing_text: text });
    if (!checked.success) {
      setLocalError(issuesByField(checked.error).landing_text ?? null);
      return;
    }
    setLocalError(null);
    await update.mutateAsync({ id: company.id, landing_text: text.trim() || null }).catch(() => null);
  }

  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="texto">
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <Title order={2} fz="h3" id="texto">
                Presentación
              </Title>
              <Textarea
                label="Texto de la página"
                description="Quiénes son, qué ofrecen, cómo contactarlos. Deja una línea en blanco entre párrafos."
                autosize
                minRows={8}
                maxRows={20}
                value={text}
                onChange={(event) => {
                  setText(event.currentTarget.value);
                  update.reset();
                }}
                error={localError ?? serverErrors.landing_text}
              />
              <Text size="xs" c={text.length > MAX_TEXT ? 'var(--mantine-color-error)' : 'dimmed'} aria-live="polite">
                {text.length.toLocaleString('es-MX')} de {MAX_TEXT.toLocaleString('es-MX')} caracteres
              </Text>
              <WriteError error={update.error} fieldErrors={serverErrors} />
              {update.isSuccess && !dirty && (
                <Alert color="teal" role="status">
                  Texto guardado.
                </Alert>
              )}
              <Group>
                <Button type="submit" loading={update.isPending} disabled={!dirty}>
                  Guardar texto
                </Button>
                <Button variant="default" disabled={!dirty} onClick={() => setText(company.landing_text ?? '')}>
                  Descartar cambios
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <section aria-labelledby="vista-previa">
          <Title order={2} fz="h3" id="vista-previa" mb="sm">
            Vista previa
          </Title>
          <LandingPreview {...company} landing_text={text} />
        </section>
      </Grid.Col>
    </Grid>
  );
}

/** `/empresas/landing`: the selected company's public page (logo and text), with a live preview. */
export default function CompanyLandingPage() {
  return (
    <SelectedCompanyEditor title="Página pública de la empresa">
      {(company) => (
        <Stack gap="lg">
          <LogoEditor company={company} />
          <LandingEditor key={company.id} company={company} />
        </Stack>
      )}
    </SelectedCompanyEditor>
  );
}
