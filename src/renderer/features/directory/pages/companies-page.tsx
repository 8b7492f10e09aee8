import { Anchor, Badge, Button, Group, Paper, Select, Stack, Switch, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useListState } from '../../../hooks/use-list-state';
import { Link } from 'react-router';
import type { CompanyDetail } from '../../../../shared/contracts/companies';
import { can } from '../../../../shared/permissions';
import { describeForPeople } from '../../../lib/client-error';
import { companyFormPath, paths } from '../../../lib/paths';
import { useBusinessSectors } from '../api/get-business-sectors';
import { useCompanies } from '../../../api/get-companies';
import { useStates } from '../../../api/get-states';
import { type CompanyFlag, useSetCompanyFlag } from '../api/set-company-flags';
import { flagOf, stateName, stateOptions } from '../components/catalogue-labels';
import { Empty, LoadFailed, Loading, Pages } from '../../../components/query-states';
import { useDirectoryContext } from '../components/use-selected-company';
import { TableScroll } from '../../../components/table-scroll';

const YES_NO = [
  { value: 'true', label: 'Sí' },
  { value: 'false', label: 'No' },
];

function FlagCell({ company, flag, editable }: { company: CompanyDetail; flag: CompanyFlag; editable: boolean }) {
  const toggle = useSetCompanyFlag();
  const value = toggle.isPending ? toggle.variables.value : company[flag];
  const label = flag === 'verified_company' ? 'Verificada' : 'Autorizada';
  if (!editable) {
    return value ? (
      <Badge color="teal" variant="light">
        Sí
      </Badge>
    ) : (
      <Badge color="gray" variant="light">
        No
      </Badge>
    );
  }
  return (
    <Stack gap={2}>
      <Switch
        aria-label={`${label}: ${company.name}`}
        checked={value}
        disabled={toggle.isPending}
        onChange={(event) => toggle.mutate({ id: company.id, flag, value: event.currentTarget.checked })}
      />
      {toggle.error && (
        <Text size="xs" c="var(--mantine-color-error)" role="alert">
          {describeForPeople(toggle.error)}
        </Text>
      )}
    </Stack>
  );
}

/** `/empresas`: the companies the user may see (every company for a super admin), with filters. */
export default function CompaniesPage() {
  const { roles } = useDirectoryContext();
  // In the address ('' = no filter), so Back from a company returns to the same list.
  const [filters, setFilters] = useListState({ q: '', sector: '', state: '', verified: '', authorized: '', page: 1 });
  const [q] = useDebouncedValue(filters.q, 300);
  const sector = filters.sector || null;
  const state = filters.state || null;
  const verified = filters.verified || null;
  const authorized = filters.authorized || null;
  const { page } = filters;
  const sectors = useBusinessSectors();
  const states = useStates();
  const list = useCompanies({
    page,
    q,
    businessSectorId: sector ? Number(sector) : null,
    stateId: state ? Number(state) : null,
    verified: flagOf(verified),
    authorized: flagOf(authorized),
  });
  const rows = list.data?.data ?? [];
  const filtered = Boolean(q.trim()) || sector !== null || state !== null || verified !== null || authorized !== null;
  const canVerify = can(roles, 'companies.verify');
  const canAuthorize = can(roles, 'companies.authorize');
  const canEdit = can(roles, 'companies.update');

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Title order={1}>Empresas</Title>
        <Group gap="sm">
          {canVerify && (
            <Button component={Link} to={paths.companyVerification} variant="default">
              Verificación pendiente
            </Button>
          )}
          {can(roles, 'companies.create') && (
            <Button component={Link} to={paths.companyForm}>
              Nueva empresa
            </Button>
          )}
        </Group>
      </Group>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm">
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label="Buscar"
              type="search"
              placeholder="Nombre o RFC"
              value={filters.q}
              onChange={(event) => setFilters({ q: event.currentTarget.value })}
              w={{ base: '100%', sm: 240 }}
            />
            <Select
              label="Sector"
              placeholder="Todos"
              clearable
              searchable
              data={(sectors.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
              value={sector}
              onChange={(value) => setFilters({ sector: value ?? '' })}
              w={{ base: '100%', sm: 220 }}
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              label="Estado"
              placeholder="Todos"
              clearable
              searchable
              data={stateOptions(states.data)}
              value={state}
              onChange={(value) => setFilters({ state: value ?? '' })}
              w={{ base: '100%', sm: 200 }}
              comboboxProps={{ withinPortal: true }}
            />
            <Select label="Verificada" placeholder="Todas" clearable data={YES_NO} value={verified} onChange={(value) => setFilters({ verified: value ?? '' })} w={120} />
            <Select label="Autorizada" placeholder="Todas" clearable data={YES_NO} value={authorized} onChange={(value) => setFilters({ authorized: value ?? '' })} w={120} />
          </Group>

          {list.isPending && <Loading label="Cargando empresas" />}
          {list.isError && <LoadFailed title="No pudimos cargar las empresas" error={list.error} onRetry={() => void list.refetch()} />}
          {list.data && rows.length === 0 && <Empty>{filtered ? 'Ninguna empresa coincide con la búsqueda o los filtros.' : 'No hay empresas que mostrar.'}</Empty>}
          {rows.length > 0 && (
            <TableScroll label="Lista de empresas" minWidth={820}>
              <Table striped highlightOnHover aria-label="Empresas" aria-busy={list.isFetching}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Nombre</Table.Th>
                    <Table.Th scope="col">RFC</Table.Th>
                    <Table.Th scope="col">Sector</Table.Th>
                    <Table.Th scope="col">Estado</Table.Th>
                    <Table.Th scope="col">Verificada</Table.Th>
                    <Table.Th scope="col">Autorizada</Table.Th>
                    {canEdit && (
                      <Table.Th scope="col">
                        <VisuallyHidden>Acciones</VisuallyHidden>
                      </Table.Th>
                    )}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((company) => (
                    <Table.Tr key={company.id}>
                      <Table.Td>
                        <Text fw={500}>{company.name}</Text>
                        {company.legal_name && (
                          <Text size="xs" c="dimmed">
                            {company.legal_name}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Text span ff="monospace" size="sm">
                          {company.rfc ?? '—'}
                        </Text>
                      </Table.Td>
                      <Table.Td>{company.business_sector?.name ?? '—'}</Table.Td>
                      <Table.Td>{stateName(states.data, company.state_id) ?? '—'}</Table.Td>
                      <Table.Td>
                        <FlagCell company={company} flag="verified_company" editable={canVerify} />
                      </Table.Td>
                      <Table.Td>
                        <FlagCell company={company} flag="is_authorized" editable={canAuthorize} />
                      </Table.Td>
                      {canEdit && (
                        <Table.Td>
                          <Anchor component={Link} to={companyFormPath(company.id)} size="sm" aria-label={`Editar ${company.name}`}>
                            Editar
                          </Anchor>
                        </Table.Td>
                      )}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
          )}
          {list.data && <Pages total={list.data.last_page} value={page} onChange={(next) => setFilters({ page: next }, { push: true })} />}
        </Stack>
      </Paper>
    </Stack>
  );
}
