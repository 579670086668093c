import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Module boundaries are the architecture: apps compose libs, data-access libs never touch MUI,
// ui never does HTTP, portal and console code never import each other.
const depConstraints = [
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util'] },
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:util'] },
  {
    sourceTag: 'type:ui',
    onlyDependOnLibsWithTags: ['type:ui', 'type:util'],
    bannedExternalImports: ['openapi-fetch', 'axios', '@tanstack/react-query'],
  },
  {
    sourceTag: 'type:data-access',
    onlyDependOnLibsWithTags: ['type:data-access', 'type:util'],
    bannedExternalImports: ['@mui/*', '@emotion/*'],
  },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'], bannedExternalImports: ['@mui/*', '@emotion/*', 'react', 'react-dom'] },
  { sourceTag: 'type:server', onlyDependOnLibsWithTags: ['type:util'], bannedExternalImports: ['react', 'react-dom', '@mui/*'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'scope:portal', onlyDependOnLibsWithTags: ['scope:portal', 'scope:shared'] },
  { sourceTag: 'scope:console', onlyDependOnLibsWithTags: ['scope:console', 'scope:shared'] },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.nx/**',
      '**/src/generated/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs', '**/*.js'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints,
        },
      ],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@mui/material', message: 'Use path imports: @mui/material/Button' },
            { name: '@mui/icons-material', message: 'Use path imports: @mui/icons-material/Search' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    // Playwright fixtures call `use()`, which is not React's.
    ignores: ['apps/*-e2e/**', 'libs/e2e-support/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // No import cycles in the stand-in (value imports; `import type` is erased): a cycle is how its layering
    // once inverted (db → seed → domain → db). Apps and libs have their own block; tests import nothing back.
    files: ['tools/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // import-x follows only these extensions (its default is JavaScript only).
      'import-x/extensions': ['.ts', '.mjs', '.js'],
      'import-x/ignore': ['node_modules'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.mjs', '.js'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Build and test configs sit outside every project's source and may reach the shared setup.
    files: ['**/vite.config.ts', '**/vitest.config.ts', '**/playwright.config.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // Colours come from the theme: no hex literals in components.
    files: ['apps/*/src/**/*.tsx', 'libs/ui/src/**/*.tsx'],
    ignores: ['libs/ui/src/theme/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/^#[0-9a-fA-F]{3,8}$/]', message: 'Use a theme token, not a literal colour.' },
        { selector: 'Literal[value=/^rgba?\\(/]', message: 'Use a theme token, not a literal colour.' },
      ],
    },
  },
  {
    // The ui lib renders; it never talks to a server.
    files: ['libs/ui/src/**/*.ts', 'libs/ui/src/**/*.tsx'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'libs/ui never does HTTP; take a callback from the app.' },
        { name: 'XMLHttpRequest', message: 'libs/ui never does HTTP.' },
      ],
    },
  },
);
