import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import zones (CONVENTIONS.md §1): the folder says the runtime. */
const zone = (forbidden, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ regex: `(^|/)(${forbidden.join('|')})(/|$)`, message }] }],
});

/**
 * CONVENTIONS.md §2: a feature never imports another feature; compose them in renderer/app.
 * Resolves each relative import and compares the feature folders.
 */
const featureOf = (file) => /src[\\/]renderer[\\/]features[\\/]([^\\/]+)/.exec(file)?.[1];
const localRules = {
  rules: {
    'no-cross-feature-imports': {
      meta: { type: 'problem', messages: { cross: 'La feature «{{from}}» no importa de la feature «{{to}}»; compónlas en app/ o baja lo común a components/ o lib/.' } },
      create(context) {
        const from = featureOf(context.filename);
        if (!from) return {};
        const check = (node) => {
          const source = node.source?.value;
          if (typeof source !== 'string' || !source.startsWith('.')) return;
          const to = featureOf(path.resolve(path.dirname(context.filename), source));
          if (to && to !== from) context.report({ node, messageId: 'cross', data: { from, to } });
        };
        return { ImportDeclaration: check, ImportExpression: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['out/', 'dist/', 'data/', 'node_modules/', 'coverage/', 'bench/results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['src/server/db/migrations/**'],
    rules: {
      // Migrations take Kysely<any> by design (Kysely's migration docs): frozen, no app types.
      '@typescript-eslint/no-explicit-any': 'off',
      ...zone(['modules', 'plugins', 'lib', 'shared'], 'Las migraciones no importan código de la aplicación.'),
    },
  },
  { files: ['src/server/db/migrate.ts'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  { files: ['src/shared/**'], rules: zone(['server', 'renderer', 'main', 'preload', 'node:[a-z_]+', 'electron', 'react'], 'src/shared es TypeScript puro: no importa de otros runtimes.') },
  { files: ['src/server/**'], rules: zone(['renderer', 'main', 'preload', 'electron', 'react'], 'El servidor no importa código del cliente ni de Electron.') },
  {
    files: ['src/renderer/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { local: localRules },
    rules: {
      ...zone(['server', 'main', 'preload', 'node:[a-z_]+', 'electron'], 'El renderer no importa del servidor, de main ni de Node.'),
      'local/no-cross-feature-imports': 'error',
    },
  },
  { files: ['src/main/**', 'src/preload/**'], rules: zone(['renderer', 'server'], 'main y preload no importan del renderer ni del servidor.') },
);
