import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig, type UserConfigFnObject } from 'vite';
import { appShellPlugin, type ShellDetails, type ShellPages } from './app-shell.ts';
import { firstLoadChunks } from './first-load-chunks.ts';
import { muiPartsPlugin } from './mui-parts.ts';
import { reactEsmPlugin } from './react-esm.ts';
import { precompressPlugin } from './precompress-plugin.ts';
import { preloadHelperPlugin } from './preload-helper.ts';
import { runtimeConfigPlugin } from './runtime-config-plugin.ts';
import { shellPreloadsPlugin } from './shell-preloads.ts';
import { shellStartPlugin, type ShellAreas } from './shell-start.ts';
import { workspaceAliases, workspaceRoot } from './workspace-aliases.ts';

/**
 * Placeholder Vite writes as the nonce of index.html's script/link tags and of
 * `<meta property="csp-nonce">`; nginx replaces it per response with `$request_id`, the same value
 * its Content-Security-Policy header allows (docs/decisions, CSP nonce ADR).
 */
export const CSP_NONCE_PLACEHOLDER = 'NGINX_CSP_NONCE';

/**
 * Source maps are written beside every chunk (tools/bench/bundle-visits.ts and profile-summary.ts read them by name)
 * but not named at the chunk's end: a `//# sourceMappingURL=` line cost every chunk a visit fetches about 33 bytes
 * gzip, 1.1 KiB on /home's 34 files, for a comment only a developer's tools read (ADR 127). To read a chunk with its
 * sources in the browser, add its `.map` in the developer tools. The floor app is built with the same setting.
 */
export const SOURCE_MAPS = 'hidden';

/** A module imported by this many lazy chunks (screens and lazy components; the portal has about 100) is common. */
const COMMON_TO_SCREENS = 30;

/**
 * MUI's form fields and overlays (Select with its menu, popover and modal, TextField with its label and helper text,
 * the filled and standard inputs): most lists and forms use them, /home, the details and the shell do not. Among
 * the common libraries they are a chunk of their own, so a visit that draws none of them does not fetch them.
 */
const COMMON_FORMS_VENDOR = /\/node_modules\/@mui\/material\/(Select|Menu|MenuList|Popover|Modal|TextField|FilledInput|Backdrop|Fade|Unstable_TrapFocus|Portal)\//;

/**
 * A field's parts without its overlays: the input and its outline, the form control, the label, the helper text, the
 * native select and the standard input it defaults to: what libs/ui's `InputField` and `SelectField` draw forms with.
 * They are a small chunk of their own beside the form fields' (ADR 83); a page with no such field does not fetch them
 * (ADR 88): /home, the details, and the lists, whose keyword box, filters and page size are the browser's own input
 * and select in the outlined frame (libs/ui `FramedInput`, `FramedSelect`, ADR 92). The form control's context is not
 * with them: a checkbox or a switch reads it, and a list with one (找资金, 政务服务) fetched the whole chunk for it.
 * `InputField` and `SelectField` go with them: most screens draw one, so the common chunk of our code would take them,
 * and the layout imports that chunk, which would make every page fetch the fields' parts (ADR 89).
 */
const COMMON_FIELDS_VENDOR =
  /\/node_modules\/@mui\/material\/(Input|InputBase|OutlinedInput|FormControl(?!\/(useFormControl|FormControlContext)\.)|TextareaAutosize|NativeSelect|InputLabel|FormLabel|FormHelperText)\/|\/libs\/ui\/src\/forms\/(input|select)-field\.tsx$/;

/**
 * The roving tab index of MUI's menus is also the keyboard of its tabs: a chunk of its own (grouped before the form
 * fields, which would take it with their menu), so a page with tabs and no form fields (资讯, 找培训, 全站搜索 …) does not
 * fetch the form fields' chunk for it.
 */
const ROVING_TAB_INDEX = /\/node_modules\/@mui\/utils\/useRovingTabIndex\//;

/**
 * MUI's Chip with its delete icon: the lists' cards, filters and forms draw it (about 60 screens), /home and the
 * shell do not (libs/ui's StatusChip is a span, ADR 123). A chunk of its own, grouped after the common chunk (which
 * would otherwise take it: a third of the screens share it) and before the form fields' overlays (whose group takes
 * every library module shared that widely), so the screens that draw a chip fetch it and /home does not.
 */
const CHIP_VENDOR = /\/node_modules\/@mui\/material\/(Chip\/|internal\/svg-icons\/Cancel\.)/;

