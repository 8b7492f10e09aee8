import { Button, Group, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useObjectUrl } from '../../../hooks/use-object-url';
import { useQuestionAudio } from '../api/get-question-audio';

/**
 * The question spoken: played once when it appears (when the browser allows it) and again with
 * «Escuchar de nuevo». Without audio the written question is enough, so failures only say so.
 */
export function QuestionAudio({ interviewId, position }: { interviewId: number; position: number }) {
  const audio = useQuestionAudio(interviewId, position);
  const element = useRef<HTMLAudioElement>(null);
  const url = useObjectUrl(audio.data);
  useEffect(() => {
    // Autoplay may be refused until the person interacts with the page: the button is there for that.
    if (url) element.current?.play().catch(() => undefined);
  }, [url]);
  return (
    <Group gap="sm">
      {url && <audio ref={element} src={url} preload="auto" aria-label="La pregunta en voz alta" />}
      <Button variant="default" size="sm" disabled={!url} loading={audio.isPending} onClick={() => {
        if (!element.current) return;
        element.current.currentTime = 0;
        void element.current.play().catch(() => undefined);
      }}>
        Escuchar de nuevo
      </Button>
      {audio.isError && <Text size="sm" c="dimmed">No pudimos cargar la voz de esta pregunta; léela en pantalla.</Text>}
    </Group>
  );
}
