import type { SpeechService } from '../../src/server/modules/speech/speech.types';
import { multipartFile } from './multipart';
import type { TestApp } from './test-app';

/** A WAV recording of `seconds` of silence (8 kHz, 16-bit mono): what the audio checks accept. */
export function silentWav(seconds = 1): Buffer {
  const data = Buffer.alloc(8000 * 2 * seconds);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16000, 28); // byte rate
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

export type FakeSpeech = SpeechService & {
  transcript: string;
  transcribed: number;
  synthesized: number;
  /** A multipart body with a valid recording in the answer's field. */
  wavUpload(): ReturnType<typeof multipartFile> & { content: Buffer };
};

/** A speech service that answers at once: a fixed transcript, a short WAV for any text; counts its calls. */
export function createFakeSpeech(options: { canTranscribe?: boolean } = {}): FakeSpeech {
  const canTranscribe = options.canTranscribe ?? true;
  const fake: FakeSpeech = {
    transcript: 'Atiendo a cada cliente con atención y resuelvo los conflictos con calma.',
    transcribed: 0,
    synthesized: 0,
    canTranscribe,
    transcriptionUnavailableReason: canTranscribe ? null : 'no hay un servicio de transcripción configurado.',
    async synthesize() {
      fake.synthesized += 1;
      return { audio: silentWav(), contentType: 'audio/wav', provider: 'fake', cached: false };
    },
    async transcribe() {
      fake.transcribed += 1;
      return { text: fake.transcript, provider: 'fake', durationMs: 1000 };
    },
    wavUpload() {
      const content = silentWav();
      return { ...multipartFile('audio', 'respuesta.wav', content, 'audio/wav'), content };
    },
  };
  return fake;
}

const POINTS = [['Atención al cliente', 'Resolver conflictos con calma'], ['Atención al cliente', 'Trabajo en equipo'], ['Atención al cliente', 'Seguimiento por escrito']];

/** `count` questions in a vacancy's bank (written directly: the bank's own routes are another module's). */
export async function addQuestionBank(t: TestApp, companyId: number, vacancyId: number, count: number) {
  for (let index = 0; index < count; index += 1) {
    await t.database.db
      .insertInto('vacancy_questions')
      .values({
        company_id: companyId,
        vacancy_id: vacancyId,
        text: `Pregunta ${index + 1}: cuéntanos de una vez que atendiste a un cliente difícil.`,
        expected_points: JSON.stringify(POINTS[index % POINTS.length]),
        time_limit_seconds: 60 + 30 * (index % 3),
        weight: 1 + (index % 3),
        position: index + 1,
        created_by: null,
      })
      .execute();
  }
}
