// `node --import ./bench/desktop/register-stub.mjs out/main/index.js`: `electron` resolves to the stub.
import { register } from 'node:module';

register(
  `data:text/javascript,${encodeURIComponent(`
    export async function resolve(specifier, context, next) {
      if (specifier === 'electron') return { url: ${JSON.stringify(new URL('./electron-stub.mjs', import.meta.url).href)}, shortCircuit: true };
      return next(specifier, context);
    }
  `)}`,
);
