import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries between the layers of src (docs/ARCHITECTURE.md, "Layers"). The rule
 * reads the specifier as written, so "src/components" is spelt from each file's depth:
 * from src/server/leads/x.ts it is '../../components'. One block per depth of a layer's
 * files (and of the scripts inside its .astro files); `forbidden(up)` gives the patterns
 * for the '../' that leads from that depth to src.
 */
const LAYER_DEPTHS = 5;
function layer(folder, forbidden) {
  return Array.from({ length: LAYER_DEPTHS }, (_, depth) => {
    const dirs = `src/${folder}/${'*/'.repeat(depth)}`;
    const rules = { 'no-restricted-imports': ['error', { patterns: forbidden(`^(?:\\.\\./){${depth + 1}}`) }] };
    return [
      // a script of X.astro is linted as X.astro/0_0.ts: its depth is the .astro file's
      { files: [`${dirs}*.{ts,tsx,astro}`], ignores: ['**/*.astro/*'], rules },
      { files: [`${dirs}*.astro/*.{js,ts}`], rules },
    ];
  }).flat();
}

/** A folder of src, from a file at that depth, e.g. src/components and its files. */
const into = (up, folders) => `${up}(?:${folders.join('|')})(?:/|$)`;

const layers = [
  // The purity test (tests/unit/domain/purity.test.ts) holds the same rule and also reads
  // dynamic import(), the clock and Math.random.
  ...layer('domain', (up) => [
    {
      regex: '^(?!\\.|valibot$)',
      message: 'src/domain is pure: it imports no package but valibot.',
    },
    {
      regex: `${up}(?!(?:catalog|tenant)/schema/|domain/)`,
      message: 'src/domain is pure: it imports nothing of ours outside src/domain.',
    },
    {
      regex: `${up}(?:catalog|tenant)/schema/`,
      allowTypeImports: true,
      message: 'src/domain takes only types (import type) from src/catalog/schema and src/tenant/schema.',
    },
  ]),
  // Views may be imported by the server (the print sheet): they import no render code.
  ...layer('server', (up) => [
    {
      regex: into(up, ['components', 'pages', 'layouts', 'stores']),
      message: 'src/server imports no components, pages, layouts or browser stores.',
    },
  ]),
  ...layer('components', (up) => [
    {
      regex: into(up, ['server']),
      message: 'Components import no server code: the API paths are in src/api-paths.ts.',
    },
  ]),
  ...layer('stores', (up) => [
    {
      regex: into(up, ['components', 'pages', 'layouts', 'server']),
      message: 'Stores import no components, pages or server code: islands use the stores.',
    },
  ]),
  ...layer('views', (up) => [
    {
      regex: into(up, ['components', 'pages', 'layouts', 'server', 'stores']),
      message:
        'Views are computed from domain rules and data: they import no components, pages, layouts, stores or server code.',
    },
  ]),
];

export default defineConfig(
  { ignores: ['dist/', '.build/', '.astro/', '.data/', 'node_modules/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports in library code.' },
      ],
    },
  },
  {
    // config files, Playwright's global setup and Astro's client directives are loaded through
    // a default export, and the module declarations describe the default export a compiler
    // gives an .astro or ?url import
    files: [
      '*.config.{js,ts}',
      'astro.config.ts',
      'tests/support/playwright-setup.ts',
      'src/build/client/*-directive.ts',
      'src/module-types.d.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  ...layers,
);
