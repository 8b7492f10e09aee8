import { Alert, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { VideoRoom } from '../../../../shared/contracts/video-rooms';
import { useVideoCall } from '../hooks/use-video-call';
import { canShareScreen } from '../lib/local-media';
import type { CallStatus } from '../lib/video-call';
import { VideoTile } from './video-tile';

const STATUS_LABELS: Record<CallStatus, string> = {
  joining: 'Entrando a la sala…',
  waiting: 'Estás en la sala. Esperando a los demás participantes…',
  connecting: 'Conectando…',
  connected: 'Conectado',
  reconnecting: 'Se perdió la conexión; reconectando…',
  replaced: 'Abriste la sala en otra pestaña o dispositivo',
  left: 'Saliste de la sala',
  failed: 'No se pudo conectar',
};

export interface CallViewProps {
  room: VideoRoom;
  kind: string;
  stream: MediaStream;
  /** Back to the pre-join check (after leaving). */
  onExit: () => void;
}

/**
 * The call: the other party large, you small, the controls, the connection state in words. The
 * root carries the bytes received (`data-inbound-*-bytes`) so the e2e can see media arrive
 * without reaching into the page's objects.
 */
export function CallView({ room, kind, stream, onExit }: CallViewProps) {
  const call = useVideoCall(kind, room.id, stream);
  const { status, message, peers, media } = call.snapshot;
  const main = peers.find((peer) => peer.stream) ?? peers[0] ?? null;
  const others = peers.filter((peer) => peer !== main);
  const expected = room.participants.filter((person) => person.user_id !== room.me).map((person) => person.name);
  const stopped = status === 'left' || status === 'replaced' || status === 'failed';
  const leave = () => {
    call.leave();
  };

  return (
    <Stack gap="sm" data-testid="video-call" data-call-status={status} data-inbound-audio-bytes={call.inbound.audio} data-inbound-video-bytes={call.inbound.video}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={1} size="h3">
          {room.title}
        </Title>
        <Text role="status" aria-live="polite" size="sm" fw={500} c={status === 'connected' ? 'teal.9' : status === 'reconnecting' || status === 'failed' ? 'red.9' : undefined}>
          {STATUS_LABELS[status]}
        </Text>
      </Group>

      {stopped ? (
        <Alert color={status === 'left' ? 'gray' : 'orange'} role={status === 'left' ? undefined : 'alert'} title={STATUS_LABELS[status]}>
          <Stack gap="xs" align="flex-start">
            {message && <Text size="sm">{message}</Text>}
            {status === 'left' ? (
              <Button size="sm" variant="light" onClick={onExit}>
                Volver a la sala
              </Button>
            ) : (
              <Button size="sm" variant="light" onClick={call.rejoin}>
                {status === 'replaced' ? 'Seguir aquí' : 'Reintentar'}
              </Button>
            )}
          </Stack>
        </Alert>
      ) : (
        <>
          <Box pos="relative" style={{ aspectRatio: '16 / 9', maxHeight: '70vh' }} w="100%">
            <VideoTile
              stream={main?.stream ?? null}
              label={main ? main.name || 'Participante' : 'Nadie más en la sala'}
              placeholder={!main ? `Esperando a ${expected.join(', ') || 'los demás'}…` : !main.media.video && !main.media.screen ? 'Cámara apagada' : null}
            />
            <Box pos="absolute" right={8} top={8} w={{ base: '32%', sm: '24%' }} style={{ aspectRatio: '4 / 3', boxShadow: '0 0 0 2px white', borderRadius: 8 }}>
              <VideoTile stream={stream} label="Tú" self placeholder={!media.video && !media.screen ? 'Cámara apagada' : null} />
            </Box>
          </Box>
          {main && !main.media.audio && <Text size="sm">{main.name || 'El otro participante'} tiene el micrófono apagado.</Text>}
          {others.length > 0 && (
            <Group gap="xs" wrap="wrap">
              {others.map((peer) => (
                <Box key={peer.peerId} w={160} style={{ aspectRatio: '4 / 3' }}>
                  <VideoTile stream={peer.stream} label={peer.name || 'Participante'} placeholder={!peer.media.video && !peer.media.screen ? 'Cámara apagada' : null} />
                </Box>
              ))}
            </Group>
          )}
          {call.screenError && (
            <Alert color="red" role="alert">
              {call.screenError}
            </Alert>
          )}
          <Group gap="xs" wrap="wrap" role="group" aria-label="Controles de la llamada">
            <Button variant={media.audio ? 'default' : 'filled'} onClick={call.toggleAudio}>
              {media.audio ? 'Silenciar' : 'Activar micrófono'}
            </Button>
            <Button variant={media.video ? 'default' : 'filled'} onClick={call.toggleVideo} disabled={stream.getVideoTracks().length === 0}>
              {media.video ? 'Apagar cámara' : 'Encender cámara'}
            </Button>
            {canShareScreen() && (
              <Button variant={media.screen ? 'filled' : 'default'} onClick={() => void call.toggleScreen()}>
                {media.screen ? 'Dejar de compartir' : 'Compartir pantalla'}
              </Button>
            )}
            <Button color="red.9" onClick={leave}>
              Salir
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
