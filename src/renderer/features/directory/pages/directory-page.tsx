import { Anchor, Avatar, Badge, Box, Card, Container, Group, Select, SimpleGrid, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useListState } from '../../../hooks/use-list-state';
import type { PublicCompany } from '../../../../shared/contracts/companies';
import { useBusinessSectors } from '../api/get-business-sectors';
import { useStates } from '../../../api/get-states';
import { useCompaniesDirectory } from '../api/search-companies-directory';
import { paragraphsOf } from '../components/banner-order';
import { stateName, stateOptions } from '../components/catalogue-labels';
import { Empty, LoadFailed, Loading, Pages } from '../../../components/query-states';

/** Contact links stacked in a card: each at least 24 px tall (WCAG 2.5.8 target size). */
const CONTACT_LINK = { display: 'inline-block', minHeight: 24, lineHeight: '24px' } as const;

/** Only http(s) addresses become links (the value comes from a company's own data). */
const safeWebsite = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);

function CompanyCard({ company, state }: { company: PublicCompany; state: string | null }) {
  const summary = paragraphsOf(company.landing_text)[0];
  const website = safeWebsite(company.website);
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={`empresa-${company.id}`}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar src={company.logo_path} alt={company.logo_path ? `Logotipo de ${company.name}` : undefined} size="lg" radius="md" color="teal">
          {company.name.slice(0, 2).toUpperCase()}
        </Avatar>
        <Box>
          <Title order={2} fz="h4" id={`empresa-${company.id}`}>
            {company.name}
          </Title>
          <Group gap="xs" mt={2}>
            {company.verified_company && (
              <Badge color="teal" variant="light" size="sm">
                Verificada
              </Badge>
            )}
            {company.business_sector && (
              <Text size="sm" c="dimmed">
                {company.business_sector.name}
              </Text>
            )}
          </Group>
        </Box>
      </Group>
      {summary && (
        <Text size="sm" mt="sm" lineClamp={3}>
          {summary}
        </Text>
      )}
      <Stack gap={4} mt="sm" align="flex-start">
        {state && <Text size="sm">{state}</Text>}
        {company.phone && (
          <Anchor href={`tel:${company.phone.replace(/[^\d+]/g, '')}`} size="sm" underline="always" style={CONTACT_LINK}>
            {company.phone}
          </Anchor>
        )}
        {company.email && (
          <Anchor href={`mailto:${company.email}`} size="sm" underline="always" style={CONTACT_LINK}>
            {company.email}
          </Anchor>
        )}
        {website && (
          <Anchor href={website} target="_blank" rel="noopener noreferrer nofollow" size="sm" underline="always" style={CONTACT_LINK}>
            {website.replace(/^https?:\/\//i, '')}
            <VisuallyHidden> (se abre en otra pestaña)</VisuallyHidden>
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}

/** `/directorio`: the public directory of authorized companies; no sign-in needed. */
export default function DirectoryPage() {
  // In the address ('' = no filter): Back from a company's page returns to the same results.
  const [filters, setFilters] = useListState({ q: '', sector: '', state: '', page: 1 });
  const [q] = useDebouncedValue(filters.q, 300);
  const sector = filters.sector || null;
  const state = filters.state || null;
  const { page } = filters;
  const states = useStates();
  // The sector catalogue is public, like the states: signed out too.
  const sectors = useBusinessSectors();
  const list = useCompaniesDirectory({ q, page, businessSectorId: sector ? Number(sector) : null, stateId: state ? Number(state) : null });
  const rows = list.data?.data ?? [];
  const sectorOptions = (sectors.data ?? []).map((s) => ({ value: String(s.id), label: s.name }));

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>Directorio de empresas</Title>
          <Text size="lg">Empresas autorizadas en Plataforma. Las verificadas llevan la insignia «Verificada».</Text>
        </Stack>
        <Group align="flex-end" wrap="wrap" component="search" role="search" aria-label="Buscar empresas">
          <TextInput
            label="Buscar"
            type="search"
            placeholder="Nombre de la empresa"
            value={filters.q}
            onChange={(event) => setFilters({ q: event.currentTarget.value })}
            w={{ base: '100%', sm: 300 }}
          />
          <Select
            label="Sector"
            placeholder="Todos"
            clearable
            searchable
            data={sectorOptions}
            value={sector}
            onChange={(value) => setFilters({ sector: value ?? '' })}
            w={{ base: '100%', sm: 240 }}
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
            w={{ base: '100%', sm: 220 }}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
        {/* The list's room is held while it loads, so the footer is not pushed down when it
            arrives (a layout shift on the prerendered page: CLS 0.19 on a phone). */}
        {list.isPending && (
          <Box mih="60vh">
            <Loading label="Cargando el directorio" />
          </Box>
        )}
        {list.isError && <LoadFailed title="No pudimos cargar el directorio" error={list.error} onRetry={() => void list.refetch()} />}
        {list.data && rows.length === 0 && <Empty>Ninguna empresa coincide con tu búsqueda.</Empty>}
        {rows.length > 0 && (
          <>
            <Text size="sm" c="dimmed" role="status">
              {list.data!.total === 1 ? '1 empresa' : `${list.data!.total.toLocaleString('es-MX')} empresas`}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {rows.map((company) => (
                <CompanyCard key={company.id} company={company} state={stateName(states.data, company.state_id)} />
              ))}
            </SimpleGrid>
          </>
        )}
        {list.data && <Pages total={list.data.last_page} value={page} onChange={(next) => setFilters({ page: next }, { push: true })} />}
      </Stack>
    </Container>
  );
}
