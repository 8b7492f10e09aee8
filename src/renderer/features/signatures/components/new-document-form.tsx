import { ActionIcon, Alert, Button, FileInput, Group, Progress, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MAX_SIGNERS, SIGNED_DOCUMENT_MAX_BYTES, createSignedDocumentFieldsSchema } from '../../../../shared/contracts/signatures';
import { WriteError } from '../../../components/query-states';
import { submitChecked } from '../../../lib/form-errors';
import { moveItem } from '../../../lib/move-item';
import { signedDocumentPath } from '../../../lib/paths';
import { plural } from '../../../lib/plural';
import { useCreateSignedDocument } from '../api/create-signed-document';
import { readPdfPages } from '../lib/pdf-pages';
import { type Box, LETTER, type PageSize, clampToPage, defaultBox } from '../lib/placement';
import { repeatedEmails } from '../lib/signers';
import { PlacementFrame } from './placement-frame';

interface SignerDraft {
  email: string;
  box: Box;
}

const MAX_MIB = SIGNED_DOCUMENT_MAX_BYTES / 1024 / 1024;

/**
 * «Nuevo documento»: the PDF, its title, who signs in which order (me first by default) and where
 * each one's signature goes. The server names each signer from their account or certificate when
 * they sign, so only their e-mail is asked for here.
 */
