/**
 * A bad setting: the server stops at start with one Spanish line per problem. Here, below
 * `config.ts`, so each area's `<area>.config.ts` can throw it without importing the core config.
 */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuración no válida:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}
