import { ActionIcon, Box, Group, Stack, Text, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { Notification } from '../../../../shared/contracts/notifications';
import { formatFullDate, formatWhen } from './notification-display';

export interface NotificationListProps {
  items: Notification[];
  /** Opens a notification (marks it read and follows its route). */
  onOpen(notification: Notification): void;
  onToggleRead(notification: Notification): void;
  /** Clamp bodies to two lines (the bell) or show them whole (the page). */
  compact?: boolean;
}

function CheckIcon({ read }: { read: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
      {read ? <circle cx="12" cy="12" r="4" /> : <path d="M5 12l5 5L20 7" />}
    </svg>
  );
}

/** Notifications as a list of buttons; unread ones carry a dot and bold titles. */
export function NotificationList({ items, onOpen, onToggleRead, compact = false }: NotificationListProps) {
  return (
    <Stack gap={0} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((notification) => {
        const unread = notification.read_at === null;
        const toggleLabel = unread ? 'Marcar como leída' : 'Marcar como no leída';
        return (
          <Box component="li" key={notification.id} py={8} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Box
                mt={8}
                w={8}
                h={8}
                style={{ borderRadius: 4, flex: 'none', background: unread ? 'var(--mantine-color-teal-filled)' : 'transparent' }}
                aria-hidden
              />
              <UnstyledButton onClick={() => onOpen(notification)} style={{ flex: 1, minWidth: 0 }} data-notification-id={notification.id}>
                <Text size="sm" fw={unread ? 700 : 500}>
                  {notification.title}
                  {unread && <VisuallyHidden> (sin leer)</VisuallyHidden>}
                </Text>
                <Text size="sm" c="dimmed" lineClamp={compact ? 2 : undefined} style={{ whiteSpace: compact ? undefined : 'pre-line' }}>
                  {notification.body}
                </Text>
                <Text size="xs" c="dimmed" component="time" dateTime={notification.created_at} title={formatFullDate(notification.created_at)}>
                  {formatWhen(notification.created_at)}
                </Text>
              </UnstyledButton>
              <Tooltip label={toggleLabel} withinPortal>
                <ActionIcon variant="subtle" color="gray" aria-label={`${toggleLabel}: ${notification.title}`} onClick={() => onToggleRead(notification)}>
                  <CheckIcon read={!unread} />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Box>
        );
      })}
    </Stack>
  );
}
