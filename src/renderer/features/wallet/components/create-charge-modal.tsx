import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { CHARGE_MAX_CENTAVOS } from '../../../../shared/contracts/wallet';
import { NumberField, numberFieldsAreValid, numberValue, useNumberField } from '../../../components/number-field';
import { WriteError } from '../../../components/query-states';
import { useActionKeys } from '../../../hooks/use-action-keys';
import { pesosToCentavos } from '../../../lib/money';
import { useCreateCharge } from '../api/create-charge';

/** «Nuevo cobro»: a concept and an amount in pesos, for one person (by user number, paid once) or for anyone. */
export function CreateChargeModal({ companyId, onClose }: { companyId: number; onClose: () => void }) {
  const [concept, setConcept] = useState('');
  const [conceptError, setConceptError] = useState<string | undefined>();
  const amount = useNumberField(null, { min: 0.01, max: CHARGE_MAX_CENTAVOS / 100, decimals: 2, required: true });
  const payer = useNumberField(null, { min: 1, integer: true });
  const create = useCreateCharge();
  const keys = useActionKeys();
  const fieldErrors = (create.error?.data as { errors?: Record<string, string[]> } | null)?.errors;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = concept.trim();
    setConceptError(trimmed ? undefined : 'Escribe el concepto del cobro.');
    if (!numberFieldsAreValid([amount, payer]) || !trimmed) return;
    const request = { companyId, input: { concept: trimmed, amount: pesosToCentavos(numberValue(amount)!), payer_user_id: numberValue(payer) } };
    create.mutate(
      { ...request, idempotencyKey: keys.keyFor(request) },
      {
        onSuccess: () => {
          keys.done();
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title="Nuevo cobro" closeButtonProps={{ 'aria-label': 'Cerrar' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="Concepto" required maxLength={200} value={concept} onChange={(event) => setConcept(event.currentTarget.value)} error={conceptError ?? fieldErrors?.concept?.[0]} />
          <NumberField field={amount} label="Monto en pesos" error={fieldErrors?.amount?.[0]} />
          <NumberField field={payer} label="Número de usuario de quien paga" description="Vacío: cualquiera puede pagarlo, las veces que quiera (un boleto)." error={fieldErrors?.payer_user_id?.[0]} />
          <WriteError error={create.error} fieldErrors={fieldErrors ? Object.fromEntries(Object.entries(fieldErrors).map(([key, value]) => [key, value[0] ?? ''])) : undefined} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={create.isPending}>
              Crear cobro
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
