// ESLint flat config: TypeScript, React hooks, and the import boundaries of the style guide
// (screens -> feature api -> generated -> lib/api; lib imports no feature; features stay apart).
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Every folder under src/features is a feature: a new one is inside the zones below from its first file. */
const features = readdirSync(join(dirname(fileURLToPath(import.meta.url)), 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Only the request wrapper calls the network.
const networkGlobals = [
  { name: 'fetch', message: 'Only src/lib/api/request.ts calls fetch.' },
  { name: 'XMLHttpRequest', message: 'Only src/lib/api/ calls the network.' },
];
// Only src/lib/storage touches local and session storage: its registry names every key, and says
// whether it goes when the session ends.
const storageMessage = 'Keep it on the phone through src/lib/storage: add the key to its registry (storedKeys), personal or the phone\'s.';
const storageGlobals = ['localStorage', 'sessionStorage'].map((name) => ({ name, message: storageMessage }));
const storageProperties = ['window', 'globalThis', 'self'].flatMap((object) =>
  ['localStorage', 'sessionStorage'].map((property) => ({ object, property, message: storageMessage })),
);

export default tseslint.config(
  { ignores: ['generated/**', 'dist/**', 'dist-mock*/**', 'dist-faults*/**', 'test-results-faults*/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'bench-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    // The `@/` and `@generated/` aliases resolve as tsconfig.json's paths say, so the zones below hold for them.
    settings: { 'import/resolver': { typescript: { project: './tsconfig.json' }, node: { extensions: ['.ts', '.tsx', '.js', '.json'] } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-cycle': 'error',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            // lib/, components/ and config/ never import a feature or the app shell.
            { target: ['./src/lib', './src/components', './src/config'], from: ['./src/features', './src/app'] },
            // one feature does not import another: the app shell composes them.
            ...features.map((f) => ({
              target: `./src/features/${f}`,
              from: './src/features',
              except: [`./${f}`],
            })),
            // screens and components use their feature's api/ hooks, not generated/ directly.
            ...features.flatMap((f) => [
              { target: `./src/features/${f}/screens`, from: './generated/api', message: 'Use the feature api/ hooks.' },
              { target: `./src/features/${f}/components`, from: './generated/api', message: 'Use the feature api/ hooks.' },
            ]),
          ],
        },
      ],
      // only the request wrapper calls the network; only src/lib/storage touches the phone's storage.
      'no-restricted-globals': ['error', ...networkGlobals, ...storageGlobals],
      'no-restricted-properties': ['error', ...storageProperties],
      // antd-mobile's imperative overlays render outside the screen: they go through lib/ui, which
      // closes them when their screen goes.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^(show|alert|confirm|prompt)$/]:matches([callee.object.name=/^(Dialog|Modal|ActionSheet|ImageViewer|Picker|CascadePicker|DatePicker)$/], [callee.object.object.name='ImageViewer']):not(CallExpression[callee.name='showOnScreen'] CallExpression)",
          message: "Open dialogs with lib/ui/feedback, other overlays inside lib/ui/screen-overlays' showOnScreen: they close when their screen goes.",
        },
      ],
    },
  },
  {
    // The outbox has one public face (src/lib/outbox/index.ts): its journal, files and engine are its
    // own, and no code outside it makes an Idempotency-Key (the outbox's one door makes every one).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/outbox/**', 'src/lib/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['@/lib/outbox/*'], message: 'Use the outbox through its one public face: @/lib/outbox.' }],
          paths: [
            {
              name: '@/lib/api/idempotency',
              importNames: ['newIdempotencyKey', 'IdempotentIntent', 'idempotencyHeaders', 'tryIntent'],
              message: 'No code but the outbox makes an Idempotency-Key: send the change with useChange or change (@/lib/outbox).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/ui/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['src/lib/api/**'],
    rules: { 'no-restricted-globals': ['error', ...storageGlobals] },
  },
  {
    files: ['src/lib/storage/**'],
    rules: { 'no-restricted-globals': ['error', ...networkGlobals], 'no-restricted-properties': 'off' },
  },
  {
    files: ['tests/**', 'codegen/**', 'scripts/**', 'bench/**', '*.config.ts'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
);
