// Lint rules: the recommended sets for JavaScript, TypeScript and React hooks, and the direction of
// imports (routes → features → lib/ui/db); edit to add a rule.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Imports go one way: routes → features → lib, ui and db. Nothing below imports what is above it,
// and a feature may use the queries, services or policies of a feature before it (FEATURE_ORDER) but
// never its components (a component two features need moves to app/ui). Tests and benchmarks may
// import anything.
const DIRECTION = 'Imports go routes → features → lib/ui/db (docs/architecture.md, "Where things go").';
const upward = (layer, patterns) => ({ group: patterns, message: `${layer} never imports these. ${DIRECTION}` });
const features = readdirSync(new URL('./app/features', import.meta.url), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const testFiles = ['**/*.test.{ts,tsx}', '**/*.test-helper.{ts,tsx}', '**/*.bench.{ts,tsx}'];

// Features are ordered, lowest first: a feature imports only features earlier in this list, so two
// features never import each other (what both need moves to app/lib). A new feature takes its place here.
const FEATURE_ORDER = ['members', 'frame', 'consent', 'sites', 'map', 'centers', 'inbox', 'trips', 'logbook', 'offers', 'news', 'content', 'resources', 'follows', 'admin', 'account'];
const unordered = features.filter((feature) => !FEATURE_ORDER.includes(feature));
if (unordered.length > 0) throw new Error(`eslint.config.js: place ${unordered.join(', ')} in FEATURE_ORDER`);
const laterFeatures = (feature) => FEATURE_ORDER.slice(FEATURE_ORDER.indexOf(feature) + 1);
const featureImports = (other) => [`~/features/${other}/**`, `**/features/${other}/**`, `../${other}/**`, `../../${other}/**`];

const boundaries = [
  {
    // A route reads and writes through its feature's queries and services, never the database itself.
    files: ['app/routes/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: { 'no-restricted-imports': ['error', { patterns: [upward('A route', ['**/lib/db.server*', '~/lib/db.server*', '**/db/**', 'drizzle-orm', 'drizzle-orm/**', 'pg'])] }] },
  },
  {
    files: ['app/lib/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: { 'no-restricted-imports': ['error', { patterns: [upward('app/lib', ['**/features/**', '**/routes/**', '~/routes.ts', '**/ui/**', '~/ui/**'])] }] },
  },
  {
    files: ['app/ui/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: { 'no-restricted-imports': ['error', { patterns: [upward('app/ui', ['**/features/**', '**/routes/**', '~/routes.ts'])] }] },
  },
  {
    files: ['db/**/*.ts'],
    ignores: testFiles,
    rules: { 'no-restricted-imports': ['error', { patterns: [upward('db', ['**/app/features/**', '~/features/**', '**/app/routes/**', '~/routes/**', '**/app/ui/**', '~/ui/**'])] }] },
  },
  ...features.map((feature) => ({
    files: [`app/features/${feature}/**/*.{ts,tsx}`],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            upward('A feature', ['**/routes/**', '~/routes.ts']),
            ...(laterFeatures(feature).length > 0
              ? [{ group: laterFeatures(feature).flatMap(featureImports), message: `${feature} imports only the features before it in FEATURE_ORDER (eslint.config.js); move what both need to app/lib. ${DIRECTION}` }]
              : []),
            {
              group: ['~/features/*/components/**', `!~/features/${feature}/components/**`, '**/features/*/components/**', `!**/features/${feature}/components/**`, `../*/components/**`, `!../${feature}/components/**`, '../../*/components/**', `!../../${feature}/components/**`],
              message: `A feature never imports another feature's components: move a shared one to app/ui. ${DIRECTION}`,
            },
          ],
        },
      ],
    },
  })),
];

export default tseslint.config(
  { ignores: ['build/', 'data/', '.cache/', '.react-router/', 'node_modules/', 'db/migrations/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // `import { type A }` keeps the module in the page's bundle for nothing; `import type { A }` does not.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  ...boundaries,
);
