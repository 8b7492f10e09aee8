import { Badge, Group, SimpleGrid, Text } from '@mantine/core';
import type { CompanyDetail } from '../../../../shared/contracts/companies';
import { useMunicipalities } from '../../../api/get-municipalities';
import { useStates } from '../../../api/get-states';
import { stateName } from './catalogue-labels';

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ wordBreak: 'break-word' }}>
        {value || <Text span c="var(--mantine-color-error)" size="sm">Falta</Text>}
      </Text>
    </div>
  );
}

/** A company's data as a reviewer reads it, with "Falta" where something is missing. */
export function CompanySummary({ company }: { company: CompanyDetail }) {
  const states = useStates();
  const municipalities = useMunicipalities(company.state_id);
  const municipality = municipalities.data?.find((m) => m.id === company.municipality_id)?.name ?? null;
  return (
    <>
      <Group gap="xs" mb="sm">
        <Badge color={company.verified_company ? 'teal' : 'gray'} variant="light">
          {company.verified_company ? 'Verificada' : 'Sin verificar'}
        </Badge>
        <Badge color={company.is_authorized ? 'teal' : 'gray'} variant="light">
          {company.is_authorized ? 'Autorizada' : 'Sin autorizar'}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field label="Nombre comercial" value={company.name} />
        <Field label="Razón social" value={company.legal_name} />
        <Field label="RFC" value={company.rfc} />
        <Field label="Sector" value={company.business_sector?.name} />
        <Field label="Estado" value={stateName(states.data, company.state_id) ?? (company.state_id ? `Clave ${company.state_id}` : null)} />
        <Field label="Municipio" value={municipality ?? (company.municipality_id ? `Clave ${company.municipality_id}` : null)} />
        <Field label="Dirección" value={company.address} />
        <Field label="Teléfono" value={company.phone} />
        <Field label="Correo electrónico" value={company.email} />
        <Field label="Sitio web" value={company.website} />
        <Field label="Logotipo" value={company.logo_path ? 'Cargado' : null} />
        <Field label="Alta" value={new Date(company.created_at).toLocaleDateString('es-MX')} />
      </SimpleGrid>
    </>
  );
}
