import { Badge, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { addDays, businessDateOf } from '../../../../shared/business-time';
import { Empty, LoadFailed, Loading } from '../../../components/query-states';
import { formatDate, formatDateTime } from '../../../lib/date-format';
import { useSupportDashboard } from '../api/get-support-dashboard';
import { BacklogAgeChart, ComplianceChart, CreatedResolvedChart, TicketsByStatusChart } from '../components/dashboard-charts';
import { backlogBars, complianceByAgent, complianceByCategory, flowDays, openTickets, percentText, statusSlices } from '../components/dashboard-data';
import { useLiveSupport } from '../components/use-live-support';
import { useSupportRole } from '../components/use-support-role';

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

const PERIODS = [
  { value: '7', label: '7 días' },
  { value: '30', label: '30 días' },
  { value: '90', label: '90 días' },
];

/** `/soporte/tablero`: support's counts and SLA compliance, refreshed with every ticket change. */
export default function SupportDashboardPage() {
  const { company, support } = useSupportRole();
  const [days, setDays] = useState('30');
  const to = businessDateOf(new Date());
  const from = addDays(to, -(Number(days) - 1));
  const dashboard = useSupportDashboard({ companyId: company?.id ?? 0, from, to }, support);
  useLiveSupport('tickets', company?.id ?? null, support);
  const data = dashboard.data;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>Tablero de soporte</Title>
          <Text size="sm" c="dimmed">
            Se actualiza solo con cada cambio de un ticket. {data && <>Datos de {formatDateTime(data.generated_at)}</>}
          </Text>
        </div>
        <Group gap="sm">
          {data && (
            <Badge variant="light" color="gray">
              {formatDate(data.from)} – {formatDate(data.to)}
            </Badge>
          )}
          <SegmentedControl aria-label="Periodo del tablero" value={days} onChange={setDays} data={PERIODS} />
        </Group>
      </Group>
      {!company && <Empty>Selecciona una empresa para ver su tablero.</Empty>}
      {company && !support && <Empty>El tablero de soporte es para el equipo de soporte técnico de la empresa.</Empty>}
      {company && support && dashboard.isPending && <Loading label="Cargando tablero de soporte" />}
      {company && support && dashboard.isError && <LoadFailed title="No pudimos cargar el tablero de soporte" error={dashboard.error} onRetry={() => void dashboard.refetch()} />}
      {data && (
        <>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Stat label="Abiertos ahora" value={openTickets(data).toLocaleString('es-MX')} testId="soporte-abiertos" />
            <Stat label={`Creados (${days} días)`} value={data.sla_overall.tickets.toLocaleString('es-MX')} testId="soporte-creados" />
            <Stat label="Primera respuesta a tiempo" value={percentText(data.sla_overall.first_response)} testId="soporte-sla-primera" />
            <Stat label="Resolución a tiempo" value={percentText(data.sla_overall.resolution)} testId="soporte-sla-resolucion" />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <TicketsByStatusChart data={statusSlices(data)} />
            <BacklogAgeChart data={backlogBars(data)} />
            <CreatedResolvedChart data={flowDays(data)} />
            <ComplianceChart title="Cumplimiento de SLA por agente" subject="Agente" data={complianceByAgent(data)} />
            <ComplianceChart title="Cumplimiento de SLA por categoría" subject="Categoría" data={complianceByCategory(data)} />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
