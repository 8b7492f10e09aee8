import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { type FiscalData, GENERIC_RFC_REGIME, GENERIC_RFC_USE, billingRfcSchema, fiscalDataInputSchema, isGenericRfc, personTypeOf } from '../../../../shared/contracts/billing';
import { CFDI_USES, TAX_REGIMES } from '../../../../shared/contracts/billing-catalogues';
import { WriteError } from '../../../components/query-states';
import { submitChecked } from '../../../lib/form-errors';
import { useSaveFiscalData } from '../api/save-fiscal-data';

export interface FiscalDataFormProps {
  userId: number;
  saved: FiscalData | null;
  onSaved?: () => void;
}

/** The RFC as it would be saved, when it is a valid one (the catalogues are then narrowed to it). */
function validRfc(value: string): string | null {
  const parsed = billingRfcSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The receiver's data, checked with the SAME schema the server uses: the RFC as it is typed, the
 * regime and the use against SAT's catalogues for a person or a company. The selects search.
 */
export function FiscalDataForm({ userId, saved, onSaved }: FiscalDataFormProps) {
  const [values, setValues] = useState({
    rfc: saved?.rfc ?? '',
    legal_name: saved?.legal_name ?? '',
    tax_regime: saved?.tax_regime ?? '',
    postal_code: saved?.postal_code ?? '',
    cfdi_use: saved?.cfdi_use ?? '',
    email: saved?.email ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);
  const save = useSaveFiscalData();
  const rfc = validRfc(values.rfc);
  const person = rfc ? personTypeOf(rfc) : null;
  const generic = rfc !== null && isGenericRfc(rfc);

  const regimes = TAX_REGIMES.filter((regime) => (generic ? regime.code === GENERIC_RFC_REGIME : !person || (regime.persons as readonly string[]).includes(person)));
  const uses = CFDI_USES.filter((use) => (generic ? use.code === GENERIC_RFC_USE : (!values.tax_regime || (use.regimes as readonly string[]).includes(values.tax_regime)) && (!person || (use.persons as readonly string[]).includes(person))));

  const set = (patch: Partial<typeof values>) => {
    setDone(false);
    setValues((current) => ({ ...current, ...patch }));
  };

  function checkRfc(value: string) {
    const parsed = billingRfcSchema.safeParse(value);
    setErrors((current) => {
      const { rfc: _rfc, ...rest } = current;
      return parsed.success || !value.trim() ? rest : { ...rest, rfc: parsed.error.issues[0]!.message };
    });
  }

  async function submit() {
    const result = await submitChecked(fiscalDataInputSchema, values, setErrors, (input) => save.mutateAsync({ userId, input }));
    if (result) {
      setValues((current) => ({ ...current, rfc: result.rfc, legal_name: result.legal_name }));
      setDone(true);
      onSaved?.();
    }
  }

  return (
    <form
      noValidate
      aria-label="Datos fiscales"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="RFC"
            description="12 caracteres si es empresa, 13 si es persona. Sin RFC: XAXX010101000."
            required
            autoComplete="off"
            value={values.rfc}
            onChange={(event) => {
              set({ rfc: event.currentTarget.value });
              checkRfc(event.currentTarget.value);
            }}
            error={errors.rfc}
          />
          <TextInput label="Código postal del domicilio fiscal" required inputMode="numeric" maxLength={5} value={values.postal_code} onChange={(event) => set({ postal_code: event.currentTarget.value })} error={errors.postal_code} />
        </SimpleGrid>
        <TextInput
          label="Nombre o razón social"
          description="Tal como aparece en tu Constancia de Situación Fiscal, sin el régimen capital (S.A. de C.V.)."
          required
          value={values.legal_name}
          onChange={(event) => set({ legal_name: event.currentTarget.value })}
          error={errors.legal_name}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Régimen fiscal"
            required
            searchable
            allowDeselect={false}
            nothingFoundMessage="Ningún régimen coincide"
            data={regimes.map((regime) => ({ value: regime.code, label: `${regime.code} · ${regime.name}` }))}
            value={values.tax_regime || null}
            onChange={(value) => set({ tax_regime: value ?? '', cfdi_use: '' })}
            error={errors.tax_regime}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label="Uso del CFDI"
            required
            searchable
            allowDeselect={false}
            nothingFoundMessage="Ningún uso coincide"
            data={uses.map((use) => ({ value: use.code, label: `${use.code} · ${use.name}` }))}
            value={values.cfdi_use || null}
            onChange={(value) => set({ cfdi_use: value ?? '' })}
            error={errors.cfdi_use}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        <TextInput label="Correo para recibir facturas" type="email" required autoComplete="email" value={values.email} onChange={(event) => set({ email: event.currentTarget.value })} error={errors.email} />
        <WriteError error={Object.keys(errors).length ? null : save.error} />
        <Group justify="space-between">
          <Text size="sm" fw={600} aria-live="polite">
            {done ? 'Datos fiscales guardados.' : ''}
          </Text>
          <Button type="submit" loading={save.isPending}>
            Guardar datos fiscales
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