export function NewDocumentForm({ myEmail }: { myEmail: string }) {
  const navigate = useNavigate();
  const create = useCreateSignedDocument();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [pages, setPages] = useState<PageSize[]>([LETTER]);
  const [title, setTitle] = useState('');
  const [signers, setSigners] = useState<SignerDraft[]>([{ email: myEmail, box: defaultBox(0, LETTER, 1) }]);
  const [active, setActive] = useState(0);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const pageOf = (number: number) => pages[number - 1] ?? LETTER;
  const activeSigner = signers[active] ?? signers[0]!;
  const repeated = repeatedEmails(signers.map((signer) => signer.email));

  async function pick(picked: File | null) {
    setFile(picked);
    setFileError(null);
    if (!picked) return;
    if (picked.size > SIGNED_DOCUMENT_MAX_BYTES) return setFileError(`El PDF pesa más de ${MAX_MIB} MiB. Reduce su tamaño y vuelve a subirlo.`);
    const read = await readPdfPages(picked);
    if (!read || read.length === 0) return setFileError('No pudimos leer el archivo como PDF. Sube el documento en PDF.');
    setPages(read);
    if (!title) setTitle(picked.name.replace(/\.pdf$/i, '').slice(0, 200));
    // Signatures go on the last page by default; boxes already placed stay, kept inside their page.
    setSigners((current) => current.map((signer, index) => ({ ...signer, box: index === 0 && signer.box.page === 1 ? defaultBox(index, read.at(-1)!, read.length) : clampToPage({ ...signer.box, page: Math.min(signer.box.page, read.length) }, read[Math.min(signer.box.page, read.length) - 1]!) })));
  }

  function update(index: number, change: Partial<SignerDraft>) {
    setSigners((current) => current.map((signer, at) => (at === index ? { ...signer, ...change } : signer)));
  }

  function add() {
    const last = pages.length;
    setSigners((current) => [...current, { email: '', box: defaultBox(current.length, pageOf(last), last) }]);
    setActive(signers.length);
  }

  async function submit() {
    if (!file) return setFileError('Elige el PDF que se va a firmar.');
    if (fileError) return;
    const placements = signers.map((signer) => ({ email: signer.email, ...signer.box }));
    await submitChecked(createSignedDocumentFieldsSchema, { title, signers: placements }, setErrors, async (fields) => {
      setProgress(0);
      try {
        const document = await create.mutateAsync({ file, title: fields.title, signers: fields.signers, onUploadProgress: setProgress });
        await navigate(signedDocumentPath(document.id));
      } finally {
        setProgress(null);
      }
    });
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <FileInput label={`PDF a firmar (hasta ${MAX_MIB} MiB)`} accept="application/pdf,.pdf" required clearable value={file} onChange={(picked) => void pick(picked)} error={fileError} />
        {file && !fileError && (
          <Text size="sm" c="dimmed">
            {plural(pages.length, 'página', 'páginas')}. Al enviarlo agregamos a cada página un código QR y un código corto de verificación, y al final una página con la bitácora.
          </Text>
        )}
        <TextInput label="Título" required maxLength={200} value={title} onChange={(event) => setTitle(event.currentTarget.value)} error={errors.title} />

        <Title order={3} size="h4">
          Quién firma, en orden
        </Title>
        <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {signers.map((signer, index) => (
            <Group key={index} component="li" gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                style={{ flex: 1, minWidth: 0 }}
                type="email"
                label={`Firmante ${index + 1}: correo electrónico`}
                required
                value={signer.email}
                onChange={(event) => update(index, { email: event.currentTarget.value })}
                onFocus={() => setActive(index)}
                error={errors[`signers.${index}.email`] ?? (repeated.includes(signer.email.trim().toLowerCase()) ? 'Este correo ya está en la lista.' : undefined)}
              />
              <ActionIcon variant="default" size="lg" aria-label={`Subir al firmante ${index + 1}`} disabled={index === 0} onClick={() => setSigners(moveItem(signers, index, -1))}>
                ↑
              </ActionIcon>
              <ActionIcon variant="default" size="lg" aria-label={`Bajar al firmante ${index + 1}`} disabled={index === signers.length - 1} onClick={() => setSigners(moveItem(signers, index, 1))}>
                ↓
              </ActionIcon>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={`Quitar al firmante ${index + 1}`}
                disabled={signers.length === 1}
                onClick={() => {
                  setSigners(signers.filter((_, at) => at !== index));
                  setActive(0);
                }}
              >
                ✕
              </ActionIcon>
            </Group>
          ))}
        </Stack>
        {errors.signers && (
          <Text c="red.8" size="sm" role="alert">
            {errors.signers}
          </Text>
        )}
        <Group>
          <Button variant="light" onClick={add} disabled={signers.length >= MAX_SIGNERS}>
            Agregar firmante
          </Button>
        </Group>

        <Title order={3} size="h4">
          Dónde va cada firma
        </Title>
        <Group align="flex-end" gap="sm">
          <Select
            label="Firma de"
            data={signers.map((signer, index) => ({ value: String(index), label: `${index + 1}. ${signer.email || 'sin correo'}` }))}
            value={String(active)}
            onChange={(value) => setActive(Number(value ?? 0))}
            allowDeselect={false}
          />
          <Select
            label="Página"
            data={pages.map((_, index) => ({ value: String(index + 1), label: `Página ${index + 1}` }))}
            value={String(activeSigner.box.page)}
            onChange={(value) => {
              const number = Number(value ?? 1);
              update(active, { box: clampToPage({ ...activeSigner.box, page: number }, pageOf(number)) });
            }}
            allowDeselect={false}
          />
        </Group>
        <Text size="sm" c="dimmed">
          Presiona en la página donde va la firma elegida (o enfoca la página y usa las flechas). El recuadro es del tamaño que tendrá en el documento.
        </Text>
        <PlacementFrame
          page={pageOf(activeSigner.box.page)}
          pageNumber={activeSigner.box.page}
          signers={signers.map((signer, index) => ({ label: signer.email || `Firmante ${index + 1}`, box: signer.box }))}
          active={active}
          onMove={(index, box) => update(index, { box })}
        />
        {Object.keys(errors).some((key) => key.startsWith('signers.') && !key.endsWith('.email')) && (
          <Alert color="red" role="alert">
            Revisa dónde va cada firma: debe quedar dentro de la página.
          </Alert>
        )}
        {progress !== null && <Progress value={Math.round(progress * 100)} aria-label="Subiendo el documento" animated />}
        <WriteError error={Object.keys(errors).length ? null : create.error} />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending} disabled={repeated.length > 0}>
            Enviar a firmar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
