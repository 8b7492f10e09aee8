import { Alert, Anchor, Button, Grid, Group, List, NavLink, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useListState } from '../../../hooks/use-list-state';
import { Link } from 'react-router';
import type { CompanyDetail } from '../../../../shared/contracts/companies';
import { can } from '../../../../shared/permissions';
import { companyFormPath, paths } from '../../../lib/paths';
import { useCompanies } from '../../../api/get-companies';
import { useCompanyDetail } from '../api/get-company-detail';
import { useSetCompanyFlag } from '../api/set-company-flags';
import { CompanySummary } from '../components/company-summary';
import { Empty, LoadFailed, Loading, Pages, Warning, WriteError } from '../../../components/query-states';
import { useDirectoryContext } from '../components/use-selected-company';
import { missingForVerification, verificationStage } from '../components/verification';
import { serverRefused } from '../../../lib/client-error';

type Queue = 'verify' | 'authorize';

function Review({ company, onDone }: { company: CompanyDetail; onDone: (message: string) => void }) {
  const toggle = useSetCompanyFlag();
  const missing = missingForVerification(company);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="revision">
      <Title order={2} fz="h3" id="revision" mb="sm">
        {company.name}
      </Title>
      <CompanySummary company={company} />
      {missing.length > 0 && (
        <Warning mt="md" title="Datos faltantes">
          {missing.join(', ')}.
        </Warning>
      )}
      <WriteError error={toggle.error} />
      <Group mt="md">
        <Button
          color={company.verified_company ? 'gray' : 'teal'}
          variant={company.verified_company ? 'default' : 'filled'}
          loading={toggle.isPending && toggle.variables.flag === 'verified_company'}
          onClick={() =>
            toggle.mutate(
              { id: company.id, flag: 'verified_company', value: !company.verified_company },
              { onSuccess: (saved) => onDone(`${saved.name} ${saved.verified_company ? 'quedó verificada' : 'ya no está verificada'}.`) },
            )
          }
        >
          {company.verified_company ? 'Quitar verificación' : 'Verificar'}
        </Button>
        <Button
          color={company.is_authorized ? 'gray' : 'teal'}
          variant={company.is_authorized ? 'default' : 'filled'}
          loading={toggle.isPending && toggle.variables.flag === 'is_authorized'}
          onClick={() =>
            toggle.mutate(
              { id: company.id, flag: 'is_authorized', value: !company.is_authorized },
              { onSuccess: (saved) => onDone(`${saved.name} ${saved.is_authorized ? 'quedó autorizada' : 'ya no está autorizada'}.`) },
            )
          }
        >
          {company.is_authorized ? 'Quitar autorización' : 'Autorizar'}
        </Button>
        <Anchor component={Link} to={companyFormPath(company.id)} size="sm">
          Editar datos
        </Anchor>
      </Group>
    </Paper>
  );
}

