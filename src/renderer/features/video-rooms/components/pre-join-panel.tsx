import { Alert, AspectRatio, Button, Grid, Group, Progress, Select, Stack, Text } from '@mantine/core';
import type { VideoRoom } from '../../../../shared/contracts/video-rooms';
import { useMicrophoneLevel } from '../../../hooks/use-microphone-level';
import { useLocalMedia } from '../hooks/use-local-media';
import { RoomSummary } from './room-summary';
import { VideoTile } from './video-tile';

export interface PreJoinPanelProps {
  room: VideoRoom;
  /** «Entrar»: the call takes the checked camera and microphone. */
  onEnter: (stream: MediaStream) => void;
}

/** The check before entering: your camera, your microphone's level, the devices, then «Entrar». */
export function PreJoinPanel({ room, onEnter }: PreJoinPanelProps) {
  const media = useLocalMedia();
  const level = Math.round(useMicrophoneLevel(media.stream) * 100);
  const hasVideo = Boolean(media.stream?.getVideoTracks().length);
  const enter = () => {
    if (!media.stream) return;
    media.keep();
    onEnter(media.stream);
  };

  return (
    <Grid gap="lg" data-testid="video-room-prejoin">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="sm">
          <AspectRatio ratio={16 / 9}>
            <VideoTile stream={media.stream} label="Tu cámara (vista previa)" self placeholder={media.stream && !hasVideo ? 'Sin cámara: entrarás solo con audio.' : media.stream ? null : 'Abriendo la cámara…'} />
          </AspectRatio>
          <div>
            <Text size="sm" id="mic-level-label">
              Nivel del micrófono (habla para probarlo)
            </Text>
            <Progress.Root size="lg" transitionDuration={100}>
              <Progress.Section value={level} aria-labelledby="mic-level-label" color={level > 5 ? 'teal' : 'gray'} />
            </Progress.Root>
          </div>
          {media.error && (
            <Alert color="red" role="alert" title="No pudimos usar la cámara o el micrófono">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{media.error}</Text>
                <Button size="xs" variant="light" color="red" onClick={media.retry}>
                  Volver a intentar
                </Button>
              </Stack>
            </Alert>
          )}
          <Group grow align="flex-start" wrap="wrap">
            <Select
              label="Cámara"
              placeholder="Predeterminada"
              data={media.devices.cameras.map((device) => ({ value: device.id, label: device.label }))}
              value={media.choice.cameraId}
              onChange={(cameraId) => media.choose({ cameraId })}
              disabled={media.devices.cameras.length === 0}
              miw={160}
            />
            <Select
              label="Micrófono"
              placeholder="Predeterminado"
              data={media.devices.microphones.map((device) => ({ value: device.id, label: device.label }))}
              value={media.choice.microphoneId}
              onChange={(microphoneId) => media.choose({ microphoneId })}
              disabled={media.devices.microphones.length === 0}
              miw={160}
            />
          </Group>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md">
          <RoomSummary room={room} />
          <Button size="md" onClick={enter} disabled={!media.stream}>
            Entrar
          </Button>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
