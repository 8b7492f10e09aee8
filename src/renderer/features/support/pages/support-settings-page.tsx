import { Alert, Button, Card, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { TICKET_PRIORITY_LABELS, type SupportSettings, type TicketPriority } from '../../../../shared/contracts/support';
import { NumberField, type NumberFieldState, numberFieldsAreValid, numberValue, useNumberField } from '../../../components/number-field';
import { Empty, LoadFailed, Loading, WriteError } from '../../../components/query-states';
import { fieldErrorsOf } from '../../../lib/client-error';
import { useSupportSettings } from '../api/get-support-settings';
import { useUpdateSupportSettings } from '../api/update-support-settings';
import { BusinessCalendarEditor, type Weekly, messageUnder } from '../components/business-calendar-editor';
import { useSupportRole } from '../components/use-support-role';

const RULES = { required: true, integer: true } as const;

const hoursText = (field: NumberFieldState) => {
  const minutes = numberValue(field);
  return minutes === null ? undefined : minutes >= 60 ? `${(minutes / 60).toLocaleString('es-MX', { maximumFractionDigits: 1 })} h hábiles` : `${minutes} min hábiles`;
};

/** One priority's two targets (minutes of business time). */
function usePolicyFields(settings: SupportSettings, priority: TicketPriority) {
  const policy = settings.policies.find((item) => item.priority === priority);
  return { priority, first: useNumberField(policy?.first_response_minutes, RULES), resolution: useNumberField(policy?.resolution_minutes, RULES) };
}

function SettingsForm({ companyId, settings }: { companyId: number; settings: SupportSettings }) {
  const policies = [usePolicyFields(settings, 'urgent'), usePolicyFields(settings, 'high'), usePolicyFields(settings, 'normal'), usePolicyFields(settings, 'low')];
  const [weekly, setWeekly] = useState<Weekly>(() => Object.fromEntries(Object.entries(settings.calendar.weekly).map(([day, intervals]) => [day, intervals ?? []])));
  const [holidays, setHolidays] = useState(settings.calendar.holidays);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const save = useUpdateSupportSettings();

  async function submit() {
    setSaved(false);
    if (!numberFieldsAreValid(policies.flatMap((row) => [row.first, row.resolution]))) return;
    const input = {
      policies: policies.map((row) => ({ priority: row.priority, first_response_minutes: numberValue(row.first)!, resolution_minutes: numberValue(row.resolution)! })),
      calendar: { weekly: Object.fromEntries(Object.entries(weekly).filter(([, intervals]) => intervals.length > 0)), holidays },
    };
    setErrors({});
    try {
      await save.mutateAsync({ companyId, input });
      setSaved(true);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    }
  }

  const messages = [...new Set(Object.values(errors))];
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="lg">
        <Card withBorder>
          <Stack gap="sm">
            <Title order={2} size="h3">
              Metas de SLA por prioridad
            </Title>
            <Text size="sm" c="dimmed">
              Minutos hábiles (según el horario de abajo); el reloj se detiene mientras el ticket espera al solicitante.
            </Text>
            <Table aria-label="Metas de SLA por prioridad">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Prioridad</Table.Th>
                  <Table.Th scope="col">Primera respuesta</Table.Th>
                  <Table.Th scope="col">Resolución</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {policies.map((row, index) => (
                  <Table.Tr key={row.priority}>
                    <Table.Th scope="row" fw={500}>
                      {TICKET_PRIORITY_LABELS[row.priority]}
                    </Table.Th>
                    <Table.Td>
                      <NumberField label={`Primera respuesta, ${TICKET_PRIORITY_LABELS[row.priority].toLowerCase()} (minutos)`} field={row.first} description={hoursText(row.first)} error={messageUnder(errors, `policies.${index}.first_response_minutes`)} />
                    </Table.Td>
                    <Table.Td>
                      <NumberField label={`Resolución, ${TICKET_PRIORITY_LABELS[row.priority].toLowerCase()} (minutos)`} field={row.resolution} description={hoursText(row.resolution)} error={messageUnder(errors, `policies.${index}.resolution_minutes`)} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        </Card>
        <Card withBorder>
          <BusinessCalendarEditor weekly={weekly} holidays={holidays} onWeekly={setWeekly} onHolidays={setHolidays} errors={errors} />
        </Card>
        {messages.length > 0 && (
          <Alert color="red" role="alert" title="No se guardó: revisa lo siguiente">
            <List size="sm">
              {messages.map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <WriteError error={messages.length ? null : save.error} />
        {saved && (
          <Alert color="teal" role="status">
            Se guardaron las metas y el calendario.
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Guardar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** `/soporte/configuracion` (company admins): SLA targets per priority and the business calendar. */
export default function SupportSettingsPage() {
  const { company, admin } = useSupportRole();
  const settings = useSupportSettings(company?.id ?? 0, admin);
  if (!company) return <Empty>Selecciona una empresa.</Empty>;
  if (!admin) return <Empty>Solo la administración de la empresa edita las metas de SLA y el calendario laboral.</Empty>;
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>Configuración de soporte</Title>
        <Text size="sm" c="dimmed">
          {settings.data?.is_default ? 'La empresa usa los valores predeterminados; guárdalos para hacerlos suyos.' : 'Metas de atención y calendario laboral de soporte técnico.'}
        </Text>
      </div>
      {settings.isPending && <Loading label="Cargando la configuración de soporte" />}
      {settings.isError && <LoadFailed title="No pudimos cargar la configuración de soporte" error={settings.error} onRetry={() => void settings.refetch()} />}
      {settings.data && <SettingsForm key={company.id} companyId={company.id} settings={settings.data} />}
    </Stack>
  );
}
