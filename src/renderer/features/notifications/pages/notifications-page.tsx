import { Alert, Button, Center, Group, Loader, Pagination, Paper, SegmentedControl, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { Company } from '../../../../shared/contracts/companies';
import { describeForPeople, fieldErrorsOf } from '../../../lib/client-error';
import { useCompanyStore } from '../../../stores/company';
import { useCan } from '../../../hooks/use-roles';
import { useListState } from '../../../hooks/use-list-state';
import { useNotificationSettings } from '../api/get-notification-settings';
import { useNotifications } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotification } from '../api/mark-notification';
import { sendCompanyNoticeInputSchema, useSendCompanyNotice } from '../api/send-company-notice';
import { useUpdateNotificationSettings } from '../api/update-notification-settings';
import { useOpenNotification } from '../components/notification-bell';
import { NotificationList } from '../components/notification-list';

type Filter = 'all' | 'unread';

function NotificationsSection() {
  // In the address: opening a notice and coming Back keeps the filter and the page.
  const [inbox, setList] = useListState({ unread: false, page: 1 });
  const filter: Filter = inbox.unread ? 'unread' : 'all';
  const { page } = inbox;
  const list = useNotifications({ page, onlyUnread: filter === 'unread' });
  const count = useUnreadCount().data?.unread_count ?? 0;
  const mark = useMarkNotification();
  const markAll = useMarkAllNotificationsRead();
  const open = useOpenNotification();
  const data = list.data;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="bandeja">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} fz="h3" id="bandeja">
            Bandeja
          </Title>
          <Group gap="sm">
            <SegmentedControl
              aria-label="Mostrar"
              value={filter}
              onChange={(value) => setList({ unread: value === 'unread' })}
              data={[
                { value: 'all', label: 'Todas' },
                { value: 'unread', label: count ? `Sin leer (${count})` : 'Sin leer' },
              ]}
            />
            <Button variant="light" disabled={count === 0} loading={markAll.isPending} onClick={() => markAll.mutate()}>
              Marcar todas como leídas
            </Button>
          </Group>
        </Group>
        {(mark.error ?? markAll.error) && (
          <Alert color="red" role="alert">
            {describeForPeople((mark.error ?? markAll.error)!)}
          </Alert>
        )}
        {list.isPending && (
          <Center py="xl">
            <Loader role="status" aria-label="Cargando notificaciones" />
          </Center>
        )}
        {list.isError && (
          <Alert color="red" role="alert" title="No pudimos cargar tus notificaciones">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{describeForPeople(list.error)}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
                Reintentar
              </Button>
            </Stack>
          </Alert>
        )}
        {data && data.data.length === 0 && (
          <Text c="dimmed" py="lg" ta="center">
            {filter === 'unread' ? 'No tienes notificaciones sin leer.' : 'Aún no tienes notificaciones.'}
          </Text>
        )}
        {data && data.data.length > 0 && (
          <NotificationList items={data.data} onOpen={open} onToggleRead={(n) => mark.mutate({ id: n.id, read: n.read_at === null })} />
        )}
        {data && data.last_page > 1 && (
          <Group justify="center">
            <Pagination
              total={data.last_page}
              value={Math.min(page, data.last_page)}
              onChange={(next) => setList({ page: next }, { push: true })}
              getControlProps={(control) => ({ 'aria-label': control === 'previous' ? 'Página anterior' : control === 'next' ? 'Página siguiente' : control })}
              getItemProps={(item) => ({ 'aria-label': `Página ${item}` })}
            />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function SettingsSection() {
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="preferencias">
      <Stack gap="sm">
        <Title order={2} fz="h3" id="preferencias">
          Preferencias
        </Title>
        {settings.isError ? (
          <Alert color="red" role="alert">
            {describeForPeople(settings.error)}
          </Alert>
        ) : (
          <Switch
            label="Recibir avisos en tiempo real"
            description="Si lo desactivas, tus notificaciones se siguen guardando aquí, pero no verás avisos emergentes."
            checked={update.isPending ? update.variables.active : (settings.data?.active ?? true)}
            disabled={!settings.data || update.isPending}
            onChange={(event) => update.mutate({ active: event.currentTarget.checked })}
          />
        )}
        {update.error && (
          <Alert color="red" role="alert">
            {describeForPeople(update.error)}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

function SendNoticeSection({ company }: { company: Company }) {
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [route, setRoute] = useState('');
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const send = useSendCompanyNotice();
  const errors = { ...fieldErrorsOf(send.error), ...localErrors };

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The server's own schema, so the form says the same as the API would.
    const checked = sendCompanyNoticeInputSchema.safeParse({ title, body, route });
    if (!checked.success) {
      setLocalErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setLocalErrors({});
    const done = await send.mutateAsync({ companyId: company.id, title, body, route: route || null }).catch(() => null);
    if (done) {
      setTitle('');
      setBody('');
      setRoute('');
    }
  }

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="enviar-aviso">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="h3" id="enviar-aviso">
            Enviar aviso a la empresa
          </Title>
          <Text size="sm" c="dimmed">
            Lo reciben todas las personas de {company.name}.
          </Text>
          {send.isSuccess && (
            <Alert color="teal" role="status">
              {send.data.sent === 1 ? 'Aviso enviado a 1 persona.' : `Aviso enviado a ${send.data.sent} personas.`}
            </Alert>
          )}
          {send.error && Object.keys(fieldErrorsOf(send.error)).length === 0 && (
            <Alert color="red" role="alert">
              {describeForPeople(send.error)}
            </Alert>
          )}
          <TextInput label="Título" required maxLength={120} value={title} onChange={(event) => setTitle(event.currentTarget.value)} error={errors.title} />
          <Textarea label="Mensaje" required autosize minRows={3} maxLength={1000} value={body} onChange={(event) => setBody(event.currentTarget.value)} error={errors.body} />
          <TextInput
            label="Ruta (opcional)"
            description="Pantalla que se abre al hacer clic, por ejemplo /perfil. Sin ruta se abre esta lista."
            value={route}
            onChange={(event) => setRoute(event.currentTarget.value)}
            error={errors.route}
          />
          <Group>
            <Button type="submit" loading={send.isPending} disabled={!title.trim() || !body.trim()}>
              Enviar aviso
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** `/notificaciones`: the full list, the real-time setting and, for company admins, a notice to the company. */
export default function NotificationsPage() {
  const company = useCompanyStore((state) => state.selected);
  const maySend = useCan('notifications.send');
  return (
    <Stack gap="lg" maw={860}>
      <Title order={1}>Notificaciones</Title>
      <NotificationsSection />
      <SettingsSection />
      {company && maySend && <SendNoticeSection company={company} />}
    </Stack>
  );
}
