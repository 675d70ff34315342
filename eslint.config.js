// One lint configuration for the whole repository.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const APPS = ['shell', 'mf-content', 'mf-commerce', 'mf-booking', 'mf-admin'];

/** Every workspace (root package.json): one is used by another only through its package. */
const WORKSPACES = [
  'shared-types',
  'shared-web',
  'api',
  ...APPS,
  'server-kit',
  'site-server',
  'scripts',
  'tooling',
  'e2e',
];

const WORKSPACE_FILES_PATTERN = {
  group: [
    ...WORKSPACES.map((dir) => `**/${dir}/src/**`),
    '**/scripts/lib/**',
    '**/tooling/mui-shims/**',
  ],
  message:
    'Import another workspace by its package name (what its package.json exports), never its files by path.',
};

const RESTRICTED_PATHS = [
  {
    name: 'axios',
    message: 'Call the API through a typed API function over apiClient (@parish/shared-web).',
  },
  { name: '@mui/system', message: 'Import from @mui/material: it is the shared instance.' },
];

const RESTRICTED_PATTERNS = [
  {
    group: ['@mui/material/*'],
    message:
      'Import from the @mui/material root: deep imports bundle a second copy of MUI into the app.',
  },
  {
    group: APPS.flatMap((app) => [`**/${app}/src/**`, `@parish/${app}`]),
    message: 'Apps never import each other; share code through a workspace package.',
  },
  WORKSPACE_FILES_PATTERN,
];

/**
 * The import zones of every app (eslint-plugin-boundaries), by folder:
 * `src/app` (providers, router, bootstrap), `src/features/<name>`, the
 * app-wide `src/components` and `src/lib` (and mf-admin's generic
 * `src/resources`), and `src/testing`, which tests use to render the app.
 * Each element records its app, so an import from another app is caught too.
 */
const APP_ELEMENTS = [
  { type: 'app', pattern: 'src/app' },
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
  { type: 'shared', pattern: 'src/(components|lib|resources)' },
  { type: 'testing', pattern: 'src/testing' },
].map((element) => ({
  ...element,
  basePattern: `{${APPS.join(',')}}`,
  baseCapture: ['app'],
}));

const ELEMENT_TYPES = APP_ELEMENTS.map((element) => element.type);
const sameApp = { app: '{{ from.element.captured.app }}' };

const IMPORT_ZONES = {
  default: 'allow',
  policies: [
    {
      from: { element: { types: { anyOf: ELEMENT_TYPES } } },
      disallow: { to: { element: { types: { anyOf: ELEMENT_TYPES } } } },
      message: 'Apps never import each other; share code through a workspace package.',
    },
    {
      from: { element: { types: { anyOf: ELEMENT_TYPES } } },
      allow: { to: { element: { captured: sameApp } } },
    },
    {
      from: { element: { type: 'feature' } },
      disallow: { to: { element: { types: { anyOf: ['feature', 'app'] } } } },
      message:
        'A feature imports no other feature and not src/app: compose features in src/app, or move shared code to src/components or src/lib.',
    },
    {
      from: { element: { type: 'feature' } },
      allow: {
        to: {
          element: {
            type: 'feature',
            captured: { ...sameApp, feature: '{{ from.element.captured.feature }}' },
          },
        },
      },
    },
    {
      from: { element: { type: 'shared' } },
      disallow: { to: { element: { types: { anyOf: ['feature', 'app'] } } } },
      message:
        'src/components and src/lib import no feature and not src/app: they serve every feature.',
    },
  ],
};

/**
 * The API's modules (docs/architecture.md, docs/api.md), lowest first: a module imports
 * only modules below it, and only through their index.ts; within a module
 * its folders use one another freely. The core under them (config, http, lib, db,
 * storage, openapi) imports no module; app.ts, main.ts, the demo seed,
 * commands, benchmarks, test helpers and the core's own tests compose them.
 */
const API_MODULES = [
  'platform',
  'messaging',
  'identity',
  'content',
  'worship',
  'ticketing',
  'giving',
  'office',
];

/** A glob matching any of these module names (`none` when there are none). */
function modulesPattern(names) {
  return names.length > 1 ? `{${names.join(',')}}` : (names[0] ?? 'none');
}

const API_ELEMENTS = [
  { type: 'api-composition', pattern: 'src/(bench|scripts|seed|testing|__tests__)' },
  { type: 'api-composition', pattern: 'src/(http|lib|db|storage|openapi)/__tests__' },
  { type: 'api-module', pattern: 'src/modules/*', capture: ['module'] },
  { type: 'api-core', pattern: 'src/(config|http|lib|db|storage|openapi)' },
].map((element) => ({ ...element, basePattern: 'api' }));

const MODULE_INSIDES_RULE =
  "A module imports another module only through its index.ts, never that module's files.";
const MODULE_LAYER_RULE =
  'A module imports only modules below it (platform, messaging, identity, content, worship, ticketing, giving, office): publish an event or move the code down.';
const API_CORE_RULE =
  'The API core (config, http, lib, db, storage, openapi) imports no module: modules build on it, app.ts composes them.';

