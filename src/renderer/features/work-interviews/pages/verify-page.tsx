import { Alert, Button, Checkbox, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { WriteError } from '../../../components/query-states';
import { toClientError } from '../../../lib/api-client';
import { workInterviewStepPath } from '../../../lib/paths';
import { useWorkInterviewStep } from '../api/update-work-interview-step';
import { InterviewState } from '../components/interview-state';
import { canRecordInThisBrowser } from '../hooks/use-answer-recorder';
import { useDeviceCheck } from '../hooks/use-device-check';
import { useInterviewId } from '../hooks/use-interview-id';
import { useMicrophoneLevel } from '../../../hooks/use-microphone-level';

function CameraPreview({ stream }: { stream: MediaStream }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);
  return <video ref={video} autoPlay muted playsInline aria-label="Vista de tu cámara" style={{ width: '100%', maxWidth: 320, borderRadius: 8, background: '#000' }} />;
}

/** `/superempleos/entrevistas/verificar-datos?id=`: the candidate confirms who they are and checks camera and microphone. */
export default function VerifyPage() {
  const id = useInterviewId();
  const navigate = useNavigate();
  const step = useWorkInterviewStep(id ?? 0);
  const device = useDeviceCheck();
  const level = useMicrophoneLevel(device.state === 'ready' ? device.stream : null);
  const [confirmed, setConfirmed] = useState(false);

  return (
    <InterviewState id={id}>
      {(interview) => {
        const voice = interview.voice_available && device.state === 'ready' && canRecordInThisBrowser();
        const next = async () => {
          await step.mutateAsync({ action: 'confirm_identity' });
          void navigate(workInterviewStepPath('cargando', interview.id, { modo: voice ? 'voice' : 'typed' }));
        };
        return (
          <Stack gap="md">
            <Title order={1}>Verifica tus datos</Title>
            <Paper withBorder p="md">
              <Stack gap="xs">
                <Text size="sm" c="dimmed">
                  La empresa verá tus respuestas con estos datos:
                </Text>
                <Text fw={600}>{interview.identity.name}</Text>
                <Text>{interview.identity.email}</Text>
                <Checkbox checked={confirmed || Boolean(interview.identity.confirmed_at)} onChange={(event) => setConfirmed(event.currentTarget.checked)} label="Son mis datos y responderé yo" />
              </Stack>
            </Paper>
            <Paper withBorder p="md">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  Cámara y micrófono
                </Title>
                {device.state === 'unsupported' && <Alert color="yellow">Este navegador no permite usar el micrófono: responderás por escrito.</Alert>}
                {device.state === 'refused' && (
                  <Alert color="yellow" role="alert">
                    No diste permiso para usar el micrófono (o no encontramos uno). Puedes permitirlo en la configuración del navegador y volver a probar, o continuar y responder por escrito.
                  </Alert>
                )}
                {(device.state === 'idle' || device.state === 'asking' || device.state === 'refused') && (
                  <Group>
                    <Button variant="default" onClick={() => void device.check()} loading={device.state === 'asking'}>
                      {device.state === 'refused' ? 'Volver a probar' : 'Probar cámara y micrófono'}
                    </Button>
                  </Group>
                )}
                {device.state === 'ready' && device.stream && (
                  <>
                    {device.hasCamera ? <CameraPreview stream={device.stream} /> : <Text size="sm">No encontramos cámara; no es necesaria para responder.</Text>}
                    <Text size="sm" id="nivel-microfono">
                      Habla y mira cómo se mueve la barra:
                    </Text>
                    <Progress value={Math.round(level * 100)} aria-labelledby="nivel-microfono" size="lg" color={level > 0.1 ? 'green' : 'gray'} />
                  </>
                )}
                {!interview.voice_available && <Text size="sm">{`Responderás por escrito: ${interview.voice_unavailable_reason ?? 'la transcripción de voz no está disponible.'}`}</Text>}
              </Stack>
            </Paper>
            <WriteError error={step.error ? toClientError(step.error) : null} />
            <Button size="md" disabled={!(confirmed || interview.identity.confirmed_at)} loading={step.isPending} onClick={() => void next().catch(() => undefined)}>
              {voice ? 'Continuar: responderé hablando' : 'Continuar: responderé por escrito'}
            </Button>
          </Stack>
        );
      }}
    </InterviewState>
  );
}
