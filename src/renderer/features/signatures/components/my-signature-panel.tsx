import { Alert, Button, Group, Radio, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { SignatureStrokes } from '../../../../shared/contracts/service-orders';
import { SIGNATURE_FONTS, createUserSignatureInputSchema } from '../../../../shared/contracts/signatures';
import { LoadFailed, Loading, WriteError } from '../../../components/query-states';
import { SignaturePad, hasEnoughInk, strokesToPng } from '../../../components/signature-pad';
import { submitChecked } from '../../../lib/form-errors';
import { useCreateSignature } from '../api/create-signature';
import { useCurrentSignature } from '../api/get-current-signature';
import { CurrentSignature } from './current-signature';
import { TYPED_FONT_STYLES, TypedSignature } from './typed-signature';

/**
 * «Mi firma»: the one saved (it goes on every document I sign), and a new one drawn with a finger,
 * pen or mouse, or typed — the typed way is the one for keyboard and screen-reader users.
 */
export function MySignaturePanel({ defaultName }: { defaultName: string }) {
  const current = useCurrentSignature();
  const [saved, setSaved] = useState(false);
  return (
    <Stack gap="lg">
      <section aria-labelledby="current-signature-title">
        <Title order={2} size="h3" id="current-signature-title" mb="sm">
          Tu firma actual
        </Title>
        {current.isPending && <Loading label="Cargando tu firma" />}
        {current.isError && <LoadFailed title="No pudimos cargar tu firma" error={current.error} onRetry={() => void current.refetch()} />}
        {current.isSuccess && (current.data ? <CurrentSignature signature={current.data} /> : <Text c="dimmed">Aún no guardas tu firma. Dibújala o escríbela abajo: la usaremos en los documentos que firmes.</Text>)}
      </section>
      <section aria-labelledby="new-signature-title">
        <Title order={2} size="h3" id="new-signature-title" mb="sm">
          {current.data ? 'Cambiar tu firma' : 'Crear tu firma'}
        </Title>
        {saved && (
          <Alert color="teal" mb="sm" role="status" withCloseButton onClose={() => setSaved(false)} closeButtonLabel="Cerrar aviso">
            Guardamos tu firma. La usaremos en los siguientes documentos que firmes.
          </Alert>
        )}
        <Tabs defaultValue="draw" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="draw">Dibujarla</Tabs.Tab>
            <Tabs.Tab value="type">Escribirla</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="draw" pt="md">
            <DrawSignature onSaved={() => setSaved(true)} />
          </Tabs.Panel>
          <Tabs.Panel value="type" pt="md">
            <TypeSignature defaultName={defaultName} onSaved={() => setSaved(true)} />
          </Tabs.Panel>
        </Tabs>
      </section>
    </Stack>
  );
}

function DrawSignature({ onSaved }: { onSaved: () => void }) {
  const [strokes, setStrokes] = useState<SignatureStrokes>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateSignature();
  const enough = hasEnoughInk(strokes);
  async function save() {
    const png = strokesToPng(strokes);
    await submitChecked(createUserSignatureInputSchema, { signature: png ?? '' }, setErrors, async (input) => {
      await create.mutateAsync(input);
      setStrokes([]);
      onSaved();
    });
  }
  return (
    <Stack gap="sm">
      <SignaturePad strokes={strokes} onChange={setStrokes} disabled={create.isPending} hint="Firma con el dedo, la pluma o el ratón dentro del recuadro." />
      {errors.signature && (
        <Text c="red.8" size="sm" role="alert">
          {errors.signature}
        </Text>
      )}
      <WriteError error={Object.keys(errors).length ? null : create.error} />
      <Group justify="flex-end">
        <Button onClick={() => void save()} disabled={!enough} loading={create.isPending}>
          Guardar firma dibujada
        </Button>
      </Group>
    </Stack>
  );
}

function TypeSignature({ defaultName, onSaved }: { defaultName: string; onSaved: () => void }) {
  const [name, setName] = useState(defaultName);
  const [font, setFont] = useState<(typeof SIGNATURE_FONTS)[number]>('cursiva');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateSignature();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submitChecked(createUserSignatureInputSchema, { typed_name: name, font }, setErrors, async (input) => {
          await create.mutateAsync(input);
          onSaved();
        });
      }}
    >
      <Stack gap="sm">
        <TextInput label="Tu nombre como firma" required maxLength={120} value={name} onChange={(event) => setName(event.currentTarget.value)} error={errors.typed_name} autoComplete="name" />
        <Radio.Group label="Tipo de letra" value={font} onChange={(value) => setFont(value as typeof font)} error={errors.font}>
          <Stack gap="xs" mt="xs">
            {SIGNATURE_FONTS.map((option) => (
              <Radio
                key={option}
                value={option}
                label={
                  <Group gap="sm" wrap="nowrap">
                    <Text span size="sm" w={90}>
                      {TYPED_FONT_STYLES[option].label}
                    </Text>
                    <TypedSignature name={name || 'Tu nombre'} font={option} size={22} />
                  </Group>
                }
              />
            ))}
          </Stack>
        </Radio.Group>
        <WriteError error={Object.keys(errors).length ? null : create.error} />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            Guardar firma escrita
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
