import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import {
  EMPLOYMENT_TYPES,
  EMPLOYMENT_TYPE_LABELS,
  OPENINGS_MAX,
  SALARY_MAX,
  VACANCY_MODALITIES,
  VACANCY_MODALITY_LABELS,
  VACANCY_SOFT_SKILLS_MAX,
  type VacancyDetail,
  createVacancyInputSchema,
  updateVacancyInputSchema,
} from '../../../../shared/contracts/jobs-vacancies';
import { useJobCategories } from '../../../api/get-job-categories';
import { useMunicipalities } from '../../../api/get-municipalities';
import { useSoftSkills } from '../../../api/get-soft-skills';
import { useStates } from '../../../api/get-states';
import { MultiSelect } from '../../../components/multi-select';
import { NumberField, numberFieldsAreValid, numberValue, useNumberField } from '../../../components/number-field';
import { WriteError } from '../../../components/query-states';
import type { ClientError } from '../../../lib/client-error';
import { submitChecked } from '../../../lib/form-errors';
import { useCreateVacancy } from '../api/create-vacancy';
import { useUpdateVacancy } from '../api/update-vacancy';

export interface VacancyFormModalProps {
  opened: boolean;
  companyId: number;
  /** The vacancy to edit; absent: a new one. */
  vacancy?: VacancyDetail | undefined;
  onClose: () => void;
  onSaved?: (vacancy: VacancyDetail) => void;
}

export function VacancyFormModal({ opened, vacancy, ...props }: VacancyFormModalProps) {
  return (
    <Modal opened={opened} onClose={props.onClose} title={vacancy ? 'Editar vacante' : 'Nueva vacante'} size="xl" fullScreen={false} closeButtonProps={{ 'aria-label': 'Cerrar' }}>
      {opened && <VacancyForm vacancy={vacancy} {...props} />}
    </Modal>
  );
}

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) => values.map((value) => ({ value, label: labels[value] }));
const portal = { withinPortal: true };