const API_ZONES = {
  default: 'allow',
  policies: [
    {
      from: { element: { type: 'api-module' } },
      disallow: { to: { element: { type: 'api-module' } } },
      message: MODULE_INSIDES_RULE,
    },
    {
      from: { element: { type: 'api-module' } },
      allow: { to: { element: { type: 'api-module', fileInternalPath: 'index.ts' } } },
    },
    {
      // A table may point at a lower module's table (a foreign key): tables.ts
      // files see one another, and drizzle-kit loads nothing else.
      from: { element: { type: 'api-module', fileInternalPath: 'tables.ts' } },
      allow: { to: { element: { type: 'api-module', fileInternalPath: 'tables.ts' } } },
    },
    {
      from: { element: { type: 'api-module' } },
      allow: {
        to: {
          element: {
            type: 'api-module',
            captured: { module: '{{ from.element.captured.module }}' },
          },
        },
      },
    },
    ...API_MODULES.map((module, level) => ({
      from: { element: { type: 'api-module', captured: { module } } },
      disallow: {
        to: {
          element: {
            type: 'api-module',
            // A one-name brace pattern is no alternation in micromatch: list it bare.
            captured: { module: modulesPattern(API_MODULES.slice(level + 1)) },
          },
        },
      },
      message: MODULE_LAYER_RULE,
    })),
    {
      from: { element: { type: 'api-core' } },
      disallow: { to: { element: { type: 'api-module' } } },
      message: API_CORE_RULE,
    },
  ],
};

/**
 * What a browser has and a server has not (docs/conventions.md): never read
 * at module scope, where a server would evaluate it when loading the page's
 * code. Inside a function (an effect, an event handler) is fine, and so is
 * `typeof window`. Render-time use is caught by the server-render tests.
 */
const BROWSER_ONLY_GLOBALS = new Set([
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'matchMedia',
]);

const serverSafety = {
  rules: {
    'no-browser-globals-at-module-scope': {
      meta: {
        type: 'problem',
        messages: {
          moduleScope:
            '`{{ name }}` at module scope runs when a server loads this code: read it in an effect or an event handler.',
        },
        schema: [],
      },
      create(context) {
        return {
          'Program:exit'(program) {
            const globalScope = context.sourceCode.getScope(program);
            const references = [
              ...globalScope.through,
              ...globalScope.childScopes.flatMap((scope) => scope.through),
            ];
            const seen = new Set();
            for (const reference of references) {
              const { identifier } = reference;
              if (seen.has(identifier) || !BROWSER_ONLY_GLOBALS.has(identifier.name)) continue;
              seen.add(identifier);
              const scopeType = reference.from.variableScope.type;
              if (scopeType !== 'module' && scopeType !== 'global') continue;
              const parent = identifier.parent;
              if (parent?.type === 'UnaryExpression' && parent.operator === 'typeof') continue;
              context.report({
                node: identifier,
                messageId: 'moduleScope',
                data: { name: identifier.name },
              });
            }
          },
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'dist-single/**',
      '**/node_modules/**',
      '**/coverage/**',
      'api/drizzle/**',
      'api/.data/**',
      'reports/**',
      'releases/**',
      'e2e/.fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['error', 'warn', 'info'] }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['**/*.tsx', '**/src/**/*.ts'],
    // No React there: the end-to-end fixtures' `use` is Playwright's, not a hook.
    ignores: ['api/**', 'e2e/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { paths: RESTRICTED_PATHS, patterns: RESTRICTED_PATTERNS },
      ],
    },
  },
  {
    files: APPS.map((app) => `${app}/src/**`),
    plugins: { boundaries },
    settings: {
      'boundaries/elements': APP_ELEMENTS,
      'boundaries/include': APPS.map((app) => `${app}/src/**`),
      'import/resolver': {
        typescript: {
          project: APPS.map((app) => `${app}/tsconfig.json`),
          noWarnOnMultipleProjects: true,
        },
      },
    },
    rules: { 'boundaries/dependencies': ['error', IMPORT_ZONES] },
  },
  {
    files: ['api/src/**'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': API_ELEMENTS,
      'boundaries/include': ['api/src/**'],
      'import/resolver': { typescript: { project: 'api/tsconfig.json' } },
    },
    rules: { 'boundaries/dependencies': ['error', API_ZONES] },
  },
  {
    files: [...APPS, 'shared-web'].map((dir) => `${dir}/src/**`),
    // The browser's entry points (a server build gets its own), and tests.
    ignores: ['*/src/index.ts', '*/src/app/bootstrap.tsx', '**/__tests__/**', '**/testing/**'],
    plugins: { 'server-safety': serverSafety },
    rules: { 'server-safety/no-browser-globals-at-module-scope': 'error' },
  },
  {
    // The site server is a package: it imports the shared packages, never an
    // app's source, a command or a test (scripts/, e2e/).
    files: ['site-server/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: RESTRICTED_PATHS,
          patterns: [
            ...RESTRICTED_PATTERNS,
            {
              group: ['**/scripts/**', '**/e2e/**', '@parish/e2e', '**/shared-web/src/**'],
              message:
                'The site server imports only packages (@parish/shared-types); commands and tests import it.',
            },
          ],
        },
      ],
    },
  },
  {
    // The build tooling is a package the apps' configs use: it reads the
    // shared packages and the site server by their names, never an app's
    // source, a command or a test. The API and the root entry import other
    // workspaces by name too.
    files: ['tooling/**', 'api/**', 'server-kit/**', 'rspack.base.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            WORKSPACE_FILES_PATTERN,
            {
              group: [...APPS.map((app) => `@parish/${app}`), '@parish/scripts', '@parish/e2e'],
              message: 'The tooling and the API never import an app, a command or a test.',
            },
          ],
        },
      ],
    },
  },
  {
    // Commands and tests use the site server through its package, not its files.
    files: ['e2e/**', 'scripts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/site-server/src/**'],
              message: 'Import @parish/site-server (or @parish/site-server/root), not its files.',
            },
            WORKSPACE_FILES_PATTERN,
          ],
        },
      ],
    },
  },
  {
    // The one place axios is configured, and the test transport that replaces it.
    files: ['shared-web/src/api/**', 'shared-web/src/testing/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/__tests__/**', '**/testing/**', 'e2e/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
