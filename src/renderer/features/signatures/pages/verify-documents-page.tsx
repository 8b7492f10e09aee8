import { Alert, Button, Container, FileInput, Group, Modal, Progress, Stack, Text, TextInput, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SIGNED_DOCUMENT_MAX_BYTES } from '../../../../shared/contracts/signatures';
import { CameraScanner } from '../../../components/camera-scanner';
import { LoadFailed, Loading, WriteError } from '../../../components/query-states';
import { useVerifySignedCode, useVerifySignedFile } from '../api/verify-signed-document';
import { VerificationResult } from '../components/verification-result';
import { codeFromScan } from '../lib/verification-code';

/**
 * `/verificar-documentos` (public, no session): anyone checks a signed copy — by uploading the PDF
 * (its bytes and signatures), or by the code: the QR on every page opens this page with
 * `?codigo=`, the short code can be typed, and «Escanear QR» reads it with the camera.
 */
export default function VerifyDocumentsPage() {
  const [search, setSearch] = useSearchParams();
  const code = codeFromScan(search.get('codigo') ?? '');
  const byCode = useVerifySignedCode(code);
  const byFile = useVerifySignedFile();
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [scanning, setScanning] = useState(false);
  const [scanError, setScanError] = useState<string | null>(null);

  const openCode = useCallback(
    (value: string) => {
      const found = codeFromScan(value);
      if (!found) return false;
      byFile.reset();
      setSearch({ codigo: found });
      return true;
    },
    [byFile, setSearch],
  );
  const onScan = useCallback(
    (text: string) => {
      setScanning(false);
      setScanError(openCode(text) ? null : 'El código QR que leímos no es de un documento de Plataforma.');
    },
    [openCode],
  );
  const closeScanner = useCallback(() => setScanning(false), []);

  function verifyFile() {
    if (!file) return;
    setProgress(0);
    setSearch({}, { replace: true });
    byFile.mutate({ file, onUploadProgress: setProgress });
  }

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>Verificar documentos</Title>
          <Text c="dimmed">Comprueba si un documento firmado en Plataforma es auténtico y quién lo firmó. No necesitas cuenta.</Text>
        </div>

        <section aria-labelledby="verify-file-title">
          <Title order={2} size="h3" id="verify-file-title" mb="xs">
            Sube el PDF
          </Title>
          <Stack gap="xs">
            <FileInput label={`Documento firmado (PDF, hasta ${SIGNED_DOCUMENT_MAX_BYTES / 1024 / 1024} MiB)`} accept="application/pdf,.pdf" value={file} onChange={setFile} clearable />
            {file && file.size > SIGNED_DOCUMENT_MAX_BYTES && <Alert color="red">El archivo pesa más de 10 MiB: no es una copia emitida por Plataforma.</Alert>}
            <Group>
              <Button onClick={verifyFile} disabled={!file || file.size > SIGNED_DOCUMENT_MAX_BYTES} loading={byFile.isPending}>
                Verificar archivo
              </Button>
            </Group>
            {byFile.isPending && <Progress value={Math.round(progress * 100)} animated aria-label="Subiendo el documento" />}
            <WriteError error={byFile.error} />
          </Stack>
        </section>

        <section aria-labelledby="verify-code-title">
          <Title order={2} size="h3" id="verify-code-title" mb="xs">
            O usa el código
          </Title>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              setTypedError(openCode(typed) ? null : 'El código tiene de 6 a 16 letras y números; está junto al código QR de cada página.');
            }}
          >
            <Group align="flex-end" gap="sm">
              <TextInput label="Código de verificación" maxLength={40} value={typed} onChange={(event) => setTyped(event.currentTarget.value)} error={typedError} autoCapitalize="characters" autoComplete="off" style={{ flex: 1, minWidth: 200 }} />
              <Button type="submit" variant="light">
                Buscar
              </Button>
              <Button variant="default" onClick={() => setScanning(true)}>
                Escanear QR
              </Button>
            </Group>
          </form>
          {scanError && (
            <Alert color="red" mt="xs" role="alert">
              {scanError}
            </Alert>
          )}
        </section>

        {code && byCode.isPending && <Loading label="Buscando el documento" />}
        {code && byCode.isError && <LoadFailed title="No pudimos verificar el código" error={byCode.error} onRetry={() => void byCode.refetch()} />}
        {byFile.data ? <VerificationResult verification={byFile.data} /> : code && byCode.data ? <VerificationResult verification={byCode.data} /> : null}
      </Stack>
      <Modal opened={scanning} onClose={closeScanner} title="Escanear código QR" closeButtonProps={{ 'aria-label': 'Cerrar' }}>
        {scanning && <CameraScanner onCode={onScan} onClose={closeScanner} prompt="Acerca a la cámara el código QR del documento." fallback="el código escrito junto al QR" />}
      </Modal>
    </Container>
  );
}