/**
 * The outlined frame of the lists' fields (libs/ui framed-field.tsx): the lists and, through `PlainInputField` and
 * `PlainSelectField`, the ledger forms draw it (ADR 101): more screens than the share count, but /home, the details
 * and the shell do not. In the common chunk of our code every page would fetch it (+1 KiB each); it stays a chunk of
 * its own.
 */
const OWN_CHUNK_FIELDS = /\/libs\/ui\/src\/forms\/framed-field\.tsx$/;

/**
 * What goes into the common chunk when a third of the screens share it: MUI's and the other libraries' common modules
 * except the form fields, their parts and the roving tab index (chunks of their own, above), and our common code
 * except the lists' outlined frame. Libraries and our code are one chunk: the layout imports from both, so every
 * visit fetched both, and one chunk spares the import lines between them (ADR 117).
 */
function isCommon(id: string): boolean {
  if (COMMON_FIELDS_VENDOR.test(id)) return false;
  if (id.includes('/node_modules/')) return !COMMON_FORMS_VENDOR.test(id) && !ROVING_TAB_INDEX.test(id) && !CHIP_VENDOR.test(id);
  return !OWN_CHUNK_FIELDS.test(id);
}

/** Source files of the workspace's libs and apps (not node_modules, not styles). */
const WORKSPACE_SOURCE = /\/(libs|apps)\/[^/]+\/src\/.*\.tsx?$/;

export type AppViteOptions = {
  /** The app's folder name under apps/ and dist/apps/. */
  app: string;
  /** Absolute path of the app's folder. */
  root: string;
  /** Default port; the variable named by `portEnv` overrides it. */
  port: number;
  portEnv: string;
  /**
   * Lazy modules every route needs, preloaded from index.html beside the first load (shell-preloads.ts);
   * the global layout by default.
   */
  shellModules?: RegExp[];
  /** Page headers the static app shell draws per route (app-shell.ts); none by default. */
  shellPages?: ShellPages;
  /** Detail headers the static shell draws, their titles from the record (app-shell.ts, shell-start.ts). */
  shellDetails?: ShellDetails;
  /**
   * The app's screen areas (ADR 119): the start script fetches the route table of the address's area beside the
   * entry (shell-start.ts, ADR 123). None by default.
   */
  shellAreas?: ShellAreas;
  /**
   * Small modules every visit fetches with the layout or the deferred views that a few screens import too (the unread
   * count's query, the site owner, the status page …): one chunk (ADR 127) instead of a chunk each, each with its
   * import and export lines. Grouped after the common chunk, so what that holds stays there. None by default.
   */
  layoutParts?: RegExp;
};

/** An app's layout module (the shell's layout and the app's footer, one chunk: libs/shell app-routes.tsx, ADR 117). */
const LAYOUT_MODULE = /\/src\/app\/layout\.tsx$/;

/**
 * One Vite setup for both apps: workspace aliases, React, the runtime config script, fixed loopback
 * ports, output under dist/ with a manifest (tools/bench/bundle-budget.ts) and precompressed assets.
 */
export function appViteConfig(options: AppViteOptions): UserConfigFnObject {
  return defineConfig(({ command }) => appConfig(options, command === 'build'));
}

/**
 * React Router 7's package exports have no production condition, so a build would bundle
 * `dist/development` (its dev warnings included; remix-run/react-router#14753, fixed in v8, which needs
 * a newer Node). Builds use the production files the package ships next to them; dev and tests keep the
 * development build and its warnings.
 */
export function reactRouterProductionAliases(): { find: RegExp; replacement: string }[] {
  const dist = `${workspaceRoot}/node_modules/react-router/dist/production`;
  return [
    { find: /^react-router\/dom$/, replacement: `${dist}/dom-export.mjs` },
    { find: /^react-router$/, replacement: `${dist}/index.mjs` },
  ];
}

