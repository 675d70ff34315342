// One lint configuration for the whole repository.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const APPS = ['shell', 'mf-content', 'mf-commerce', 'mf-booking', 'mf-admin'];

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
];

/**
 * Features do not import each other: from src/features/<a>/<folder>/file, a
 * path that climbs exactly two levels lands in another feature. (Three levels
 * reach the app-wide src/components and src/lib, which are fine.)
 */
const FEATURE_BOUNDARY = {
  regex: '^\\.\\./\\.\\./(?!\\.\\./)',
  message:
    'Features do not import each other: compose them in src/app, or move shared code to src/components or src/lib.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      'api/drizzle/**',
      'api/.data/**',
      'reports/**',
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
    ignores: ['api/**'],
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
    files: APPS.map((app) => `${app}/src/features/*/**`),
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: RESTRICTED_PATHS, patterns: [...RESTRICTED_PATTERNS, FEATURE_BOUNDARY] },
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
