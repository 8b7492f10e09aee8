import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { wavDurationMs } from '../../../../src/server/modules/speech/audio-checks';
import { createLocalVoice } from '../../../../src/server/modules/speech/local-voice.provider';

/**
 * The real local voice (espeak-ng's WebAssembly build from npm), measured with sox: it must be a
 * WAV any player opens, of the length of the sentence, with sound in it. CI installs sox
 * (.ci/run's APT_PACKAGES).
 */
const QUESTION = '¿Cuál ha sido el mayor reto en tu último empleo y cómo lo resolviste?';

describe('local voice (espeak-ng)', () => {
  it('speaks a Spanish question as a playable WAV', async () => {
    const voice = createLocalVoice({ voice: 'es-419' });
    const { audio, contentType } = await voice.synthesize(QUESTION);
    expect(contentType).toBe('audio/wav');
    expect(audio.toString('ascii', 0, 4)).toBe('RIFF');
    expect(audio.toString('ascii', 8, 12)).toBe('WAVE');
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'local-voice-')), 'pregunta.wav');
    await writeFile(file, audio);

    const seconds = Number(execFileSync('soxi', ['-D', file], { encoding: 'utf8' }).trim());
    // Twelve words at 150 words a minute: about five seconds.
    expect(seconds).toBeGreaterThan(2);
    expect(seconds).toBeLessThan(15);
    expect(Math.abs(seconds * 1000 - (wavDurationMs(audio) ?? 0))).toBeLessThan(50);
    expect(execFileSync('soxi', ['-r', file], { encoding: 'utf8' }).trim()).toBe('22050');
    expect(execFileSync('soxi', ['-c', file], { encoding: 'utf8' }).trim()).toBe('1');

    // `sox … stat` prints its figures on stderr.
    const report = spawnSync('sox', [file, '-n', 'stat'], { encoding: 'utf8' }).stderr;
    const rms = Number(/RMS\s+amplitude:\s+([\d.]+)/.exec(report)?.[1]);
    expect(rms).toBeGreaterThan(0.01);
  });

  it('answers each of several requests at once with its own audio', async () => {
    const voice = createLocalVoice({ voice: 'es-419' });
    const texts = ['Sí.', '¿Tienes experiencia con montacargas?', 'Describe con detalle cómo organizarías el inventario de un almacén grande.'];
    const results = await Promise.all(texts.map((text) => voice.synthesize(text)));
    const durations = results.map((result) => wavDurationMs(result.audio) ?? 0);
    // Longer text, longer audio: each answer belongs to its own request.
    expect(durations[0]).toBeGreaterThan(0);
    expect(durations[1]).toBeGreaterThan(durations[0]!);
    expect(durations[2]).toBeGreaterThan(durations[1]!);
  });

  it('takes a question that starts with a dash as text, not as an option', async () => {
    const { audio } = await createLocalVoice({ voice: 'es-419' }).synthesize('-v xx ¿Tienes licencia de manejo?');
    expect(wavDurationMs(audio)).toBeGreaterThan(500);
  });

  it('fails loudly with a voice espeak-ng does not have', async () => {
    await expect(createLocalVoice({ voice: 'xx-nada' }).synthesize('Hola')).rejects.toThrow(/espeak-ng wrote no audio \(voice xx-nada\)/);
  });
});
