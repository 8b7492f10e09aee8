import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { createCourseInputSchema } from '../../../../shared/contracts/jobs-profile';
import { NumberField, numberFieldsAreValid, numberValue, useNumberField } from '../../../components/number-field';
import { LoadFailed, Loading, WriteError } from '../../../components/query-states';
import { toClientError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/date-format';
import { submitChecked } from '../../../lib/form-errors';
import { useCreateProfessionalCourse } from '../api/create-professional-course';
import { useDeleteProfessionalCourse } from '../api/delete-professional-course';
import { useProfessionalCourses } from '../api/get-professional-courses';

/** Professional courses: the list with «Quitar», and a form to add one. */
export function ProfileCourses() {
  const courses = useProfessionalCourses();
  const create = useCreateProfessionalCourse();
  const remove = useDeleteProfessionalCourse();
  const [form, setForm] = useState({ name: '', institution: '', completed_on: '' });
  const hours = useNumberField(null, { min: 1, max: 10_000, integer: true });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = () => {
    if (!numberFieldsAreValid([hours])) return;
    void submitChecked(createCourseInputSchema, { ...form, completed_on: form.completed_on || null, hours: numberValue(hours) }, setErrors, (input) => create.mutateAsync(input)).then((course) => {
      if (!course) return;
      setForm({ name: '', institution: '', completed_on: '' });
      hours.setText('');
    });
  };
  return (
    <Card withBorder component="section" aria-labelledby="courses-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="courses-title">
          Cursos profesionales
        </Title>
        {courses.isPending ? (
          <Loading label="Cargando tus cursos" />
        ) : courses.isError ? (
          <LoadFailed title="No pudimos cargar tus cursos" error={toClientError(courses.error)} onRetry={() => void courses.refetch()} />
        ) : courses.data.length === 0 ? (
          <Text c="dimmed">Aún no agregas cursos.</Text>
        ) : (
          courses.data.map((course) => (
            <Group key={course.id} justify="space-between" wrap="nowrap" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Text fw={600}>{course.name}</Text>
                <Text size="sm">
                  {course.institution}
                  {course.completed_on ? ` · ${formatDate(`${course.completed_on}T12:00:00-06:00`)}` : ''}
                  {course.hours ? ` · ${course.hours} h` : ''}
                </Text>
              </div>
              <Button size="xs" variant="default" aria-label={`Quitar el curso ${course.name}`} loading={remove.isPending && remove.variables === course.id} onClick={() => remove.mutate(course.id)}>
                Quitar
              </Button>
            </Group>
          ))
        )}
        <WriteError error={remove.error ? toClientError(remove.error) : null} />
        <Text fw={600} size="sm" mt="xs">
          Agregar curso
        </Text>
        <TextInput label="Nombre del curso" value={form.name} onChange={(event) => setForm({ ...form, name: event.currentTarget.value })} error={errors.name} maxLength={150} />
        <TextInput label="Institución" value={form.institution} onChange={(event) => setForm({ ...form, institution: event.currentTarget.value })} error={errors.institution} maxLength={150} />
        <Group grow>
          <TextInput type="date" label="Terminado el" value={form.completed_on} onChange={(event) => setForm({ ...form, completed_on: event.currentTarget.value })} error={errors.completed_on} />
          <NumberField label="Horas" field={hours} error={errors.hours} />
        </Group>
        <WriteError error={create.error ? toClientError(create.error) : null} fieldErrors={errors} />
        <Group>
          <Button variant="light" onClick={add} loading={create.isPending}>
            Agregar curso
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
