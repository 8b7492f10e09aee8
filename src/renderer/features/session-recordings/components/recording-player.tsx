import 'rrweb/dist/style.css';
import { Button, Group, SegmentedControl, Slider, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Replayer } from 'rrweb';
import type { SessionRecordingDetail } from '../../../../shared/contracts/session-recordings';

const SPEEDS = ['1', '2', '4', '8'] as const;

const clock = (ms: number) => {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * Replays a recording with rrweb's Replayer (the page rebuilt in a sandboxed iframe, scripts never
 * run), under our own controls: play/pause, a time slider, speed. The recorded inputs were masked
 * when recorded, so there is nothing to unmask here.
 */
export function RecordingPlayer({ recording }: { recording: SessionRecordingDetail }) {
  const host = useRef<HTMLDivElement>(null);
  const replayer = useRef<Replayer | null>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [speed, setSpeed] = useState<(typeof SPEEDS)[number]>('1');
  const total = recording.events.length > 1 ? recording.events.at(-1)!.timestamp - recording.events[0]!.timestamp : 0;

  useEffect(() => {
    if (!host.current || recording.events.length < 2) return;
    const instance = new Replayer(recording.events as ConstructorParameters<typeof Replayer>[0], { root: host.current, skipInactive: true, showWarning: false, mouseTail: false });
    replayer.current = instance;
    instance.on('finish', () => setPlaying(false));
    instance.pause(0);
    const timer = setInterval(() => setTime(instance.getCurrentTime()), 250);
    return () => {
      clearInterval(timer);
      instance.destroy();
      replayer.current = null;
    };
  }, [recording]);

  if (recording.events.length < 2) return <Text c="dimmed">Esta grabación no tiene eventos suficientes para reproducirse.</Text>;

  const toggle = () => {
    const instance = replayer.current;
    if (!instance) return;
    if (playing) instance.pause();
    else instance.play(time >= total ? 0 : time);
    setPlaying(!playing);
  };

  return (
    <Stack gap="sm">
      <div ref={host} data-testid="reproductor-grabacion" style={{ overflow: 'auto', maxWidth: '100%', border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }} />
      <Group gap="md" wrap="wrap">
        <Button onClick={toggle}>{playing ? 'Pausar' : 'Reproducir'}</Button>
        <Text size="sm" aria-live="off">
          {clock(time)} / {clock(total)}
        </Text>
        <SegmentedControl
          aria-label="Velocidad"
          data={SPEEDS.map((value) => ({ value, label: `${value}×` }))}
          value={speed}
          onChange={(value) => {
            setSpeed(value as (typeof SPEEDS)[number]);
            replayer.current?.setConfig({ speed: Number(value) });
          }}
        />
      </Group>
      <Slider
        aria-label="Momento de la grabación"
        min={0}
        max={Math.max(total, 1)}
        step={100}
        value={Math.min(time, total)}
        label={clock}
        onChange={(value) => {
          setTime(value);
          if (playing) replayer.current?.play(value);
          else replayer.current?.pause(value);
        }}
      />
    </Stack>
  );
}
