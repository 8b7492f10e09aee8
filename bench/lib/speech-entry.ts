// What bench/speech.mjs bundles: the speech service and the configuration it reads.
export { loadConfig } from '../../src/server/config';
export { createSpeechService } from '../../src/server/modules/speech/speech.service';
