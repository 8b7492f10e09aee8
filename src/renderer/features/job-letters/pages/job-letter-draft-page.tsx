import { Alert, Anchor, Button, Grid, Group, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { DEFAULT_ADDRESSEE, JOB_LETTER_SALARY_MAX, type JobLetterDetail, jobLetterDraftSchema } from '../../../../shared/contracts/job-letters';
import { NumberField, numberFieldsAreValid, numberValue, useNumberField } from '../../../components/number-field';
import { Empty, LoadFailed, Loading, WriteError } from '../../../components/query-states';
import { orNull, submitChecked } from '../../../lib/form-errors';
import { jobLetterViewPath, paths } from '../../../lib/paths';
import { useSessionStore } from '../../../stores/session';
import { useJobLetter } from '../api/get-job-letter';
import { useUpdateJobLetter } from '../api/update-job-letter';
import { JobLetterPreview } from '../components/job-letter-preview';
import { JobLetterReasonModal } from '../components/job-letter-reason-modal';
import { JobLetterStatusBadge } from '../components/job-letter-status-badge';
import { serverRefused } from '../../../lib/client-error';

/** The template's fields, filled from the request (the employee record) and the admin's own name as signer. */
function DraftForm({ letter, signerDefault }: { letter: JobLetterDetail; signerDefault: string }) {
  const navigate = useNavigate();
  const [values, setValues] = useState({
    employee_name: letter.employee_name,
    position: letter.position ?? '',
    department: letter.department ?? '',
    hire_date: letter.hire_date ?? '',
    addressee: letter.addressee ?? '',
    purpose: letter.purpose,
    additional_text: letter.additional_text ?? '',
    signer_name: letter.signer_name ?? signerDefault,
    signer_title: letter.signer_title ?? '',
  });
  const salary = useNumberField(letter.salary_monthly, { min: 0.01, max: JOB_LETTER_SALARY_MAX, decimals: 2, required: letter.include_salary });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [rejecting, setRejecting] = useState(false);
  const update = useUpdateJobLetter();
  const set = (key: keyof typeof values) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [key]: value }));
  };

  async function save(issue: boolean) {
    if (!numberFieldsAreValid(letter.include_salary ? [salary] : [])) return;
    const input = { ...values, department: orNull(values.department), addressee: orNull(values.addressee), additional_text: orNull(values.additional_text), salary_monthly: letter.include_salary ? numberValue(salary) : null };
    await submitChecked(jobLetterDraftSchema, input, setErrors, async (data) => {
      await update.mutateAsync({ id: letter.id, input: { action: 'draft', ...data } });
      if (issue) {
        await update.mutateAsync({ id: letter.id, input: { action: 'issue' } });
        await navigate(jobLetterViewPath(letter.id));
      }
    });
  }

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <form
          noValidate
          aria-label="Datos de la carta"
          onSubmit={(event) => {
            event.preventDefault();
            void save(false);
          }}
        >
          <Stack gap="sm">
            <TextInput label="Nombre completo" required value={values.employee_name} onChange={set('employee_name')} error={errors.employee_name} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Puesto" required value={values.position} onChange={set('position')} error={errors.position} />
              <TextInput label="Departamento" value={values.department} onChange={set('department')} error={errors.department} />
              <TextInput label="Fecha de ingreso" type="date" required value={values.hire_date} onChange={set('hire_date')} error={errors.hire_date} />
              {letter.include_salary && <NumberField field={salary} label="Sueldo mensual bruto (MXN)" description="La persona pidió que la carta lo diga." error={errors.salary_monthly} />}
            </SimpleGrid>
            <TextInput label="Dirigida a" description={`En blanco: «${DEFAULT_ADDRESSEE}».`} value={values.addressee} onChange={set('addressee')} error={errors.addressee} />
            <TextInput label="Para qué" required value={values.purpose} onChange={set('purpose')} error={errors.purpose} />
            <Textarea label="Párrafo adicional (opcional)" autosize minRows={2} value={values.additional_text} onChange={set('additional_text')} error={errors.additional_text} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Nombre de quien firma" required value={values.signer_name} onChange={set('signer_name')} error={errors.signer_name} />
              <TextInput label="Cargo de quien firma" required placeholder="Recursos Humanos" value={values.signer_title} onChange={set('signer_title')} error={errors.signer_title} />
            </SimpleGrid>
            <WriteError error={Object.keys(errors).length ? null : update.error} />
            <Group>
              <Button type="submit" variant="default" loading={update.isPending}>
                Guardar borrador
              </Button>
              <Button onClick={() => void save(true)} loading={update.isPending}>
                Emitir carta
              </Button>
              <Button variant="subtle" color="red" onClick={() => setRejecting(true)}>
                Rechazar
              </Button>
            </Group>
          </Stack>
        </form>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <JobLetterPreview
          letter={{ ...values, company: letter.company.name, department: orNull(values.department), addressee: orNull(values.addressee), additional_text: orNull(values.additional_text), salary_monthly: letter.include_salary ? numberValue(salary) : null, hire_date: values.hire_date || new Date().toISOString().slice(0, 10) }}
          signer={{ name: values.signer_name, title: values.signer_title }}
          dateLine="La fecha se pone al emitirla"
        />
      </Grid.Col>
      <JobLetterReasonModal action="reject" letter={letter} opened={rejecting} onClose={() => setRejecting(false)} onDone={() => void navigate(jobLetterViewPath(letter.id))} />
    </Grid>
  );
}

/** `/superempleos/carta-laboral/{id}/crear`: the company admin drafts the letter from the template, then issues or rejects it. */
export default function JobLetterDraftPage() {
  const id = Number(useParams().jobLetterId);
  const letter = useJobLetter(Number.isInteger(id) ? id : 0);
  const user = useSessionStore((state) => state.user);
  if (letter.isPending) return <Loading label="Cargando la solicitud" />;
  if (letter.data === undefined || serverRefused(letter.error)) return <LoadFailed title="No pudimos cargar la solicitud" error={letter.error} onRetry={() => void letter.refetch()} />;
  const data = letter.data;
  const open = data.can_manage && (data.status === 'requested' || data.status === 'drafted');
  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.jobLetters} size="sm">
        ← Cartas laborales
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>Redactar carta laboral</Title>
          <Text c="dimmed" size="sm">
            Pedida por {data.requester.name} para {data.purpose}
            {data.include_salary ? ', con su sueldo' : ''}.
          </Text>
        </div>
        <JobLetterStatusBadge status={data.status} />
      </Group>
      {open ? (
        <>
          <Alert color="blue">Revisa los datos: vienen del registro de la persona en la empresa. La vista previa muestra la carta tal como se imprimirá.</Alert>
          <DraftForm letter={data} signerDefault={user ? [user.name, user.surname, user.lastname].filter(Boolean).join(' ') : ''} />
        </>
      ) : (
        <Empty>
          Esta carta ya no se puede redactar.{' '}
          <Anchor component={Link} to={jobLetterViewPath(data.id)}>
            Ver la carta
          </Anchor>
        </Empty>
      )}
    </Stack>
  );
}
