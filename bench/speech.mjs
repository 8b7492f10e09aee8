// Speech (issue 16): time to speak one interview question with the local voice (espeak-ng as
// WebAssembly), the first time (cold: synthesized and written to the cache) and again (cached: read
// from DATA_DIR/speech-cache), through the speech service the work interviews call.
// Goals: cold p95 ≤ 750 ms (the candidate waits for the question to start; the company's
// «Escuchar» too), cached p95 ≤ 20 ms. The load average is printed: on a busy 2-core machine the
// cold figures double.
//
//   node bench/speech.mjs             20 typical questions, 3 rounds of cached reads
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { bundle, log, percentile, root } from './lib/server.mjs';

const COLD_P95_GOAL_MS = 750;
const CACHED_P95_GOAL_MS = 20;

const QUESTIONS = [
  '¿Por qué te interesa trabajar con nosotros en este puesto?',
  'Cuéntanos de un proyecto del que te sientas orgulloso y cuál fue tu papel.',
  'Describe una situación difícil con un cliente y cómo la resolviste.',
  '¿Cómo organizas tu trabajo cuando tienes varias tareas urgentes al mismo tiempo?',
  '¿Qué experiencia tienes manejando inventarios o almacenes?',
  'Háblanos de una vez en que cometiste un error en el trabajo. ¿Qué aprendiste?',
  '¿Cómo reaccionas cuando un compañero no cumple con su parte del trabajo?',
  '¿Qué herramientas de cómputo usas con soltura? Da ejemplos concretos.',
  'Describe tu experiencia en atención a clientes por teléfono o en mostrador.',
  '¿Dónde te ves profesionalmente dentro de tres años?',
  '¿Cuál es tu disponibilidad de horario y para viajar?',
  'Explica cómo revisarías que una carga de contenedores salga completa y a tiempo.',
  '¿Qué haces cuando no estás de acuerdo con una instrucción de tu jefe?',
  'Cuéntanos de una meta de ventas o de producción que superaste y cómo lo lograste.',
  '¿Qué medidas de seguridad consideras indispensables en un patio de maniobras?',
  'Describe cómo capacitarías a una persona nueva en tu área.',
  '¿Qué te motiva a dar lo mejor de ti cada día?',
  '¿Cómo manejas la presión cuando se acerca una fecha de entrega?',
  'Háblanos de tu experiencia trabajando en equipo con personas de otras áreas.',
  '¿Qué esperas de tu próximo empleo y por qué dejarías el actual?',
];

const outDir = await bundle('speech', { speech: path.join(root, 'bench/lib/speech-entry.ts') });
const { createSpeechService, loadConfig } = await import(pathToFileURL(path.join(outDir, 'speech.js')).href);

const dataDir = mkdtempSync(path.join(tmpdir(), 'plataforma-bench-speech-'));
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }).speech;
const speech = createSpeechService({ config, logger: { warn: (obj, msg) => log(msg, obj) } });

const round = (value) => Number(value.toFixed(1));
function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), max: round(sorted.at(-1)) };
}

let missed = false;
try {
  // The first synthesis of the process also compiles the WebAssembly module: timed apart.
  let began = performance.now();
  await speech.synthesize('Bienvenido a tu entrevista.');
  const firstMs = round(performance.now() - began);

  const cold = [];
  let audioSeconds = 0;
  // espeak-ng runs on a worker thread: the event loop should stay free while it speaks.
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  for (const question of QUESTIONS) {
    began = performance.now();
    const result = await speech.synthesize(question);
    cold.push(performance.now() - began);
    if (result.cached) throw new Error('a cold question came from the cache');
    audioSeconds += (result.audio.length - 44) / (22050 * 2);
  }
  loop.disable();
  const cached = [];
  for (let pass = 0; pass < 3; pass++) {
    for (const question of QUESTIONS) {
      began = performance.now();
      const result = await speech.synthesize(question);
      cached.push(performance.now() - began);
      if (!result.cached) throw new Error('a repeated question was synthesized again');
    }
  }
  const results = {
    questions: QUESTIONS.length,
    first_synthesis_ms: firstMs,
    cold: summary(cold),
    cached: summary(cached),
    mean_audio_seconds: round(audioSeconds / QUESTIONS.length),
    load_average_1m: round(loadavg()[0] ?? 0),
    event_loop_delay_during_cold_ms: { p99: round(loop.percentile(99) / 1e6), max: round(loop.max / 1e6) },
    goals: { cold_p95_ms: COLD_P95_GOAL_MS, cached_p95_ms: CACHED_P95_GOAL_MS },
  };
  console.log(JSON.stringify(results, null, 2));
  writeFileSync(path.join(root, 'bench/results/speech.json'), `${JSON.stringify(results, null, 2)}\n`);
  if (results.cold.p95 > COLD_P95_GOAL_MS) {
    missed = true;
    console.error(`✗ cold p95 ${results.cold.p95} ms > ${COLD_P95_GOAL_MS} ms`);
  }
  if (results.cached.p95 > CACHED_P95_GOAL_MS) {
    missed = true;
    console.error(`✗ cached p95 ${results.cached.p95} ms > ${CACHED_P95_GOAL_MS} ms`);
  }
  if (!missed) console.log('✓ goals met');
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(missed ? 1 : 0);
