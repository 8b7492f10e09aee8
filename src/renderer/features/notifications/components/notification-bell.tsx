import '@mantine/notifications/styles.layer.css';
import { ActionIcon, Alert, Anchor, Button, Group, Indicator, Loader, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { Notifications, notifications as toasts } from '@mantine/notifications';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Notification } from '../../../../shared/contracts/notifications';
import { describeForPeople } from '../../../lib/client-error';
import { paths } from '../../../lib/paths';
import { useNotifications } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotification } from '../api/mark-notification';
import { badgeLabel, bellLabel, targetOf } from './notification-display';
import { NotificationList } from './notification-list';
import { useLiveNotifications } from './use-live-notifications';

/** The desktop app's main process shows native notifications itself; the browser gets toasts. */
const isDesktop = () => typeof window !== 'undefined' && 'desktop' in window;

const LATEST = 8;

function BellIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/** Opening a notification marks it read and follows its route (the list when it has none). */
export function useOpenNotification(after?: () => void) {
  const navigate = useNavigate();
  const mark = useMarkNotification();
  return (notification: Pick<Notification, 'id' | 'route' | 'read_at'>) => {
    if (notification.read_at === null) mark.mutate({ id: notification.id, read: true });
    after?.();
    void navigate(targetOf(notification.route));
  };
}

/** The header bell: unread count (live from the socket), the latest notices, mark read. */
export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const count = useUnreadCount().data?.unread_count ?? 0;
  const latest = useNotifications({ page: 1, onlyUnread: false }, { enabled: opened });
  const mark = useMarkNotification();
  const markAll = useMarkAllNotificationsRead();
  const open = useOpenNotification(() => setOpened(false));

  useLiveNotifications((event) => {
    if (isDesktop()) return;
    const id = toasts.show({
      title: event.title,
      message: event.body,
      color: 'teal',
      autoClose: 8000,
      style: { cursor: 'pointer' },
      closeButtonProps: { 'aria-label': 'Cerrar aviso' },
      // Mantine dims the text under a title (#868e96 on white, 3.3:1): body colour instead.
      styles: { description: { color: 'var(--mantine-color-text)' } },
      onClick: () => {
        toasts.hide(id);
        open({ id: event.id, route: event.route, read_at: null });
      },
    });
  });

  const items = latest.data?.data.slice(0, LATEST) ?? [];
  return (
    <>
      {!isDesktop() && <Notifications position="top-right" limit={3} zIndex={400} />}
      {/* Never wider than a 360-px phone screen (the page would scroll sideways). */}
      <Popover opened={opened} onChange={setOpened} width="min(380px, calc(100vw - 16px))" position="bottom-end" shadow="md" withArrow trapFocus returnFocus>
        <Popover.Target>
          {/* The button is the target (Mantine gives it aria-expanded); its name carries the count. */}
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={bellLabel(count)} onClick={() => setOpened((value) => !value)}>
            <Indicator label={badgeLabel(count)} size={16} color="red" offset={2} disabled={count === 0} inline aria-hidden>
              <BellIcon />
            </Indicator>
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p="sm">
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap">
              <Text fw={700}>Notificaciones</Text>
              <Button variant="subtle" size="compact-sm" disabled={count === 0} loading={markAll.isPending} onClick={() => markAll.mutate()}>
                Marcar todas como leídas
              </Button>
            </Group>
            {latest.isPending && (
              <Group justify="center" py="md">
                <Loader size="sm" role="status" aria-label="Cargando notificaciones" />
              </Group>
            )}
            {latest.error && (
              <Alert color="red" role="alert">
                {describeForPeople(latest.error)}
              </Alert>
            )}
            {latest.isSuccess && items.length === 0 && (
              <Text size="sm" c="dimmed" py="md" ta="center">
                No tienes notificaciones.
              </Text>
            )}
            {items.length > 0 && (
              <ScrollArea.Autosize mah={420} type="auto">
                <NotificationList compact items={items} onOpen={open} onToggleRead={(n) => mark.mutate({ id: n.id, read: n.read_at === null })} />
              </ScrollArea.Autosize>
            )}
            <Anchor component={Link} to={paths.notifications} size="sm" ta="center" onClick={() => setOpened(false)}>
              Ver todas las notificaciones
            </Anchor>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </>
  );
}
