import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { type FormEvent, useMemo, useState } from 'react';
import type { CompanyDetail } from '../../../../shared/contracts/companies';
import { fieldErrorsOf } from '../../../lib/client-error';
import { createCompanyInputSchema, useCreateCompany } from '../api/create-company';
import { useBusinessSectors } from '../api/get-business-sectors';
import { useMunicipalities } from '../../../api/get-municipalities';
import { useStates } from '../../../api/get-states';
import { updateCompanyInputSchema, useUpdateCompany } from '../api/update-company';
import { accentInsensitiveFilter, stateOptions } from './catalogue-labels';
import { issuesByField, orNull } from '../../../lib/form-errors';
import { WriteError } from '../../../components/query-states';
import { checkRfcLive } from './rfc-check';

export interface CompanyFormProps {
  /** The company to edit; null creates one. */
  company: CompanyDetail | null;
  onSaved: (company: CompanyDetail) => void;
  onCancel: () => void;
}

function RfcHint({ value }: { value: string }) {
  const check = checkRfcLive(value);
  if (check.state === 'typing')
    return (
      <Text span size="xs" c="dimmed">
        {check.missing === 1 ? 'Falta 1 carácter' : `Faltan ${check.missing} caracteres`} (12 para empresa, 13 para persona física).
      </Text>
    );
  if (check.state === 'valid')
    return (
      <Text span size="xs" c="dimmed" fw={600}>
        ✓ Formato válido ({check.kind === 'moral' ? 'persona moral' : 'persona física'}).
      </Text>
    );
  return (
    <Text span size="xs" c="dimmed">
      12 caracteres para empresa (3 letras, fecha AAMMDD y homoclave) o 13 para persona física.
    </Text>
  );
}

/** A company's data: name, legal name, RFC (checked as it is typed), sector, state → municipality, contact. */
export function CompanyForm({ company, onSaved, onCancel }: CompanyFormProps) {
  const [fields, setFields] = useState({
    name: company?.name ?? '',
    legal_name: company?.legal_name ?? '',
    rfc: company?.rfc ?? '',
    address: company?.address ?? '',
    phone: company?.phone ?? '',
    email: company?.email ?? '',
    website: company?.website ?? '',
  });
  const [sectorId, setSectorId] = useState<number | null>(company?.business_sector_id ?? null);
  const [stateId, setStateId] = useState<number | null>(company?.state_id ?? null);
  const [municipalityId, setMunicipalityId] = useState<number | null>(company?.municipality_id ?? null);
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const sectors = useBusinessSectors();
  const states = useStates();
  const municipalities = useMunicipalities(stateId);
  const municipalityOptions = useMemo(() => (municipalities.data ?? []).map((m) => ({ value: String(m.id), label: m.name })), [municipalities.data]);
  const create = useCreateCompany();
  const update = useUpdateCompany();
  const write = company ? update : create;
  const serverErrors = fieldErrorsOf(write.error);
  const errors = { ...serverErrors, ...localErrors };
  const rfcCheck = checkRfcLive(fields.rfc);
  const set = (key: keyof typeof fields) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setFields((current) => ({ ...current, [key]: value }));
    setLocalErrors(({ [key]: _, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = {
      name: fields.name,
      legal_name: orNull(fields.legal_name),
      rfc: fields.rfc,
      business_sector_id: sectorId,
      state_id: stateId,
      municipality_id: municipalityId,
      address: orNull(fields.address),
      phone: orNull(fields.phone),
      email: orNull(fields.email),
      website: orNull(fields.website),
    };
    const checked = company ? updateCompanyInputSchema.safeParse({ ...input, rfc: input.rfc || null }) : createCompanyInputSchema.safeParse(input);
    if (!checked.success) {
      setLocalErrors(issuesByField(checked.error));
      return;
    }
    setLocalErrors({});
    const saved = company
      ? await update.mutateAsync({ id: company.id, ...input, rfc: input.rfc.trim().toUpperCase() || null }).catch(() => null)
      : await create.mutateAsync({ ...input, rfc: input.rfc.trim().toUpperCase() }).catch(() => null);
    if (saved) onSaved(saved);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <WriteError error={write.error} fieldErrors={serverErrors} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Nombre comercial" required value={fields.name} onChange={set('name')} error={errors.name} maxLength={200} />
          <TextInput label="Razón social" value={fields.legal_name} onChange={set('legal_name')} error={errors.legal_name} maxLength={200} />
          <TextInput
            label="RFC"
            required={!company}
            value={fields.rfc}
            onChange={set('rfc')}
            maxLength={13}
            autoCapitalize="characters"
            autoComplete="off"
            styles={{ input: { textTransform: 'uppercase', fontFamily: 'var(--mantine-font-family-monospace)' } }}
            description={<RfcHint value={fields.rfc} />}
            error={errors.rfc ?? (rfcCheck.state === 'invalid' ? rfcCheck.message : undefined)}
          />
          <Select
            label="Sector"
            placeholder={sectors.isError ? 'No se pudo cargar el catálogo' : 'Elige un sector'}
            searchable
            clearable
            filter={accentInsensitiveFilter}
            nothingFoundMessage="Ningún sector coincide"
            data={(sectors.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
            value={sectorId === null ? null : String(sectorId)}
            onChange={(value) => setSectorId(value ? Number(value) : null)}
            error={errors.business_sector_id}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label="Estado"
            placeholder={states.isError ? 'No se pudo cargar el catálogo' : 'Elige un estado'}
            searchable
            clearable
            filter={accentInsensitiveFilter}
            nothingFoundMessage="Ningún estado coincide"
            data={stateOptions(states.data)}
            value={stateId === null ? null : String(stateId)}
            onChange={(value) => {
              setStateId(value ? Number(value) : null);
              // A municipality belongs to one state: changing the state clears it.
              setMunicipalityId(null);
            }}
            error={errors.state_id}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label="Municipio"
            placeholder={
              stateId === null
                ? 'Primero elige el estado'
                : municipalities.isPending
                  ? 'Cargando municipios…'
                  : municipalities.data?.length === 0
                    ? 'El catálogo no tiene municipios de este estado'
                    : 'Elige un municipio'
            }
            searchable
            clearable
            disabled={stateId === null || !municipalities.data?.length}
            // Oaxaca alone has 570: typed without accents ("tonameca") it is found all the same.
            filter={accentInsensitiveFilter}
            nothingFoundMessage="Ningún municipio de este estado coincide"
            data={municipalityOptions}
            value={municipalityId === null ? null : String(municipalityId)}
            onChange={(value) => setMunicipalityId(value ? Number(value) : null)}
            error={errors.municipality_id ?? (municipalities.isError ? 'No se pudieron cargar los municipios.' : undefined)}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        <Textarea label="Dirección" autosize minRows={2} value={fields.address} onChange={set('address')} error={errors.address} maxLength={500} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="Teléfono" type="tel" value={fields.phone} onChange={set('phone')} error={errors.phone} maxLength={30} />
          <TextInput label="Correo electrónico" type="email" value={fields.email} onChange={set('email')} error={errors.email} maxLength={254} />
          <TextInput label="Sitio web" type="url" placeholder="https://" value={fields.website} onChange={set('website')} error={errors.website} maxLength={300} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancelar
          </Button>
          <Button type="submit" loading={write.isPending}>
            {company ? 'Guardar cambios' : 'Crear empresa'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
