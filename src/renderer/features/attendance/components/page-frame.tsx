import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Company } from '../../../../shared/contracts/companies';
import { paths } from '../../../lib/paths';

export interface PageFrameProps {
  title: string;
  company?: Company | null;
  /** false: this page works without a selected company (the employee's own views). */
  needsCompany?: boolean;
  /** false: the user's roles may not see this page (the server would refuse it too). */
  allowed?: boolean;
  actions?: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}

/** The heading, the chosen company, and the two reasons a page shows nothing: no company, no permission. */
export function PageFrame({ title, company, needsCompany = true, allowed = true, actions, description, children }: PageFrameProps) {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{title}</Title>
          {company && <Text c="dimmed">{company.name}</Text>}
          {description && (
            <Text size="sm" c="dimmed" mt={4}>
              {description}
            </Text>
          )}
        </div>
        {allowed && (company || !needsCompany) && actions}
      </Group>
      {!allowed ? (
        <Alert color="blue" title="Sin acceso">
          Esta sección es para quienes administran la asistencia de la empresa.
        </Alert>
      ) : needsCompany && !company ? (
        <Alert color="blue">
          Elige una empresa en <Link to={paths.selectCompany}>Seleccionar empresa</Link> para continuar.
        </Alert>
      ) : (
        children
      )}
    </Stack>
  );
}
