import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const CODE = '**/*.{ts,tsx,mjs,js}';
const TYPED = '**/*.{ts,tsx}';

/** Every area folder under server/modules, read afresh so a new module is covered without editing this file. */
const MODULES = readdirSync(join(import.meta.dirname, 'server/modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The layer rules of docs/architecture.md that a path can express (eslint-plugin-import-x resolves each import). */
const BOUNDARY_ZONES = [
  ...MODULES.map((name) => ({
    target: `./server/modules/${name}`,
    from: './server/modules',
    except: [`./${name}`, ...MODULES.filter((other) => other !== name).map((other) => `./${other}/index.ts`)],
    message: 'Another module is reached only through its index.ts.',
  })),
  {
    target: ['./server/!(modules)/**', './server/*.ts', './scripts/**', './bench/**', './e2e/**'],
    from: './server/modules/*/!(index.ts)',
    message: 'A module is reached only through its index.ts.',
  },
  {
    target: './server/shared',
    from: './server/modules',
    message: 'Shared features never import an area; the area registers itself with the shared feature.',
  },
  {
    target: './web/ui',
    from: './web/features',
    message: 'web/ui is shared by every area: it never imports web/features.',
  },
  {
    // web/ -> server/ has its own rule below, with its own message.
    target: './web',
    from: './',
    except: ['./web', './contracts', './server', './node_modules'],
    message: 'web/ imports only web/ and contracts/.',
  },
  {
    // Its tests may use the test runner.
    target: './contracts/**/!(*.test).ts',
    from: './',
    except: ['./contracts', './node_modules/zod', './node_modules/i18next'],
    message: 'contracts/ imports nothing but zod, i18next and contracts/.',
  },
];

/** The web's own syntax rules: a page's first locale-aware call loads the browser's locale data on the main thread. */
const WEB_SYNTAX = [
  {
    selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
    message: 'Format numbers with contracts/core/format.ts (grouped) and dates with contracts/core/dates.ts, not the browser locale',
  },
  {
    selector: "MemberExpression[object.name='Intl']",
    message: 'Intl loads locale data on the main thread: see contracts/core/format.ts',
  },
];

/**
 * An API path is written once, in its call's definition: a contracts/<area>/*calls.ts file (where helpers such as
 * idWrite('/api/…') build definitions, and contracts/core/calls.ts names the prefix and the OpenAPI documents), or
 * the `path` of a defineCall elsewhere in contracts/. Everything else derives it (pathOf, hrefOf, a definition's
 * .path, API_PREFIX); tests may send a raw path. (esquery's regexes take no escaped slash, hence \x2F.)
 */
const API_PATH_MESSAGE = "Write an API path only as its call's definition's path; derive it elsewhere (pathOf/hrefOf, API_PREFIX)";
const API_PATH = '/^\\x2Fapi\\x2F/';
const API_PATHS = [
  {
    selector: `Literal[value=${API_PATH}]:not(CallExpression[callee.name='defineCall'] > ObjectExpression > Property[key.name='path'] > Literal)`,
    message: API_PATH_MESSAGE,
  },
  { selector: `TemplateElement[value.raw=${API_PATH}]`, message: API_PATH_MESSAGE },
];
const TESTS = ['**/*.test.{ts,tsx}', 'e2e/**', '**/fixtures/**'];

/**
 * The owner or role comparisons that belong in a policy: `x.userId === y`, `userId !== z`, `role === 'admin'`.
 * (A comment's ownerId names the record commented on, not a user, so it is not among them.)
 */
const OWNER_FIELD = '/^(userId|authorId|uploaderId|adminId|role)$/';
const EQUALITY = 'BinaryExpression[operator=/^[!=]==?$/]';
/** `x.userId === null` asks whether there is a user at all, not whose: the other side may not be null or undefined. */
const notNullCheck = (other) =>
  `:not([${other}.type='Literal'][${other}.raw='null']):not([${other}.type='Identifier'][${other}.name='undefined'])`;
const OWNERSHIP_MESSAGE = 'An ownership or role comparison belongs in a policies.ts: call authorize(actor, action, policy.of(subject))';
const OWNERSHIP_COMPARISONS = [
  ['left', 'right'],
  ['right', 'left'],
].flatMap(([side, other]) => [
  { selector: `${EQUALITY}[${side}.property.name=${OWNER_FIELD}]${notNullCheck(other)}`, message: OWNERSHIP_MESSAGE },
  { selector: `${EQUALITY}[${side}.type='Identifier'][${side}.name=${OWNER_FIELD}]${notNullCheck(other)}`, message: OWNERSHIP_MESSAGE },
]);

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-*/',
      '.scratch-*/',
      '.react-router/',
      'node_modules/',
      'data/',
      'bench/results/',
      'web/styles/antd.generated.css',
    ],
  },
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
    // Type-aware rules: a promise nobody awaits loses its error; one passed where a void callback is expected too.
    files: [TYPED],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: [CODE],
    plugins: { 'import-x': importX },
    settings: {
      // Imports carry no extension ('../app'): resolve them to the .ts/.tsx file, and let no-cycle parse those files.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: BOUNDARY_ZONES }],
    },
  },
  {
    // The web app reaches data only through the API contract: no web file imports server code.
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**', '../server/*'], message: 'web/ reaches data through web/lib/api.ts only' }] },
      ],
      // A page's first locale-aware call loads the browser's locale data on the main thread (tens of ms on a phone).
      'no-restricted-syntax': ['error', ...WEB_SYNTAX],
    },
  },
  {
    // A rule's later setting replaces an earlier one for the same file, so the web's list repeats its own rules.
    files: ['web/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: { 'no-restricted-syntax': ['error', ...WEB_SYNTAX, ...API_PATHS] },
  },
  {
    files: [CODE],
    ignores: [...TESTS, 'web/**', 'contracts/*/*calls.ts'],
    rules: { 'no-restricted-syntax': ['error', ...API_PATHS] },
  },
  {
    // Packages too: contracts/ is loaded by the browser and the server alike, so it depends on zod and, for the
    // message catalogues both sides read (docs/i18n.md), i18next alone.
    files: ['contracts/**/*.ts'],
    ignores: ['contracts/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod(/|$)|i18next$|\\.)', message: 'contracts/ imports nothing but zod, i18next and contracts/' }] },
      ],
    },
  },
  {
    // Authorization in one place (decision 0038): who owns what and who is an administrator is compared only in a
    // policies file and the platform's authorization code; services call authorize(actor, action, subject).
    files: ['server/**/*.ts'],
    ignores: [
      '**/*.test.ts',
      'server/test-support/**',
      '**/policies.ts',
      'server/platform/policy.ts',
      'server/platform/auth.ts',
      // Demo data picks its editor and traders by role; no request is authorized there.
      'server/db/seed/**',
    ],
    rules: {
      // With the API path rule: a later setting of a rule replaces an earlier one for the same file.
      'no-restricted-syntax': ['error', ...OWNERSHIP_COMPARISONS, ...API_PATHS],
    },
  },
  {
    files: ['scripts/**/*.{mjs,tsx}', 'bench/**/*.mjs', '*.js'],
    languageOptions: { globals: globals.node },
  },
  {
    // Server tests reach the API one way, call() of test-support/calls; a request that no definition can express
    // (an unknown path, a wrong method, a malformed body) is sent raw under an eslint-disable-next-line saying why.
    files: ['server/**/*.test.ts', 'server/test-support/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          `Property[key.name='url'] > Literal[value=${API_PATH}]`,
          `Property[key.name='url'] > TemplateLiteral > TemplateElement:first-child[value.raw=${API_PATH}]`,
        ].map((selector) => ({
          selector,
          message: 'Send an API call in a server test with call(t, definition, input, caller) of test-support/calls',
        })),
      ],
    },
  },
  {
    // Tests read loosely typed JSON answers; their assertions do the checking.
    files: ['**/*.test.ts', 'server/test-support/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
