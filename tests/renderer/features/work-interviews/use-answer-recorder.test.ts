import { describe, expect, it } from 'vitest';
import { type MediaRecorderLike, type RecorderPlatform, createAnswerRecorder } from '../../../../src/renderer/features/work-interviews/hooks/use-answer-recorder';
import { levelOf } from '../../../../src/renderer/hooks/use-microphone-level';

/** A microphone and MediaRecorder stand-in: records what it is told and hands out its chunks on stop. */
function fakePlatform(options: { refuse?: boolean; chunks?: string[] } = {}) {
  const tracks = { stopped: 0 };
  const stream = { getTracks: () => [{ stop: () => (tracks.stopped += 1) }] } as unknown as MediaStream;
  let recorder: (MediaRecorderLike & { started: number | null }) | null = null;
  const platform: RecorderPlatform = {
    getUserMedia: async () => {
      if (options.refuse) throw new DOMException('denied', 'NotAllowedError');
      return stream;
    },
    createRecorder: () => {
      recorder = {
        mimeType: 'audio/webm;codecs=opus',
        started: null,
        ondataavailable: null,
        onstop: null,
        start(timeslice) {
          this.started = timeslice ?? 0;
        },
        stop() {
          for (const chunk of options.chunks ?? ['voz']) this.ondataavailable?.({ data: new Blob([chunk]) });
          this.onstop?.();
        },
      };
      return recorder;
    },
  };
  return { platform, tracks, recorder: () => recorder };
}

describe('the answer recorder', () => {
  it('records in one-second chunks and resolves one blob of the recorder’s type, releasing the microphone', async () => {
    const fake = fakePlatform({ chunks: ['hola ', 'mundo'] });
    const recorder = createAnswerRecorder(fake.platform);
    const seen: string[] = [];
    recorder.subscribe(() => seen.push(recorder.getSnapshot().state));
    await recorder.start();
    expect(fake.recorder()?.started).toBe(1000);
    const result = await recorder.stop();
    expect(result?.audio.type).toBe('audio/webm;codecs=opus');
    expect(await result?.audio.text()).toBe('hola mundo');
    expect(fake.tracks.stopped).toBe(1);
    expect(seen).toEqual(['recording', 'stopped']);
  });

  it('says in Spanish when the microphone is refused, and offers writing instead', async () => {
    const recorder = createAnswerRecorder(fakePlatform({ refuse: true }).platform);
    await recorder.start();
    expect(recorder.getSnapshot()).toEqual({ state: 'failed', error: expect.stringMatching(/micrófono.*por escrito/) });
    expect(await recorder.stop()).toBeNull();
  });

  it('resolves null for an empty recording and releases everything when the screen leaves', async () => {
    const fake = fakePlatform({ chunks: [] });
    const recorder = createAnswerRecorder(fake.platform);
    await recorder.start();
    expect(await recorder.stop()).toBeNull();
    const other = fakePlatform();
    const leaving = createAnswerRecorder(other.platform);
    await leaving.start();
    leaving.dispose();
    expect(other.tracks.stopped).toBe(1);
  });
});

describe('the microphone level', () => {
  it('is 0 for silence and grows with loudness, capped at 1', () => {
    expect(levelOf(new Uint8Array(512).fill(128))).toBe(0);
    const quiet = levelOf(Uint8Array.from({ length: 512 }, (_, index) => (index % 2 ? 136 : 120)));
    const loud = levelOf(Uint8Array.from({ length: 512 }, (_, index) => (index % 2 ? 200 : 56)));
    expect(quiet).toBeGreaterThan(0);
    expect(loud).toBeGreaterThan(quiet);
    expect(levelOf(Uint8Array.from({ length: 512 }, (_, index) => (index % 2 ? 255 : 0)))).toBe(1);
    expect(levelOf(new Uint8Array(0))).toBe(0);
  });
});