function appConfig({ app, root, port, portEnv, shellModules = [LAYOUT_MODULE], shellPages, shellDetails, shellAreas, layoutParts }: AppViteOptions, isBuild: boolean): UserConfig {
  const host = process.env.APP_HOST ?? '127.0.0.1';
  const resolvedPort = Number(process.env[portEnv] ?? port);
  const preloads = firstLoadChunks(shellModules);
  return {
    root,
    cacheDir: `../../node_modules/.vite/${app}`,
    base: '/',
    resolve: { alias: [...workspaceAliases(), ...(isBuild ? reactRouterProductionAliases() : [])] },
    plugins: [muiPartsPlugin(), reactEsmPlugin(), preloadHelperPlugin(), react(), runtimeConfigPlugin(`${root}/../..`), appShellPlugin({ nonce: CSP_NONCE_PLACEHOLDER, pages: shellPages, details: shellDetails }), precompressPlugin(), preloads.plugin, shellPreloadsPlugin({ modules: shellModules, nonce: CSP_NONCE_PLACEHOLDER }), shellStartPlugin({ nonce: CSP_NONCE_PLACEHOLDER, areas: shellAreas })],
    envDir: '../..',
    html: { cspNonce: CSP_NONCE_PLACEHOLDER },
    server: { host, port: resolvedPort, strictPort: true },
    preview: { host, port: resolvedPort, strictPort: true },
    build: {
      outDir: `../../dist/apps/${app}`,
      emptyOutDir: true,
      sourcemap: SOURCE_MAPS,
      manifest: true,
      chunkSizeWarningLimit: 800,
      modulePreload: { resolveDependencies: preloads.resolveDependencies },
      rolldownOptions: {
        // The workspace libs are imported through barrels (`@smes/ui`, `@smes/api`, …). Their modules
        // only declare things, but top-level calls such as MUI's styled() look like side effects, so
        // without this every component re-exported by a barrel the shell touches ended up in the
        // first-load JavaScript. The apps' entry files keep their side effects.
        treeshake: { moduleSideEffects: (id: string) => !WORKSPACE_SOURCE.test(id) || /\/main\.tsx$/.test(id) },
        // Chunks are named by a short hash alone: every `import()` lists the chunks it preloads
        // (`__vite__mapDeps`, in the importing chunk: for the route table, in the first load), and neither screen
        // names nor hash characters compress. 7 characters is the fewest rolldown accepts for this many chunks
        // (ADR 83). tools/bench/bundle-budget.ts names chunks by their sources (the manifest); the source maps name the modules.
        output: {
          chunkFileNames: 'assets/[hash:7].js',
          // The entry too: every chunk that imports from it names it (`from"./index-B1518qHr.js"`), and on /home's
          // 25 files the name's seven extra characters cost 88 bytes gzip (ADR 133).
          entryFileNames: 'assets/[hash:7].js',
          // The first load is the entry and one chunk beside it. What a third of the screens or more use (MUI's
          // common components, the workspace's common code) is one chunk each for libraries and for our code: a
          // screen would fetch nearly all of it anyway, and as dozens of small chunks it cost more in the
          // bundler's import lines between them and in requests. Everything else is split as rolldown does by
          // default, one chunk per set of screens sharing it, so a screen downloads what it uses.
          // Grouping what four or more screens shared into three chunks preloaded on every page (for
          // fewer requests over HTTP/1.1) made each visit download much it did not use; a lower threshold makes /home
          // larger, a higher one the lists, with more files (tools/bench/bundle-budget.ts; figures in docs/benchmarks.md).
          // The common libraries are three chunks: the form fields' overlays (COMMON_FORMS_VENDOR), the fields' parts
          // (COMMON_FIELDS_VENDOR: what the lists' native selects and keyword boxes use) and the rest, which the
          // layout imports (a button, a paper) and so every visit fetches; the roving tab index and MUI's Chip
          // (CHIP_VENDOR: the screens that draw chips, not /home, ADR 123) are chunks of their own.
          // That rest and the common code of ours are one chunk (`isCommon`): both were fetched by every visit (the
          // layout imports each), and as two chunks the one's imports from the other cost every page 0.5–0.6 KiB
          // (ADR 117). A group takes the modules its members import with it, so it is grouped first (the higher
          // priority): the buttons, inputs and transitions the form fields build on stay in it, and the layout never
          // imports the forms (ADR 72, ADR 83).
          // An app's `layoutParts` (small modules every visit fetches with the layout, which a few screens import too)
          // are one chunk after it, not a chunk each (ADR 127).
          codeSplitting: {
            groups: [
              { name: 'first-load', tags: ['$initial'], priority: 7 },
              { name: 'common', test: isCommon, minShareCount: COMMON_TO_SCREENS, priority: 6 },
              ...(layoutParts ? [{ name: 'layout-parts', test: layoutParts, priority: 5.5 }] : []),
              { name: 'chip', test: CHIP_VENDOR, priority: 5 },
              { name: 'roving-tab-index', test: ROVING_TAB_INDEX, priority: 4 },
              { name: 'common-fields-vendor', test: COMMON_FIELDS_VENDOR, minShareCount: COMMON_TO_SCREENS, priority: 3 },
              { name: 'common-forms-vendor', test: /node_modules/, minShareCount: COMMON_TO_SCREENS, priority: 2 },
            ],
          },
        },
      },
    },
  };
}
