import { useEffect, useState } from 'react';

/** The loudness of one frame of time-domain samples (bytes centred on 128), 0–1, as a meter shows it. */
export function levelOf(samples: Uint8Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const sample of samples) {
    const centred = (sample - 128) / 128;
    sum += centred * centred;
  }
  // RMS of speech sits around 0.05–0.3: scaled so that normal speech fills most of the meter.
  return Math.min(1, Math.sqrt(sum / samples.length) * 4);
}

/**
 * The microphone's level, 0–1, about 10 times a second while `stream` has a live audio track, so
 * people see their microphone works before they answer or enter a call (Web Audio's analyser reads
 * the time-domain signal). Ten a second is what a meter needs; one per frame would re-render the
 * whole page 60 times a second.
 */
export function useMicrophoneLevel(stream: MediaStream | null): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    const track = stream?.getAudioTracks()[0];
    const AudioContextClass = globalThis.AudioContext;
    if (!stream || !track || !AudioContextClass) return;
    const context = new AudioContextClass();
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    const source = context.createMediaStreamSource(new MediaStream([track]));
    source.connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    const timer = setInterval(() => {
      analyser.getByteTimeDomainData(samples);
      setLevel(levelOf(samples));
    }, 100);
    return () => {
      clearInterval(timer);
      source.disconnect();
      void context.close();
    };
  }, [stream]);
  return level;
}