function ReviewQueue() {
  // The queue and page in the address: a reload or Back keeps the reviewer where they were.
  const [filters, setFilters] = useListState({ queue: 'verify', page: 1 });
  const queue: Queue = filters.queue === 'authorize' ? 'authorize' : 'verify';
  const { page } = filters;
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // A reviewed company leaves its queue; this says what happened to it.
  const [notice, setNotice] = useState<string | null>(null);
  const list = useCompanies({ page, q: '', ...(queue === 'verify' ? { verified: false } : { authorized: false }) });
  const items = (list.data?.data ?? []).filter((c) => (queue === 'verify' ? !c.verified_company : !c.is_authorized));
  // The detail follows the flags as they change; the list item is only its first sight.
  const chosen = items.find((c) => c.id === selectedId) ?? items[0] ?? null;
  const detail = useCompanyDetail(chosen?.id ?? null);
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Cola"
        value={queue}
        onChange={(value) => {
          setFilters({ queue: value });
          setSelectedId(null);
          setNotice(null);
        }}
        data={[
          { value: 'verify', label: 'Por verificar' },
          { value: 'authorize', label: 'Por autorizar' },
        ]}
        w="fit-content"
      />
      {notice && (
        <Alert color="teal" role="status" withCloseButton closeButtonLabel="Cerrar aviso" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {list.isPending && <Loading label="Cargando empresas pendientes" />}
      {list.isError && <LoadFailed title="No pudimos cargar las empresas pendientes" error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && items.length === 0 && <Empty>{queue === 'verify' ? 'No hay empresas por verificar.' : 'No hay empresas por autorizar.'}</Empty>}
      {items.length > 0 && chosen && (
        <Grid>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper withBorder radius="md" p="xs" component="nav" aria-label="Empresas pendientes">
              {items.map((company) => (
                <NavLink
                  key={company.id}
                  component="button"
                  label={company.name}
                  description={company.rfc ?? 'Sin RFC'}
                  active={company.id === chosen.id}
                  aria-current={company.id === chosen.id ? 'true' : undefined}
                  onClick={() => setSelectedId(company.id)}
                />
              ))}
              <Pages total={list.data?.last_page ?? 1} value={page} onChange={(next) => setFilters({ page: next }, { push: true })} />
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Review company={detail.data ?? chosen} onDone={setNotice} />
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}

const STAGE_TEXT = {
  incomplete: 'Completa los datos que faltan para que podamos verificar tu empresa.',
  'in-review': 'Tus datos están completos: un administrador de la plataforma revisará y verificará tu empresa.',
  'verified-not-authorized': 'Tu empresa está verificada. Falta que la autoricen para aparecer en el directorio público.',
  published: 'Tu empresa está verificada y autorizada: aparece en el directorio público.',
} as const;

function OwnStatus({ companyId }: { companyId: number }) {
  const detail = useCompanyDetail(companyId);
  if (detail.isPending) return <Loading label="Cargando la empresa" />;
  if (detail.data === undefined || serverRefused(detail.error)) return <LoadFailed title="No pudimos cargar tu empresa" error={detail.error} onRetry={() => void detail.refetch()} />;
  const company = detail.data;
  const missing = missingForVerification(company);
  const stage = verificationStage(company);
  return (
    <Stack gap="md">
      {stage === 'incomplete' ? (
        <Warning title={company.name}>{STAGE_TEXT[stage]}</Warning>
      ) : (
        <Alert color={stage === 'published' ? 'teal' : 'blue'} title={company.name}>
          {STAGE_TEXT[stage]}
        </Alert>
      )}
      {missing.length > 0 && (
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="faltantes">
          <Title order={2} fz="h3" id="faltantes" mb="xs">
            Qué falta
          </Title>
          <List size="sm">
            {missing.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
          <Group mt="md">
            <Button component={Link} to={companyFormPath(company.id)}>
              Completar datos
            </Button>
            {!company.logo_path && (
              <Button component={Link} to={paths.companyLanding} variant="default">
                Subir logotipo
              </Button>
            )}
          </Group>
        </Paper>
      )}
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="datos-empresa">
        <Title order={2} fz="h3" id="datos-empresa" mb="sm">
          Datos registrados
        </Title>
        <CompanySummary company={company} />
      </Paper>
    </Stack>
  );
}

/** `/empresas/verificar-empresa`: the super admin's review queue; a company admin's own status. */
export default function CompanyVerificationPage() {
  const { roles, company } = useDirectoryContext();
  const reviewer = can(roles, 'companies.verify') || can(roles, 'companies.authorize');
  return (
    <Stack gap="lg">
      <Title order={1}>Verificación de empresas</Title>
      {reviewer ? (
        <ReviewQueue />
      ) : company ? (
        <OwnStatus companyId={company.id} />
      ) : (
        <Alert color="blue">
          Elige una empresa en <Link to={paths.selectCompany}>Seleccionar empresa</Link> para ver su verificación.
        </Alert>
      )}
      {!reviewer && <Text size="sm" c="dimmed">La verificación y la autorización las otorga un administrador de la plataforma.</Text>}
    </Stack>
  );
}