/** Every field of a vacancy; the contract checks it first, the server's 422s land beside the same fields. */
function VacancyForm({ companyId, vacancy, onClose, onSaved }: Omit<VacancyFormModalProps, 'opened'>) {
  const [values, setValues] = useState({
    title: vacancy?.title ?? '',
    job_category_id: vacancy ? String(vacancy.job_category.id) : null,
    description: vacancy?.description ?? '',
    requirements: vacancy?.requirements ?? '',
    soft_skill_ids: vacancy?.soft_skills.map((skill) => String(skill.id)) ?? [],
    state_id: vacancy ? String(vacancy.state.id) : null,
    municipality_id: vacancy?.municipality ? String(vacancy.municipality.id) : null,
    modality: vacancy?.modality ?? 'on_site',
    employment_type: vacancy?.employment_type ?? 'full_time',
    schedule: vacancy?.schedule ?? '',
    benefits: vacancy?.benefits ?? '',
    closes_on: vacancy?.closes_on ?? '',
  });
  const set = (patch: Partial<typeof values>) => setValues((current) => ({ ...current, ...patch }));
  const salaryMin = useNumberField(vacancy?.salary_min, { min: 0, max: SALARY_MAX, integer: true });
  const salaryMax = useNumberField(vacancy?.salary_max, { min: 0, max: SALARY_MAX, integer: true });
  const openings = useNumberField(vacancy?.openings ?? 1, { min: 1, max: OPENINGS_MAX, integer: true, required: true });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const categories = useJobCategories();
  const skills = useSoftSkills();
  const states = useStates();
  const stateId = values.state_id ? Number(values.state_id) : null;
  const municipalities = useMunicipalities(stateId);
  const create = useCreateVacancy();
  const update = useUpdateVacancy();
  const pending = create.isPending || update.isPending;
  const writeError = (vacancy ? update.error : create.error) as ClientError | null;

  async function submit(sendToReview: boolean) {
    if (!numberFieldsAreValid([salaryMin, salaryMax, openings])) return;
    const fields = {
      ...values,
      job_category_id: values.job_category_id ? Number(values.job_category_id) : undefined,
      soft_skill_ids: values.soft_skill_ids.map(Number),
      state_id: stateId ?? undefined,
      municipality_id: values.municipality_id ? Number(values.municipality_id) : null,
      salary_min: numberValue(salaryMin),
      salary_max: numberValue(salaryMax),
      openings: numberValue(openings),
    };
    const saved = vacancy
      ? await submitChecked(updateVacancyInputSchema, fields, setErrors, (data) => update.mutateAsync({ id: vacancy.id, input: data }))
      : await submitChecked(createVacancyInputSchema, { ...fields, submit: sendToReview }, setErrors, (data) => create.mutateAsync({ companyId, input: data }));
    if (saved) {
      onClose();
      onSaved?.(saved);
    }
  }

  const live = vacancy && (vacancy.status === 'published' || vacancy.status === 'paused');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        void submit(submitter?.getAttribute('data-review') === 'true');
      }}
    >
      <Stack gap="sm">
        {live && <Alert color="blue">Al guardar cambios, la vacante vuelve a revisión y deja de mostrarse a los candidatos hasta que se publique otra vez.</Alert>}
        <TextInput label="Título del puesto" required value={values.title} onChange={(event) => set({ title: event.currentTarget.value })} error={errors.title} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Categoría"
            required
            searchable
            placeholder={categories.isPending ? 'Cargando…' : 'Elige una'}
            data={(categories.data ?? []).map((category) => ({ value: String(category.id), label: category.name }))}
            value={values.job_category_id}
            onChange={(value) => set({ job_category_id: value })}
            error={errors.job_category_id ?? (categories.isError ? 'No se pudieron cargar las categorías.' : undefined)}
            comboboxProps={portal}
          />
          <Select label="Tipo de contratación" required allowDeselect={false} data={options(EMPLOYMENT_TYPES, EMPLOYMENT_TYPE_LABELS)} value={values.employment_type} onChange={(value) => set({ employment_type: (value ?? 'full_time') as typeof values.employment_type })} error={errors.employment_type} comboboxProps={portal} />
        </SimpleGrid>
        <Textarea label="Descripción" description="Qué hará la persona; al menos 20 caracteres." required autosize minRows={3} value={values.description} onChange={(event) => set({ description: event.currentTarget.value })} error={errors.description} />
        <Textarea label="Requisitos" autosize minRows={2} value={values.requirements} onChange={(event) => set({ requirements: event.currentTarget.value })} error={errors.requirements} />
        <MultiSelect
          label="Habilidades blandas"
          description={`Hasta ${VACANCY_SOFT_SKILLS_MAX}; cuentan en la coincidencia de cada candidato.`}
          max={VACANCY_SOFT_SKILLS_MAX}
          data={(skills.data ?? []).map((skill) => ({ value: String(skill.id), label: skill.name }))}
          value={values.soft_skill_ids}
          onChange={(value) => set({ soft_skill_ids: value })}
          error={errors.soft_skill_ids}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Estado"
            required
            searchable
            placeholder={states.isPending ? 'Cargando…' : 'Elige uno'}
            data={(states.data ?? []).map((state) => ({ value: String(state.id), label: state.name }))}
            value={values.state_id}
            onChange={(value) => set({ state_id: value, municipality_id: null })}
            error={errors.state_id}
            comboboxProps={portal}
          />
          <Select
            label="Municipio"
            searchable
            clearable
            disabled={stateId === null}
            placeholder={stateId === null ? 'Elige primero el estado' : municipalities.isPending ? 'Cargando…' : 'Opcional'}
            data={(municipalities.data ?? []).map((municipality) => ({ value: String(municipality.id), label: municipality.name }))}
            value={values.municipality_id}
            onChange={(value) => set({ municipality_id: value })}
            error={errors.municipality_id}
            comboboxProps={portal}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select label="Modalidad" required allowDeselect={false} data={options(VACANCY_MODALITIES, VACANCY_MODALITY_LABELS)} value={values.modality} onChange={(value) => set({ modality: (value ?? 'on_site') as typeof values.modality })} error={errors.modality} comboboxProps={portal} />
          <TextInput label="Horario" required placeholder="Lunes a viernes de 9:00 a 18:00" value={values.schedule} onChange={(event) => set({ schedule: event.currentTarget.value })} error={errors.schedule} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberField label="Salario mínimo mensual (MXN)" description="Vacío si no lo publicas" field={salaryMin} error={errors.salary_min} />
          <NumberField label="Salario máximo mensual (MXN)" field={salaryMax} error={errors.salary_max} />
          <NumberField label="Plazas" field={openings} error={errors.openings} />
        </SimpleGrid>
        <Textarea label="Prestaciones" autosize minRows={2} placeholder="Prestaciones de ley, vales de despensa, seguro de gastos médicos…" value={values.benefits} onChange={(event) => set({ benefits: event.currentTarget.value })} error={errors.benefits} />
        <TextInput type="date" label="Recibe postulaciones hasta" description="El último día; después se cierra sola." required value={values.closes_on} onChange={(event) => set({ closes_on: event.currentTarget.value })} error={errors.closes_on} w={{ base: '100%', sm: 260 }} />
        <WriteError error={Object.keys(errors).length ? null : writeError} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          {vacancy ? (
            <Button type="submit" loading={pending}>
              Guardar cambios
            </Button>
          ) : (
            <>
              <Button type="submit" variant="light" loading={pending} data-review="false">
                Guardar borrador
              </Button>
              <Button type="submit" loading={pending} data-review="true">
                Enviar a revisión
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </form>
  );
}
