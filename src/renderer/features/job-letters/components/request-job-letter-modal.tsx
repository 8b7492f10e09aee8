import { Button, Checkbox, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { DEFAULT_ADDRESSEE, createJobLetterInputSchema } from '../../../../shared/contracts/job-letters';
import { WriteError } from '../../../components/query-states';
import { orNull, submitChecked } from '../../../lib/form-errors';
import { useCreateJobLetter } from '../api/create-job-letter';

export interface RequestJobLetterModalProps {
  opened: boolean;
  userId: number;
  company: { id: number; name: string };
  onClose: () => void;
  onCreated: (id: number) => void;
}

/** «Solicitar carta»: what for, to whom (or «A quien corresponda») and whether it states the salary. */
export function RequestJobLetterModal({ opened, ...props }: RequestJobLetterModalProps) {
  return (
    <Modal opened={opened} onClose={props.onClose} title="Solicitar carta laboral" closeButtonProps={{ 'aria-label': 'Cerrar' }}>
      {opened && <RequestJobLetterForm {...props} />}
    </Modal>
  );
}

function RequestJobLetterForm({ userId, company, onClose, onCreated }: Omit<RequestJobLetterModalProps, 'opened'>) {
  const [purpose, setPurpose] = useState('');
  const [addressee, setAddressee] = useState('');
  const [includeSalary, setIncludeSalary] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateJobLetter();

  async function submit() {
    const input = { company_id: company.id, purpose, addressee: orNull(addressee), include_salary: includeSalary };
    await submitChecked(createJobLetterInputSchema, input, setErrors, async (data) => {
      const letter = await create.mutateAsync({ userId, input: data });
      onClose();
      onCreated(letter.id);
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
      <Stack gap="sm">
        <Text size="sm">
          La pides a <strong>{company.name}</strong>. Su administración la redacta con tus datos de empleado y te avisamos cuando esté lista.
        </Text>
        <Textarea label="¿Para qué la necesitas?" description="Por ejemplo: un trámite de crédito, rentar una vivienda, una visa." required data-autofocus autosize minRows={2} value={purpose} onChange={(event) => setPurpose(event.currentTarget.value)} error={errors.purpose} />
        <TextInput label="Dirigida a" description={`Déjalo en blanco para «${DEFAULT_ADDRESSEE}».`} value={addressee} onChange={(event) => setAddressee(event.currentTarget.value)} error={errors.addressee} />
        <Checkbox label="Que diga mi sueldo mensual" checked={includeSalary} onChange={(event) => setIncludeSalary(event.currentTarget.checked)} error={errors.include_salary} />
        <WriteError error={Object.keys(errors).length ? null : create.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={create.isPending}>
            Enviar solicitud
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
