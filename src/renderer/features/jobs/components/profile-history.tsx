import { Button, Card, Group, Select, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { type CandidateProfile, EDUCATION_LEVELS, EDUCATION_LEVEL_LABELS, educationSchema, experienceSchema } from '../../../../shared/contracts/jobs-profile';
import { WriteError } from '../../../components/query-states';
import { toClientError } from '../../../lib/api-client';
import { issuesByField } from '../../../lib/form-errors';
import { formatDate } from '../../../lib/date-format';
import { useUpdateCandidateProfile } from '../api/update-profile';

const day = (value: string | null) => (value ? formatDate(`${value}T12:00:00-06:00`) : 'a la fecha');

/** Work experience: the list and a form to add one; each change saves the whole list (the API replaces it). */
export function ProfileExperience({ profile }: { profile: CandidateProfile }) {
  const update = useUpdateCandidateProfile();
  const empty = { position: '', company: '', started_on: '', ended_on: '', description: '' };
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = () => {
    const parsed = experienceSchema.safeParse({ ...form, ended_on: form.ended_on || null });
    if (!parsed.success) return setErrors(issuesByField(parsed.error));
    setErrors({});
    update.mutate({ experience: [...profile.experience, parsed.data] }, { onSuccess: () => setForm(empty) });
  };
  return (
    <Card withBorder component="section" aria-labelledby="experience-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="experience-title">
          Experiencia
        </Title>
        {profile.experience.length === 0 && <Text c="dimmed">Aún no agregas empleos.</Text>}
        {profile.experience.map((job, index) => (
          <Group key={`${job.company}-${job.started_on}-${index}`} justify="space-between" wrap="nowrap" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <Text fw={600}>{job.position}</Text>
              <Text size="sm">
                {job.company} · {day(job.started_on)} – {day(job.ended_on)}
              </Text>
            </div>
            <Button size="xs" variant="default" aria-label={`Quitar ${job.position} en ${job.company}`} loading={update.isPending} onClick={() => update.mutate({ experience: profile.experience.filter((_, at) => at !== index) })}>
              Quitar
            </Button>
          </Group>
        ))}
        <Text fw={600} size="sm" mt="xs">
          Agregar empleo
        </Text>
        <TextInput label="Puesto" value={form.position} onChange={(event) => setForm({ ...form, position: event.currentTarget.value })} error={errors.position} maxLength={150} />
        <TextInput label="Empresa" value={form.company} onChange={(event) => setForm({ ...form, company: event.currentTarget.value })} error={errors.company} maxLength={150} />
        <Group grow>
          <TextInput type="date" label="Desde" value={form.started_on} onChange={(event) => setForm({ ...form, started_on: event.currentTarget.value })} error={errors.started_on} />
          <TextInput type="date" label="Hasta" description="Vacío si es tu empleo actual" value={form.ended_on} onChange={(event) => setForm({ ...form, ended_on: event.currentTarget.value })} error={errors.ended_on} />
        </Group>
        <Textarea label="Qué hacías" autosize minRows={2} value={form.description} onChange={(event) => setForm({ ...form, description: event.currentTarget.value })} error={errors.description} maxLength={2000} />
        <WriteError error={update.error ? toClientError(update.error) : null} />
        <Group>
          <Button variant="light" onClick={add} loading={update.isPending}>
            Agregar empleo
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Education: the list and a form to add one; each change saves the whole list. */
export function ProfileEducation({ profile }: { profile: CandidateProfile }) {
  const update = useUpdateCandidateProfile();
  const empty = { level: 'licenciatura' as string | null, institution: '', field: '', started_on: '', ended_on: '' };
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = () => {
    const parsed = educationSchema.safeParse({ ...form, ended_on: form.ended_on || null });
    if (!parsed.success) return setErrors(issuesByField(parsed.error));
    setErrors({});
    update.mutate({ education: [...profile.education, parsed.data] }, { onSuccess: () => setForm(empty) });
  };
  return (
    <Card withBorder component="section" aria-labelledby="education-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="education-title">
          Escolaridad
        </Title>
        {profile.education.length === 0 && <Text c="dimmed">Aún no agregas estudios.</Text>}
        {profile.education.map((study, index) => (
          <Group key={`${study.institution}-${study.started_on}-${index}`} justify="space-between" wrap="nowrap" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <Text fw={600}>
                {EDUCATION_LEVEL_LABELS[study.level]}
                {study.field ? ` en ${study.field}` : ''}
              </Text>
              <Text size="sm">
                {study.institution} · {day(study.started_on)} – {day(study.ended_on)}
              </Text>
            </div>
            <Button size="xs" variant="default" aria-label={`Quitar ${study.institution}`} loading={update.isPending} onClick={() => update.mutate({ education: profile.education.filter((_, at) => at !== index) })}>
              Quitar
            </Button>
          </Group>
        ))}
        <Text fw={600} size="sm" mt="xs">
          Agregar estudios
        </Text>
        <Select label="Nivel" data={EDUCATION_LEVELS.map((value) => ({ value, label: EDUCATION_LEVEL_LABELS[value] }))} value={form.level} onChange={(value) => setForm({ ...form, level: value })} error={errors.level} comboboxProps={{ withinPortal: true }} />
        <TextInput label="Institución" value={form.institution} onChange={(event) => setForm({ ...form, institution: event.currentTarget.value })} error={errors.institution} maxLength={150} />
        <TextInput label="Carrera o área" value={form.field} onChange={(event) => setForm({ ...form, field: event.currentTarget.value })} error={errors.field} maxLength={150} />
        <Group grow>
          <TextInput type="date" label="Desde" value={form.started_on} onChange={(event) => setForm({ ...form, started_on: event.currentTarget.value })} error={errors.started_on} />
          <TextInput type="date" label="Hasta" description="Vacío si sigues estudiando" value={form.ended_on} onChange={(event) => setForm({ ...form, ended_on: event.currentTarget.value })} error={errors.ended_on} />
        </Group>
        <WriteError error={update.error ? toClientError(update.error) : null} />
        <Group>
          <Button variant="light" onClick={add} loading={update.isPending}>
            Agregar estudios
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
