import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { createSemaphore } from '../../lib/semaphore';
import type { TextToSpeechProvider } from './speech.providers';

/**
 * The local voice: espeak-ng compiled to WebAssembly (npm `espeak-ng`, GPL-3.0-or-later, its voice
 * data embedded in the .wasm), so `npm install` brings it and neither a key, a network nor a
 * system package is needed. Each synthesis runs the espeak-ng command line once in a fresh
 * instance of the compiled module (the build exposes only `main`) and reads the WAV it wrote to
 * its in-memory file system.
 *
 * That takes 50–250 ms of CPU per question, so it runs on a worker thread of its own, started on
 * the first synthesis: the event loop (requests, sockets, signalling) never waits for a voice.
 * One synthesis at a time, in order; repeats come from the cache (tts-cache.ts).
 */

export interface LocalVoiceOptions {
  /** espeak-ng voice: 'es-419' (Latin American Spanish) by default. */
  voice: string;
  /** Words per minute; espeak-ng's default (175) is quick for an interview question. */
  wordsPerMinute?: number;
}

const DEFAULT_WORDS_PER_MINUTE = 150;

/**
 * The worker's code, plain JavaScript run with `eval` so that it works the same from the
 * TypeScript sources (tests) and from the bundled server, with no file of its own to ship. It is
 * told where the package is; it compiles the module once and answers one message per synthesis.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
const ready = (async () => {
  const { default: factory } = await import(workerData.entryUrl);
  const wasm = await WebAssembly.compile(readFileSync(workerData.wasmPath));
  return { factory, wasm };
})();
parentPort.on('message', async ({ id, voice, wordsPerMinute, text }) => {
  try {
    const { factory, wasm } = await ready;
    const problems = [];
    const instance = await factory({
      // The text is read from a file, never from the arguments: a question starting with '-' must
      // not be taken for an option. No -m: markup in the text is spoken as written.
      arguments: ['-v', voice, '-s', String(wordsPerMinute), '-b', '1', '-w', '/speech.wav', '-f', '/question.txt'],
      preRun: [(module) => module.FS.writeFile('/question.txt', text)],
      print: () => undefined,
      // The runtime reports the program's normal exit on stderr; anything else is a problem.
      printErr: (line) => { if (!line.startsWith('program exited')) problems.push(line); },
      instantiateWasm: (imports, done) => {
        WebAssembly.instantiate(wasm, imports).then((instance) => done(instance, wasm));
        return {};
      },
    });
    let audio;
    try {
      audio = instance.FS.readFile('/speech.wav');
    } catch {
      parentPort.postMessage({ id, error: 'espeak-ng wrote no audio (voice ' + voice + '): ' + problems.join(' ') });
      return;
    }
    parentPort.postMessage({ id, audio }, [audio.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.stack || error) });
  }
});
`;

interface Pending {
  resolve: (audio: Buffer) => void;
  reject: (error: Error) => void;
}

/** The worker, started on first use and started again if it ever dies. */
function createVoiceThread() {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  function start(): Worker {
    const entry = createRequire(import.meta.url).resolve('espeak-ng');
    const thread = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { entryUrl: pathToFileURL(entry).href, wasmPath: path.join(path.dirname(entry), 'espeak-ng.wasm') },
    });
    // Idle, it does not keep the process alive (a server's shutdown, a test's end); while a
    // synthesis is under way it does, so whoever waits for it gets it.
    thread.unref();
    thread.on('message', (message: { id: number; audio?: Uint8Array; error?: string }) => {
      const waiting = pending.get(message.id);
      if (!waiting) return;
      pending.delete(message.id);
      if (pending.size === 0) thread.unref();
      if (message.audio) waiting.resolve(Buffer.from(message.audio.buffer, message.audio.byteOffset, message.audio.byteLength));
      else waiting.reject(new Error(message.error ?? 'espeak-ng failed'));
    });
    const fail = (error: Error) => {
      worker = null;
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    };
    thread.on('error', fail);
    thread.on('exit', (code) => fail(new Error(`the local voice's thread stopped (exit code ${code})`)));
    return thread;
  }

  return {
    speak(voice: string, wordsPerMinute: number, text: string): Promise<Buffer> {
      worker ??= start();
      const id = nextId++;
      const thread = worker;
      return new Promise<Buffer>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        thread.ref();
        thread.postMessage({ id, voice, wordsPerMinute, text });
      });
    },
  };
}

let thread: ReturnType<typeof createVoiceThread> | undefined;

export function createLocalVoice(options: LocalVoiceOptions): TextToSpeechProvider {
  const wordsPerMinute = options.wordsPerMinute ?? DEFAULT_WORDS_PER_MINUTE;
  // The thread works one synthesis at a time; the queue bounds how many may wait for it.
  const queue = createSemaphore({ concurrency: 1, maxQueue: 1000 });
  return {
    name: 'local',
    voice: `espeak-ng/${options.voice}/${wordsPerMinute}`,
    synthesize: (text) =>
      queue.run(async () => {
        // One thread per process, shared by every service that speaks.
        thread ??= createVoiceThread();
        return { audio: await thread.speak(options.voice, wordsPerMinute, text), contentType: 'audio/wav' };
      }),
  };
}
