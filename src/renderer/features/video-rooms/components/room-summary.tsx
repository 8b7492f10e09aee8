import { Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import { BUSINESS_TIME_ZONE } from '../../../../shared/business-time';
import type { VideoRoom } from '../../../../shared/contracts/video-rooms';
import { formatDateTime } from '../../../lib/date-format';

const endTime = new Intl.DateTimeFormat('es-MX', { timeStyle: 'short', timeZone: BUSINESS_TIME_ZONE });
const ROLE_LABELS: Record<string, string> = { candidate: 'Candidato', interviewer: 'Entrevista' };

/** The room's title, time, and who is expected (and already in it). */
export function RoomSummary({ room }: { room: VideoRoom }) {
  return (
    <Stack gap="xs">
      <Title order={1} size="h2">
        {room.title}
      </Title>
      {room.subtitle && <Text c="dimmed">{room.subtitle}</Text>}
      <Text size="sm">
        {formatDateTime(room.starts_at)} – {endTime.format(new Date(room.ends_at))}
      </Text>
      <Title order={2} size="h5" mt="xs">
        Participantes
      </Title>
      <List spacing={4} listStyleType="none" pl={0}>
        {room.participants.map((person) => (
          <List.Item key={person.user_id}>
            <Group gap="xs" wrap="wrap">
              <Text size="sm">
                {person.name}
                {person.user_id === room.me ? ' (tú)' : ''}
              </Text>
              <Badge size="sm" variant="light" color="gray">
                {ROLE_LABELS[person.role] ?? person.role}
              </Badge>
              {person.user_id !== room.me && (
                <Badge size="sm" variant="light" color={person.present ? 'teal' : 'gray'}>
                  {person.present ? 'En la sala' : 'Aún no entra'}
                </Badge>
              )}
            </Group>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
