import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { can } from '../../../../shared/permissions';
import { companyFormPath, paths } from '../../../lib/paths';
import { useCompanyDetail } from '../api/get-company-detail';
import { CompanyForm } from '../components/company-form';
import { LoadFailed, Loading, Warning } from '../../../components/query-states';
import { useDirectoryContext } from '../components/use-selected-company';

/** `/empresas/crear-empresa`: a new company (super admin), or `?id=` to edit one. */
export default function CompanyFormPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { roles, company: selected } = useDirectoryContext();
  const rawId = params.get('id');
  const id = rawId && /^\d+$/.test(rawId) ? Number(rawId) : null;
  const editing = rawId !== null;
  const detail = useCompanyDetail(id);
  const back = () => void navigate(paths.companies);

  const title = editing ? 'Editar empresa' : 'Nueva empresa';
  let body;
  if (editing && id === null) {
    body = <Alert color="red">La dirección no corresponde a ninguna empresa.</Alert>;
  } else if (editing && !can(roles, 'companies.update')) {
    body = <Warning>Tu rol no permite editar los datos de la empresa.</Warning>;
  } else if (!editing && !can(roles, 'companies.create')) {
    body = (
      <Warning title="Solo un superadministrador crea empresas">
        <Text size="sm">
          Puedes editar los datos de tu empresa
          {selected && (
            <>
              {' '}
              en{' '}
              <Anchor component={Link} to={companyFormPath(selected.id)}>
                {selected.name}
              </Anchor>
            </>
          )}
          .
        </Text>
      </Warning>
    );
  } else if (editing && detail.isPending) {
    body = <Loading label="Cargando la empresa" />;
  } else if (editing && detail.isError) {
    body = (
      <LoadFailed
        title={detail.error.status === 404 ? 'No encontramos esta empresa' : 'No pudimos cargar la empresa'}
        error={detail.error}
        onRetry={detail.error.status === 404 ? undefined : () => void detail.refetch()}
      />
    );
  } else {
    body = (
      <Paper withBorder p="lg" radius="md">
        <CompanyForm key={detail.data?.id ?? 'nueva'} company={editing ? (detail.data ?? null) : null} onSaved={back} onCancel={back} />
      </Paper>
    );
  }

  return (
    <Stack gap="lg" maw={960}>
      <Anchor component={Link} to={paths.companies} size="sm">
        ← Empresas
      </Anchor>
      <div>
        <Title order={1}>{title}</Title>
        {editing && detail.data && <Text c="dimmed">{detail.data.name}</Text>}
      </div>
      {body}
    </Stack>
  );
}
