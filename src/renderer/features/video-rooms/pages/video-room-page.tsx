import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Loading } from '../../../components/query-states';
import { type ClientError, describeForPeople } from '../../../lib/client-error';
import { paths } from '../../../lib/paths';
import { useVideoRoom } from '../api/get-video-room';
import { CallView } from '../components/call-view';
import { PreJoinPanel } from '../components/pre-join-panel';

/** The interviews' rooms (modules/video-rooms registers the kind `interviews`). */
const KIND = 'interviews';

function RoomUnavailable({ error, onRetry }: { error: ClientError; onRetry: () => void }) {
  const notFound = error.status === 404;
  return (
    <Alert color={notFound ? 'gray' : 'orange'} role="alert" title={notFound ? 'No encontramos esta sala' : error.status === 409 ? 'La sala no está abierta' : 'No pudimos abrir la sala'}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {notFound ? 'Solo el candidato y quienes lo entrevistan entran a la sala de una entrevista por video programada o confirmada.' : describeForPeople(error)}
        </Text>
        {!notFound && (
          <Button size="xs" variant="light" onClick={onRetry}>
            Volver a intentar
          </Button>
        )}
        <Anchor component={Link} to={paths.home} size="sm">
          Ir al inicio
        </Anchor>
      </Stack>
    </Alert>
  );
}

/**
 * `/superempleos/sala/{interviewId}`: the video room of a live interview — the pre-join check,
 * then the call. The page composes; the call's logic is lib/video-call.ts behind hooks/.
 */
export default function VideoRoomPage() {
  const id = Number(useParams().interviewId);
  const [callStream, setCallStream] = useState<MediaStream | null>(null);
  // While in the call the room is not asked again: the call itself says who is there.
  const room = useVideoRoom(KIND, Number.isInteger(id) ? id : 0, { enabled: !callStream });

  if (!Number.isInteger(id) || id <= 0) return <RoomUnavailable error={{ message: 'No encontramos esta sala.', status: 404, data: null }} onRetry={() => undefined} />;
  if (room.data && callStream) return <CallView room={room.data} kind={KIND} stream={callStream} onExit={() => setCallStream(null)} />;
  if (room.isPending) return <Loading label="Cargando la sala" />;
  if (room.isError) return <RoomUnavailable error={room.error} onRetry={() => void room.refetch()} />;
  return <PreJoinPanel room={room.data} onEnter={setCallStream} />;
}
