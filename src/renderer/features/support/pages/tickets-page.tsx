import { Button, Group, Select, SimpleGrid, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  TICKET_CATEGORIES,
  TICKET_CATEGORY_LABELS,
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  TICKET_STATUSES,
  TICKET_STATUS_LABELS,
  TICKET_VIEWS,
} from '../../../../shared/contracts/support';
import { Empty, Pages } from '../../../components/query-states';
import { oneOf, useListState } from '../../../hooks/use-list-state';
import { ticketPath } from '../../../lib/paths';
import { type TicketView, useTickets } from '../api/get-tickets';
import { NewTicketModal } from '../components/new-ticket-modal';
import { ticketCountText } from '../components/ticket-labels';
import { TicketQueueTable } from '../components/ticket-queue-table';
import { TicketsReportMenu } from '../components/tickets-report-menu';
import { useLiveSupport } from '../components/use-live-support';
import { useSupportRole } from '../components/use-support-role';

const VIEW_LABELS: Record<TicketView, string> = { mine: 'Mis tickets asignados', unassigned: 'Sin asignar', breaching: 'Por vencer', waiting: 'En espera', all: 'Todos' };
const VIEW_EMPTY: Record<TicketView, string> = {
  mine: 'No tienes tickets asignados pendientes.',
  unassigned: 'No hay tickets sin asignar.',
  breaching: 'Ningún ticket está cerca de vencer su SLA.',
  waiting: 'No hay tickets en espera del solicitante.',
  all: 'No hay tickets con estos filtros.',
};
const TAB_ORDER: TicketView[] = ['mine', 'unassigned', 'breaching', 'waiting', 'all'];

/**
 * `/soporte/tickets`: support's queue of the company (tabs, filters, search, live from the socket,
 * keyboard-driven), or, for an employee who is not support, their own tickets. Both raise tickets.
 */
export default function TicketsPage() {
  const { company, support } = useSupportRole();
  const navigate = useNavigate();
  const [filters, setFilters] = useListState({ view: 'mine', status: '', priority: '', category: '', q: '', page: 1 });
  const view = oneOf(TICKET_VIEWS, filters.view) ?? 'mine';
  const status = oneOf(TICKET_STATUSES, filters.status);
  const priority = oneOf(TICKET_PRIORITIES, filters.priority);
  const category = oneOf(TICKET_CATEGORIES, filters.category);
  const [writing, setWriting] = useState(false);
  const tickets = useTickets(
    { companyId: company?.id ?? 0, page: filters.page, view: support ? view : 'all', status, priority, category, q: filters.q },
    Boolean(company),
  );
  useLiveSupport('tickets', company?.id ?? null, support);

  if (!company) return <Empty>Selecciona una empresa.</Empty>;
  const filtered = Boolean(status || priority || category || filters.q.trim());
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{support ? 'Tickets de soporte' : 'Mis tickets'}</Title>
          <Text size="sm" c="dimmed">
            {support ? 'La bandeja de soporte técnico de la empresa. Teclado: j/k o flechas para moverte, Enter para abrir.' : 'Tus solicitudes al soporte técnico de la empresa y su avance.'}
          </Text>
        </div>
        <Group gap="sm" align="flex-start">
          {support && <TicketsReportMenu companyId={company.id} filters={{ status: status ?? undefined, priority: priority ?? undefined, category: category ?? undefined }} />}
          <Button onClick={() => setWriting(true)}>Nuevo ticket</Button>
        </Group>
      </Group>
      {support && (
        <Tabs value={view} onChange={(value) => setFilters({ view: value ?? 'mine' })}>
          <Tabs.List>
            {TAB_ORDER.map((value) => (
              <Tabs.Tab key={value} value={value}>
                {VIEW_LABELS[value]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <TextInput label="Buscar" placeholder="Asunto o referencia (TK-000123)" type="search" value={filters.q} onChange={(event) => setFilters({ q: event.currentTarget.value })} />
        <Select label="Estado" placeholder="Todos" clearable data={TICKET_STATUSES.map((value) => ({ value, label: TICKET_STATUS_LABELS[value] }))} value={status} onChange={(value) => setFilters({ status: value ?? '' })} comboboxProps={{ withinPortal: true }} />
        <Select label="Prioridad" placeholder="Todas" clearable data={TICKET_PRIORITIES.map((value) => ({ value, label: TICKET_PRIORITY_LABELS[value] }))} value={priority} onChange={(value) => setFilters({ priority: value ?? '' })} comboboxProps={{ withinPortal: true }} />
        <Select label="Categoría" placeholder="Todas" clearable data={TICKET_CATEGORIES.map((value) => ({ value, label: TICKET_CATEGORY_LABELS[value] }))} value={category} onChange={(value) => setFilters({ category: value ?? '' })} comboboxProps={{ withinPortal: true }} />
      </SimpleGrid>
      {tickets.data && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {ticketCountText(tickets.data)}
        </Text>
      )}
      <TicketQueueTable
        query={tickets}
        rows={tickets.data?.data ?? []}
        support={support}
        label={support ? `Tickets: ${VIEW_LABELS[view]}` : 'Mis tickets'}
        empty={filtered ? 'Ningún ticket coincide con la búsqueda o los filtros.' : support ? VIEW_EMPTY[view] : 'Aún no has levantado tickets. Usa «Nuevo ticket» cuando necesites ayuda.'}
      />
      {tickets.data && <Pages total={tickets.data.last_page} value={filters.page} onChange={(next) => setFilters({ page: next }, { push: true })} />}
      <NewTicketModal opened={writing} companyId={company.id} support={support} onClose={() => setWriting(false)} onCreated={(id) => void navigate(ticketPath(id))} />
    </Stack>
  );
}
