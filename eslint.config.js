import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['build/', 'build-*/', '.scratch-*/', '.react-router/', 'node_modules/', 'data/', 'bench/results/', 'web/styles/antd.generated.css'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    // The web app reaches data only through the API contract: no web file imports server code.
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', '../server/*'], message: 'web/ reaches data through web/lib/api.ts only' }] }],
    },
  },
  {
    files: ['scripts/**/*.{mjs,tsx}', 'bench/**/*.mjs', '*.js'],
    languageOptions: { globals: globals.node },
  },
  {
    // Tests read loosely typed JSON answers; their assertions do the checking.
    files: ['**/*.test.ts', 'server/test-support/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
