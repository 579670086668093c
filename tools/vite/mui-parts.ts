import type { Plugin } from 'vite';
import { workspaceRoot } from './workspace-aliases.ts';

/**
 * Parts of MUI's buttons that every page carried and almost no page runs at load (ADR 127), resolved in the apps'
 * builds to modules of libs/ui that do the same:
 * - Button's and IconButton's default loading indicator, a CircularProgress (0.9 KiB with its classes), drawn only
 *   while a button has `loading`: ButtonSpinner draws the same span, arc and turn without the component.
 * - ButtonBase's TouchRipple (1.4 KiB with Ripple and its classes), mounted by ButtonBase on the first press or
 *   keyboard focus: TouchRippleOnFirstUse fetches it then and replays the calls made meanwhile.
 * Only the import inside those MUI modules is replaced: a module of ours importing CircularProgress or TouchRipple
 * gets MUI's. The floor app (tools/bench/floor-app) is built without this: it is MUI as shipped. The same plugin makes
 * MUI's default theme on first use (MUI_DEFAULT_THEME below).
 */
export const MUI_PARTS: readonly { importer: RegExp; source: string; replacement: string }[] = [
  {
    importer: /\/node_modules\/@mui\/material\/(Button\/Button|IconButton\/IconButton)\.mjs$/,
    source: '../CircularProgress/index.mjs',
    replacement: `${workspaceRoot}/libs/ui/src/states/button-spinner.tsx`,
  },
  {
    importer: /\/node_modules\/@mui\/material\/ButtonBase\/ButtonBase\.mjs$/,
    source: './TouchRipple.mjs',
    replacement: `${workspaceRoot}/libs/ui/src/states/touch-ripple-on-first-use.tsx`,
  },
];

/** The module an import inside MUI resolves to instead, or undefined for every other import. */
export function muiPartFor(source: string, importer: string | undefined): string | undefined {
  if (!importer) return undefined;
  const path = importer.replaceAll('\\', '/');
  return MUI_PARTS.find((part) => part.source === source && part.importer.test(path))?.replacement;
}

/**
 * MUI's default themes, which `styles/defaultTheme.mjs` (for styled components) and `Box/Box.mjs` (a second one, for
 * Box) make as MUI's modules run (a `createTheme()` each: ~25 ms of the entry's long task on a phone, CPU slowed 4×),
 * are made on first use in the apps' builds (libs/ui `madeOnFirstUse`, ADR 130). MUI reads them only for a component
 * drawn outside a ThemeProvider; the apps draw every screen inside theirs.
 */
export const MUI_DEFAULT_THEME = {
  module: /\/node_modules\/@mui\/material\/(styles\/defaultTheme|Box\/Box)\.mjs$/,
  made: 'const defaultTheme = createTheme();',
  helper: `${workspaceRoot}/libs/ui/src/theme/made-on-first-use.ts`,
} as const;

/** A default theme module's code with the theme made on first use, or undefined for every other module. */
export function lazyDefaultTheme(code: string, id: string): string | undefined {
  if (!MUI_DEFAULT_THEME.module.test(id.replaceAll('\\', '/').replace(/\?.*$/, ''))) return undefined;
  if (!code.includes(MUI_DEFAULT_THEME.made)) throw new Error(`${id} no longer reads "${MUI_DEFAULT_THEME.made}" (ADR 130): look at what MUI does now`);
  const lazy = code.replace(MUI_DEFAULT_THEME.made, 'const defaultTheme = madeOnFirstUse(() => createTheme());');
  // The import goes last (imports are hoisted): the module's lines keep their numbers, so its source map still holds.
  return `${lazy}\nimport { madeOnFirstUse } from ${JSON.stringify(MUI_DEFAULT_THEME.helper)};\n`;
}

/**
 * MUI reads three hooks through a copy of React's namespace (`const safeReact = { ...React }; const maybeReactUseId =
 * safeReact.useId;`: mui/material-ui#41190, a guard for bundlers that fail on a name React 17 lacks). A spread of the
 * namespace made the apps' builds keep React's whole namespace object (a getter for each export, in the entry every
 * page fetches) for those reads. The apps build against React 19, which has every one of them: their builds read the
 * hook directly (`const maybeReactUseId = React.useId;`), a binding like any other import of React, and their
 * fallbacks for a React without it are left to the minifier as dead code (ADR 133). A MUI
 * module that spreads React in any other shape fails the build, so a changed MUI is looked at rather than passed
 * through. The floor app is built without this, as with the parts above.
 */
