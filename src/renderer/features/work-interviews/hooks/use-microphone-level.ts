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

/** The microphone's level while `stream` is live (an AnalyserNode read every animation frame). */
export function useMicrophoneLevel(stream: MediaStream | null): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!stream || typeof AudioContext === 'undefined') return undefined;
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    let frame = 0;
    const read = () => {
      analyser.getByteTimeDomainData(samples);
      setLevel(levelOf(samples));
      frame = requestAnimationFrame(read);
    };
    read();
    return () => {
      cancelAnimationFrame(frame);
      void context.close();
    };
  }, [stream]);
  return level;
}
