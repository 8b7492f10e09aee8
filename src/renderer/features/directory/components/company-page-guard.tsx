import { Alert, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CompanyDetail } from '../../../../shared/contracts/companies';
import { can } from '../../../../shared/permissions';
import { paths } from '../../../lib/paths';
import { useCompanyDetail } from '../api/get-company-detail';
import { LoadFailed, Loading, Warning } from '../../../components/query-states';
import { useDirectoryContext } from './use-selected-company';

/** The selected company's detail for the pages that edit its public face, or why they cannot. */
export function SelectedCompanyEditor({ title, children }: { title: string; children: (company: CompanyDetail) => ReactNode }) {
  const { roles, company } = useDirectoryContext();
  const allowed = can(roles, 'companies.update') && can(roles, 'files.write');
  const detail = useCompanyDetail(company && allowed ? company.id : null);
  let body: ReactNode;
  if (!company)
    body = (
      <Alert color="blue">
        Elige una empresa en <Link to={paths.selectCompany}>Seleccionar empresa</Link>.
      </Alert>
    );
  else if (!allowed) body = <Warning>Tu rol no permite editar la página pública de la empresa.</Warning>;
  else if (detail.isPending) body = <Loading label="Cargando la empresa" />;
  else if (detail.isError) body = <LoadFailed title="No pudimos cargar la empresa" error={detail.error} onRetry={() => void detail.refetch()} />;
  else body = children(detail.data);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{title}</Title>
        {company && <Text c="dimmed">{company.name}</Text>}
      </div>
      {body}
    </Stack>
  );
}