const REACT_SPREAD = /const safeReact = \{\s*\.\.\.React\s*\};\s*const (\w+) = safeReact\.(\w+);/g;

/** A MUI module's code with its `{ ...React }` reads made direct, or undefined when it spreads no React namespace. */
export function directReactReads(code: string, id: string): string | undefined {
  if (!/\/node_modules\/@mui\//.test(id.replaceAll('\\', '/'))) return undefined;
  if (!/\.\.\.React\b/.test(code) || !/import \* as React from ['"]react['"]/.test(code)) return undefined;
  const read: string[] = [];
  let direct = code.replace(REACT_SPREAD, (whole, name: string, hook: string) => {
    read.push(name);
    // The same number of lines: the module's source map still holds.
    return `const ${name} = React.${hook};${'\n'.repeat(whole.split('\n').length - 1)}`;
  });
  // The hook is there (React 19), so MUI's fallbacks for React 17 (`maybeReactUseId !== undefined ? … : legacy`) are
  // dead code the minifier drops.
  for (const name of read) direct = direct.replaceAll(`${name} !== undefined`, 'true');
  if (/\.\.\.React\b/.test(direct)) throw new Error(`${id} spreads React's namespace in a shape smes:mui-parts does not read (ADR 133): look at what MUI does now`);
  return direct;
}

/**
 * Emotion's styled components (every MUI component and `sx`) compile a new style's rules and insert them in React's
 * commit, from an insertion effect: a screen's commits spent most of their time there (ADR 134), and a commit is one
 * task React cannot split. In the apps' builds the styled component's `Insertion` also hands its style to the cache as
 * it renders, if the cache takes it (libs/shell `withStylesAhead`: the apps' cache inserts it at once): a transition's
 * or a deferred value's render yields every few milliseconds, so the work is done in those slices and the insertion
 * effect finds the style there. A cache without `styleAhead` (any other) works as it did (ADR 137; the baseline's
 * global sheet has a cache of its own, so it stays at the end of `<head>`).
 */
export const EMOTION_STYLES_AHEAD = {
  module: /\/node_modules\/@emotion\/styled\/base\/dist\/emotion-styled-base\.browser\.esm\.js$/,
  render: '  registerStyles(cache, serialized, isStringTag);\n  useInsertionEffectAlwaysWithSyncFallback(function () {\n    return insertStyles(cache, serialized, isStringTag);\n  });',
  // The same lines (the module's source map still holds): one call added to the render's first line.
  ahead:
    '  registerStyles(cache, serialized, isStringTag); if (cache.styleAhead !== undefined) cache.styleAhead(serialized);\n  useInsertionEffectAlwaysWithSyncFallback(function () {\n    return insertStyles(cache, serialized, isStringTag);\n  });',
} as const;

/** emotion-styled-base's code with its styles compiled as it renders, or undefined for every other module. */
export function stylesAheadInRender(code: string, id: string): string | undefined {
  if (!EMOTION_STYLES_AHEAD.module.test(id.replaceAll('\\', '/').replace(/\?.*$/, ''))) return undefined;
  if (code.split(EMOTION_STYLES_AHEAD.render).length !== 2) {
    throw new Error(`${id} no longer registers and inserts its styles as it did (ADR 137): look at what Emotion does now`);
  }
  return code.replace(EMOTION_STYLES_AHEAD.render, EMOTION_STYLES_AHEAD.ahead);
}

export function muiPartsPlugin(): Plugin {
  return {
    name: 'smes:mui-parts',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return muiPartFor(source, importer);
    },
    transform(code, id) {
      const lazy = lazyDefaultTheme(code, id);
      const changed = directReactReads(lazy ?? code, id) ?? lazy ?? stylesAheadInRender(code, id);
      return changed === undefined ? undefined : { code: changed, map: null };
    },
  };
}
