import { Button, Card, Group, Select, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { type CandidateProfile, PROFILE_CATEGORIES_MAX, updateProfileInputSchema } from '../../../../shared/contracts/jobs-profile';
import { useJobCategories } from '../../../api/get-job-categories';
import { useMunicipalities } from '../../../api/get-municipalities';
import { useStates } from '../../../api/get-states';
import { MultiSelect } from '../../../components/multi-select';
import { WriteError } from '../../../components/query-states';
import { toClientError } from '../../../lib/api-client';
import { orNull, submitChecked } from '../../../lib/form-errors';
import { useUpdateCandidateProfile } from '../api/update-profile';

/** Personal data: headline, summary, phone, where the candidate lives and the categories they look for. */
export function ProfilePersonalForm({ profile }: { profile: CandidateProfile }) {
  const [form, setForm] = useState({
    headline: profile.headline ?? '',
    summary: profile.summary ?? '',
    phone: profile.phone ?? '',
    state_id: profile.state ? String(profile.state.id) : null,
    municipality_id: profile.municipality ? String(profile.municipality.id) : null,
    job_category_ids: profile.job_categories.map((category) => String(category.id)),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const states = useStates();
  const municipalities = useMunicipalities(form.state_id ? Number(form.state_id) : null);
  const categories = useJobCategories();
  const update = useUpdateCandidateProfile();
  const set = (patch: Partial<typeof form>) => {
    setSaved(false);
    setForm((current) => ({ ...current, ...patch }));
  };
  const submit = () =>
    void submitChecked(
      updateProfileInputSchema,
      {
        headline: orNull(form.headline),
        summary: orNull(form.summary),
        phone: orNull(form.phone),
        state_id: form.state_id ? Number(form.state_id) : null,
        municipality_id: form.municipality_id ? Number(form.municipality_id) : null,
        job_category_ids: form.job_category_ids.map(Number),
      },
      setErrors,
      (input) => update.mutateAsync(input),
    ).then((result) => setSaved(result !== undefined));
  return (
    <Card withBorder component="section" aria-labelledby="personal-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="personal-title">
            Datos personales
          </Title>
          <TextInput label="Titular" description="Ej. «Ingeniero en logística con 5 años en puertos»" value={form.headline} onChange={(event) => set({ headline: event.currentTarget.value })} error={errors.headline} maxLength={150} />
          <Textarea label="Resumen" autosize minRows={3} value={form.summary} onChange={(event) => set({ summary: event.currentTarget.value })} error={errors.summary} maxLength={3000} />
          <TextInput label="Teléfono" type="tel" inputMode="tel" autoComplete="tel" value={form.phone} onChange={(event) => set({ phone: event.currentTarget.value })} error={errors.phone} maxLength={20} />
          <Select
            label="Estado donde vives"
            searchable
            clearable
            data={(states.data ?? []).map((state) => ({ value: String(state.id), label: state.name }))}
            value={form.state_id}
            onChange={(value) => set({ state_id: value, municipality_id: null })}
            error={errors.state_id}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label="Municipio"
            searchable
            clearable
            disabled={!form.state_id}
            data={(municipalities.data ?? []).map((municipality) => ({ value: String(municipality.id), label: municipality.name }))}
            value={form.municipality_id}
            onChange={(value) => set({ municipality_id: value })}
            error={errors.municipality_id}
            comboboxProps={{ withinPortal: true }}
          />
          <MultiSelect
            label="Categorías que buscas"
            description={`Hasta ${PROFILE_CATEGORIES_MAX}.`}
            max={PROFILE_CATEGORIES_MAX}
            data={(categories.data ?? []).map((category) => ({ value: String(category.id), label: category.name }))}
            value={form.job_category_ids}
            onChange={(value) => set({ job_category_ids: value })}
            error={errors.job_category_ids}
          />
          <WriteError error={update.error ? toClientError(update.error) : null} fieldErrors={errors} />
          <Group>
            <Button type="submit" loading={update.isPending}>
              Guardar datos
            </Button>
            {saved && (
              <span role="status" style={{ fontSize: 14 }}>
                Guardado.
              </span>
            )}
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
