import { Alert, Button, FileInput, Group, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_CATEGORY_LABELS,
  COMPLAINT_DESCRIPTION_MAX,
  COMPLAINT_DESCRIPTION_MIN,
  type ComplaintCategory,
  type ComplaintKind,
} from '../../../../shared/contracts/parabus-complaints';
import { WriteError } from '../../../components/query-states';
import { useAntiBotToken } from '../../../hooks/use-anti-bot-token';
import { fieldErrorsOf } from '../../../lib/client-error';
import { fromLocalInput, toLocalInput } from '../../../lib/datetime-input';
import { orNull } from '../../../lib/form-errors';
import { createComplaintInputSchema, useCreateComplaint } from '../api/create-complaint';

export interface ComplaintFormProps {
  /** public: a signed-out visitor of a route page (asks name and e-mail, solves the anti-bot check); app: signed in. */
  mode: 'public' | 'app';
  routeId?: number;
  unitId?: number;
  companyId?: number;
  onSent?: (folio: string) => void;
}

/** A phone photo is usually larger than the server's 2 MiB: say so before sending. */
const PHOTO_MAX_BYTES = 2 * 1024 * 1024;

/**
 * A complaint or suggestion about a bus line. On a public route page the company comes from the
 * route (routeId); inside the app from companyId. Shows the folio when sent.
 */
export function ComplaintForm({ mode, routeId, unitId, companyId, onSent }: ComplaintFormProps) {
  const [kind, setKind] = useState<ComplaintKind>('complaint');
  const [category, setCategory] = useState<ComplaintCategory | null>(null);
  const [description, setDescription] = useState('');
  const [occurredAt, setOccurredAt] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<string | null>(null);
  const create = useCreateComplaint();
  const antiBot = useAntiBotToken();

  async function submit() {
    const fields = {
      kind,
      category: category ?? undefined,
      route_id: routeId ?? null,
      unit_id: unitId ?? null,
      company_id: routeId || unitId ? null : (companyId ?? null),
      occurred_at: fromLocalInput(occurredAt),
      description,
      contact_name: mode === 'public' ? orNull(name) : null,
      contact_email: mode === 'public' ? orNull(email) : null,
      contact_phone: mode === 'public' ? orNull(phone) : null,
    };
    const found: Record<string, string> = {};
    const parsed = createComplaintInputSchema.safeParse(fields);
    if (!parsed.success) for (const issue of parsed.error.issues) found[String(issue.path[0] ?? 'form')] ??= issue.message;
    if (mode === 'public' && !fields.contact_name) found.contact_name = 'Escribe tu nombre para poder responderte.';
    if (mode === 'public' && !fields.contact_email) found.contact_email ??= 'Escribe tu correo para poder responderte.';
    if (photo && photo.size > PHOTO_MAX_BYTES) found.photo = 'La foto no puede pesar más de 2 MiB.';
    if (Object.keys(found).length) {
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      const token = mode === 'public' ? await antiBot.solve() : undefined;
      const result = await create.mutateAsync({ input: { ...fields, category: category!, ...(token ? { token } : {}) }, photo });
      setSent(result.message);
      onSent?.(result.folio);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    }
  }

  if (sent) {
    return (
      <Alert color="teal" title="¡Gracias!" role="status">
        {sent}
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
        <SegmentedControl
          aria-label="Tipo"
          w="fit-content"
          data={[
            { value: 'complaint', label: 'Queja' },
            { value: 'suggestion', label: 'Sugerencia' },
          ]}
          value={kind}
          onChange={(value) => setKind(value as ComplaintKind)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Categoría"
            required
            placeholder="Elige una"
            data={COMPLAINT_CATEGORIES.map((value) => ({ value, label: COMPLAINT_CATEGORY_LABELS[value] }))}
            value={category}
            onChange={(value) => setCategory(value as ComplaintCategory | null)}
            error={errors.category}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput label="¿Cuándo pasó?" type="datetime-local" max={toLocalInput(new Date().toISOString())} value={occurredAt} onChange={(event) => setOccurredAt(event.currentTarget.value)} error={errors.occurred_at} />
        </SimpleGrid>
        <Textarea
          label={kind === 'complaint' ? 'Cuéntanos qué pasó' : 'Tu sugerencia'}
          required
          autosize
          minRows={4}
          maxLength={COMPLAINT_DESCRIPTION_MAX}
          description={`De ${COMPLAINT_DESCRIPTION_MIN} a ${COMPLAINT_DESCRIPTION_MAX} caracteres (${description.trim().length}).`}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          error={errors.description}
        />
        {mode === 'public' && (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label="Tu nombre" required autoComplete="name" value={name} onChange={(event) => setName(event.currentTarget.value)} error={errors.contact_name} />
            <TextInput label="Tu correo" required type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.currentTarget.value)} error={errors.contact_email} />
            <TextInput label="Teléfono (opcional)" type="tel" autoComplete="tel" value={phone} onChange={(event) => setPhone(event.currentTarget.value)} error={errors.contact_phone} />
          </SimpleGrid>
        )}
        <FileInput label="Foto (opcional)" description="JPEG, PNG o WebP, hasta 2 MiB" accept="image/jpeg,image/png,image/webp" clearable value={photo} onChange={setPhoto} error={errors.photo ?? errors.file} />
        {(errors.company_id || errors.route_id || errors.token) && (
          <Text size="sm" c="red.8" role="alert">
            {errors.company_id ?? errors.route_id ?? errors.token}
          </Text>
        )}
        <WriteError error={Object.keys(errors).length ? null : create.error} />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending || antiBot.solving}>
            Enviar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
