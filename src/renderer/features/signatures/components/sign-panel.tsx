import { Alert, Anchor, Button, FileInput, Group, PasswordInput, Progress, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { type SignedDocument, signDocumentInputSchema } from '../../../../shared/contracts/signatures';
import { WriteError } from '../../../components/query-states';
import { submitChecked } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { useCurrentSignature } from '../api/get-current-signature';
import { useSignDocument } from '../api/sign-document';
import { CurrentSignature } from './current-signature';

/** A picked file as base64, for the JSON body (the .cer and .key are a few KiB). */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(binary);
}

/**
 * «Firmar», when it is my turn: my saved signature goes in my box, and the PDF is signed with a
 * certificate the platform issues in my name or with my SAT e.firma. The .key and its password
 * travel once, in this request, and are neither kept here nor on the server.
 */
export function SignPanel({ document }: { document: SignedDocument }) {
  const signature = useCurrentSignature();
  const sign = useSignDocument();
  const [method, setMethod] = useState<'platform' | 'efirma'>('platform');
  const [certificate, setCertificate] = useState<File | null>(null);
  const [privateKey, setPrivateKey] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [working, setWorking] = useState(false);

  async function submit() {
    if (method === 'efirma' && (!certificate || !privateKey)) {
      setErrors({ ...(certificate ? {} : { certificate: 'Elige tu certificado (.cer).' }), ...(privateKey ? {} : { private_key: 'Elige tu llave privada (.key).' }) });
      return;
    }
    setWorking(true);
    try {
      const input = method === 'platform' ? { method } : { method, certificate: await base64Of(certificate!), private_key: await base64Of(privateKey!), password };
      await submitChecked(signDocumentInputSchema, { ...input, signature_id: signature.data?.id }, setErrors, async (checked) => {
        await sign.mutateAsync({ id: document.id, input: checked });
        setPassword('');
        setPrivateKey(null);
      });
    } finally {
      setWorking(false);
    }
  }

  if (signature.isSuccess && !signature.data) {
    return (
      <Alert color="blue" title="Primero guarda tu firma">
        Para firmar necesitas tu firma dibujada o escrita. <Anchor component={Link} to={paths.digitalSignature}>Créala en «Mi firma»</Anchor> y vuelve a este documento.
      </Alert>
    );
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
        {signature.data && <CurrentSignature signature={signature.data} />}
        <Radio.Group label="Firmar con" value={method} onChange={(value) => setMethod(value as typeof method)}>
          <Stack gap="xs" mt="xs">
            <Radio value="platform" label="Certificado de Plataforma (emitido a tu nombre por la autoridad de esta instalación)" />
            <Radio value="efirma" label="Mi e.firma del SAT (.cer, .key y contraseña)" />
          </Stack>
        </Radio.Group>
        {method === 'efirma' && (
          <>
            <FileInput label="Certificado (.cer)" accept=".cer" required value={certificate} onChange={setCertificate} error={errors.certificate} clearable />
            <FileInput label="Llave privada (.key)" accept=".key" required value={privateKey} onChange={setPrivateKey} error={errors.private_key} clearable />
            <PasswordInput label="Contraseña de la llave privada" required value={password} onChange={(event) => setPassword(event.currentTarget.value)} error={errors.password} autoComplete="off" />
            <Text size="sm" c="dimmed">
              Tu llave y tu contraseña se usan solo para esta firma: no se guardan.
            </Text>
          </>
        )}
        {(working || sign.isPending) && <Progress value={100} animated aria-label="Firmando el documento" />}
        <WriteError error={Object.keys(errors).length ? null : sign.error} />
        <Group justify="flex-end">
          <Button type="submit" loading={working || sign.isPending} disabled={!signature.data}>
            Firmar documento
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
