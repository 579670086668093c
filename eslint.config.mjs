import { existsSync, readdirSync, readFileSync } from 'node:fs';
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
  // Playwright fixtures and helpers (libs/e2e-support) are for the journeys only: an app importing them would ship
  // a test runner.
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util', 'type:e2e-util'] },
  { sourceTag: 'type:e2e-util', onlyDependOnLibsWithTags: ['type:util'] },
  // tools/vite, tools/scripts, tools/bench: build config, start and test scripts, benchmarks. They may use the server
  // (through its testing entry), nginx and the util libs; nothing but configs and other tools imports them.
  { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:tool', 'type:server', 'type:util'] },
  { sourceTag: 'scope:portal', onlyDependOnLibsWithTags: ['scope:portal', 'scope:shared'] },
  { sourceTag: 'scope:console', onlyDependOnLibsWithTags: ['scope:console', 'scope:shared'] },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
];

const boundaries = (allow = []) => ['error', { enforceBuildableLibDependency: false, allow, depConstraints }];

// Inside the portal (ADR 8): each folder under src/features is an area and reaches no other area; what two
// areas share lives in src/shared; pages compose features and never each other; nothing below app/ imports
// the route table. Areas are read from the folder, so a new area is fenced in the moment it exists.
const portal = 'apps/enterprise-portal/src';
const subfolders = (dir) =>
  readdirSync(new URL(`./${dir}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const portalZones = [
  ...subfolders(`${portal}/features`).map((area) => ({
    target: `./${portal}/features/${area}`,
    from: `./${portal}/features`,
    except: [`./${area}`],
    message: `features/${area} may not reach into another area: move the shared piece to src/shared (or a lib), or compose both in a page.`,
  })),
  ...subfolders(`${portal}/pages`).map((screen) => ({
    target: `./${portal}/pages/${screen}`,
    from: `./${portal}/pages`,
    except: [`./${screen}`],
    message: 'A page never imports another page: move the shared piece to its feature or to src/shared.',
  })),
  {
    target: `./${portal}/shared`,
    from: [`./${portal}/features`, `./${portal}/pages`],
    message: 'src/shared sits below every area: it may not import features, pages or the route table.',
  },
  {
    target: `./${portal}/features`,
    from: `./${portal}/pages`,
    message: 'Features sit below pages: move the piece into the feature, or compose in the page.',
  },
  {
    // The route table imports every page; below it only the typed paths may be imported.
    target: [`./${portal}/features`, `./${portal}/shared`, `./${portal}/pages`],
    from: `./${portal}/app`,
    except: ['./paths.ts'],
    message: 'Only app/paths.ts may be imported from app/: the route table sits above every screen.',
  },
];

// The server's layers point down only (docs/architecture-server.md): start-up → hosts (portal, sso) →
// seed → domain → shared, http, db. Start-up alone hands seeded facts to the hosts.
const standIn = 'apps/server/src';
const standInZones = [
  ['db', ['domain', 'seed', 'portal', 'sso', 'shared', 'http'], 'db/ opens and migrates; it knows no layer above it.'],
  ['shared', ['domain', 'seed', 'portal', 'sso', 'db', 'http'], 'shared/ holds helpers with no domain knowledge and no HTTP.'],
  ['http', ['domain', 'seed', 'portal', 'sso'], 'http/ is HTTP plumbing below the hosts; it knows domain failures only as shared/domain-error.'],
  ['domain', ['seed', 'portal', 'sso'], 'domain/ serves the hosts and the seed; it never imports them.'],
  ['domain', ['http'], 'domain/ knows no HTTP: throw DomainError (shared/domain-error.ts); the hosts map it to a status in http/known-failure.ts (ADR 85).'],
  ['seed', ['portal', 'sso'], 'The seed writes through domain functions, never through a host.'],
  ['portal', ['seed'], 'Hosts read the database through domain/; seeded facts come from start-up (create-hosts.ts).'],
  ['sso', ['seed'], 'Hosts read the database through domain/; seeded facts come from start-up (create-hosts.ts).'],
].map(([target, from, message]) => ({
  target: `./${standIn}/${target}`,
  from: from.map((layer) => `./${standIn}/${layer}`),
  message,
}));

// Every folder under tools/ is a tagged Nx project (tools/vite, tools/scripts, tools/bench, tools/nginx), so the
// constraints above check its imports. A folder without one (a new script folder, tools/codemods' one-off
// migrations) is outside the fence: nothing may import from it until it has a project.json with tags. Read from
// the folders, like the portal's zones, so a new folder is fenced the moment it exists.
const taggedProject = (folder) => {
  const file = new URL(`./tools/${folder}/project.json`, import.meta.url);
  return existsSync(file) && (JSON.parse(readFileSync(file, 'utf8')).tags ?? []).length > 0;
};
const untaggedToolZones = subfolders('tools')
  .filter((folder) => !taggedProject(folder))
  .map((folder) => ({
    target: './',
    from: `./tools/${folder}`,
    message: `tools/${folder} belongs to no tagged Nx project: give it a project.json with tags (see tools/bench) before importing from it.`,
  }));

// Test entries (`@smes/*/testing`, any testing.ts or testing/ folder) hold MSW handlers and fixtures; they
// must never reach a production bundle, so only tests, test setup and e2e may import them.
const testFiles = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/test-setup.ts',
  '**/testing.ts',
  '**/testing.tsx',
  '**/testing/**',
  '**/__lint-fixtures__/**',
  'apps/*-e2e/**',
  'libs/e2e-support/**',
];
const muiPathImports = [
  { name: '@mui/material', message: 'Use path imports: @mui/material/Button' },
  { name: '@mui/icons-material', message: 'Use path imports: @mui/icons-material/Search' },
];
// MUI modules the apps used a corner of, drawn by libs/ui instead (ADR 133): refused in the apps' and libs' sources (the
// floor app is MUI as shipped; a test may draw MUI's beside ours).
const muiDrawnByUs = [
  { name: '@mui/material/useMediaQuery', message: "Use @smes/ui's useMediaMatch: MUI's came into the chunk every page fetches (ADR 133)" },
  { name: '@mui/material/Container', message: "Use @smes/ui's PageContainer (libs/ui's own layouts: Column): MUI's came with the layout every page fetches (ADR 133)" },
  { name: '@mui/material/useScrollTrigger', message: 'MUI’s came with the layout every page fetches: read the scroll as use-reading-on.ts does (ADR 133)' },
];

// import-x only follows files with these extensions (its default is JavaScript only).
const sourceExtensions = ['.ts', '.tsx', '.js', '.mjs'];
const importXSettings = {
  'import-x/extensions': sourceExtensions,
  // Packages cannot import our sources back; never parse them.
  'import-x/ignore': ['node_modules'],
  'import-x/resolver-next': [createNodeResolver({ extensions: sourceExtensions })],
};

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
      // Deliberately broken sources that lint-rules.test.ts lints to show each rule firing.
      '**/__lint-fixtures__/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs', '**/*.js'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': boundaries(),
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { paths: muiPathImports }],
    },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'libs/*/src/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...muiPathImports, ...muiDrawnByUs],
          patterns: [
            {
              group: ['@smes/*/testing', '**/testing', '**/testing/**'],
              message: 'Test entries are for tests only (*.test.ts(x), test setup, e2e).',
            },
          ],
        },
      ],
    },
  },
  {
    // Import cycles make load order an accident and hide layering mistakes; across projects Nx reports
    // them, inside a project this does. Aliased (@smes/*) imports are left to Nx and not resolved here.
    // Nothing imports a test, so a test cannot close a cycle: skipping them keeps lint time down.
    files: ['apps/*/src/**/*.{ts,tsx}', 'libs/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { 'import-x': importX },
    settings: importXSettings,
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Blocks below that set their own zones add these to them (a later block's options replace an earlier one's).
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { 'import-x': importX },
    settings: importXSettings,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: untaggedToolZones }],
    },
  },
  {
    files: [`${portal}/**/*.{ts,tsx}`],
    ignores: testFiles,
    plugins: { 'import-x': importX },
    settings: importXSettings,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: [...portalZones, ...untaggedToolZones] }],
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
    files: [`${standIn}/**/*.ts`],
    ignores: testFiles,
    plugins: { 'import-x': importX },
    settings: importXSettings,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: [...standInZones, ...untaggedToolZones] }],
    },
  },
  {
    // The server awaits its database everywhere (ADR 62): a promise nobody awaits is a query that runs after its
    // answer was sent, or an error nobody sees. These rules need types, so they read the server's tsconfig.
    files: [`${standIn}/**/*.ts`, 'tools/bench/**/*.ts'],
    languageOptions: { parserOptions: { project: ['apps/server/tsconfig.json', 'tools/bench/tsconfig.json'], tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // An async callback handed to something that ignores its promise (setInterval, forEach); Fastify's own
      // options and handler records await what they get.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: true, attributes: false, properties: false, returns: false, variables: false, inheritedMethods: false } }],
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    // Plain Node scripts (npm start, npm test, type generation): Node's globals, no bundler.
    files: ['tools/**/*.mjs'],
    languageOptions: {
      globals: Object.fromEntries(
        ['process', 'console', 'URL', 'fetch', 'setTimeout', 'clearTimeout', 'AbortController', 'AbortSignal'].map((name) => [name, 'readonly']),
      ),
    },
  },
  {
    // Vite's config loader bundles a vite.config.ts with the files it imports by relative path, and leaves every bare
    // specifier to Node, which knows no tsconfig alias: so the shared Vite config reaches the brand and runtime
    // config in libs/config and the shell routes in tools/nginx by path. Exactly those imports are allowed; every
    // other import of tools/vite is checked by its tags like any project's.
    files: ['tools/vite/**/*.ts'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': boundaries([
        '../../libs/config/src/brand.ts',
        '../../libs/config/src/read-config.ts',
        '../../libs/config/src/runtime-config.ts',
        '../nginx/src/shell-routes.ts',
      ]),
    },
  },
  {
    // Nx forbids importing an application, but the benchmarks and start scripts drive the server and nginx (both
    // applications): each through its one entry, never by a path into its sources. The bundle budget runs under a
    // plain `tsx` (npm test, before any tsconfig is named), so it reads which scripts a build starts by path.
    files: ['tools/bench/**/*.{ts,tsx}', 'tools/scripts/**/*.{ts,mjs}'],
    plugins: { '@nx': nx },
    rules: { '@nx/enforce-module-boundaries': boundaries(['@smes/server/testing', '@smes/nginx', '../vite/shell-start.ts']) },
  },
  {
    // The two-instance test runs the nginx configuration we ship in front of two servers: through nginx's one entry.
    files: ['apps/server/src/two-instances.test.ts'],
    plugins: { '@nx': nx },
    rules: { '@nx/enforce-module-boundaries': boundaries(['@smes/nginx']) },
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
