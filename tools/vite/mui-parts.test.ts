import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { MUI_DEFAULT_THEME, MUI_PARTS, directReactReads, lazyDefaultTheme, muiPartFor, muiPartsPlugin } from './mui-parts.ts';
import { workspaceRoot } from './workspace-aliases.ts';

const mui = (path: string) => `${workspaceRoot}/node_modules/@mui/material/${path}`;

describe("the buttons' parts the apps' builds draw plain or fetch on first use (tools/vite/mui-parts.ts)", () => {
  it("resolves Button's and IconButton's CircularProgress to ButtonSpinner, and ButtonBase's TouchRipple to the on-first-use ripple", () => {
    expect(muiPartFor('../CircularProgress/index.mjs', mui('Button/Button.mjs'))).toBe(`${workspaceRoot}/libs/ui/src/states/button-spinner.tsx`);
    expect(muiPartFor('../CircularProgress/index.mjs', mui('IconButton/IconButton.mjs'))).toBe(`${workspaceRoot}/libs/ui/src/states/button-spinner.tsx`);
    expect(muiPartFor('./TouchRipple.mjs', mui('ButtonBase/ButtonBase.mjs'))).toBe(`${workspaceRoot}/libs/ui/src/states/touch-ripple-on-first-use.tsx`);
    // The same on Windows paths.
    expect(muiPartFor('./TouchRipple.mjs', mui('ButtonBase/ButtonBase.mjs').replaceAll('/', '\\'))).toBe(`${workspaceRoot}/libs/ui/src/states/touch-ripple-on-first-use.tsx`);
  });

  it('leaves every other import alone: our own modules, the on-first-use ripple itself, other MUI modules and other sources', () => {
    // The ripple module fetches MUI's TouchRipple by its package path: that must stay MUI's, or it would load itself.
    expect(muiPartFor('@mui/material/ButtonBase/TouchRipple', `${workspaceRoot}/libs/ui/src/states/touch-ripple-on-first-use.tsx`)).toBeUndefined();
    expect(muiPartFor('./TouchRipple.mjs', `${workspaceRoot}/libs/ui/src/states/touch-ripple-on-first-use.tsx`)).toBeUndefined();
    expect(muiPartFor('../CircularProgress/index.mjs', `${workspaceRoot}/libs/ui/src/states/loading-state.tsx`)).toBeUndefined();
    expect(muiPartFor('../CircularProgress/index.mjs', mui('Chip/Chip.mjs'))).toBeUndefined();
    expect(muiPartFor('../CircularProgress/index.mjs', mui('Button/ButtonOther.mjs'))).toBeUndefined();
    expect(muiPartFor('../ButtonBase/index.mjs', mui('Button/Button.mjs'))).toBeUndefined();
    expect(muiPartFor('./Ripple.mjs', mui('ButtonBase/TouchRipple.mjs'))).toBeUndefined();
    expect(muiPartFor('react', undefined)).toBeUndefined();
  });

  it('names imports the installed MUI really makes, and modules that exist: an MUI upgrade that moves them fails here', () => {
    for (const part of MUI_PARTS) {
      expect(existsSync(part.replacement)).toBe(true);
      const importers = ['Button/Button.mjs', 'IconButton/IconButton.mjs', 'ButtonBase/ButtonBase.mjs'].filter((file) => part.importer.test(mui(file)));
      expect(importers.length).toBeGreaterThan(0);
      for (const file of importers) expect(readFileSync(mui(file), 'utf8')).toContain(` from "${part.source}";`);
    }
  });
});

describe("MUI's default theme made on first use in the apps' builds (ADR 130)", () => {
  const file = mui('styles/defaultTheme.mjs');

  it('rewrites Box’s own default theme the same way', () => {
    const box = mui('Box/Box.mjs');
    const lazy = lazyDefaultTheme(readFileSync(box, 'utf8'), box)!;
    expect(lazy).toContain('const defaultTheme = madeOnFirstUse(() => createTheme());');
    expect(lazy).not.toContain(MUI_DEFAULT_THEME.made);
    expect(lazy).toContain('defaultTheme,');
  });

  it('rewrites the installed defaultTheme module to make its theme through madeOnFirstUse, and no other module', () => {
    const installed = readFileSync(file, 'utf8');
    expect(installed).toContain(MUI_DEFAULT_THEME.made);
    const lazy = lazyDefaultTheme(installed, file)!;
    expect(lazy).toContain(`import { madeOnFirstUse } from "${workspaceRoot}/libs/ui/src/theme/made-on-first-use.ts";`);
    expect(lazy).toContain('const defaultTheme = madeOnFirstUse(() => createTheme());');
    expect(lazy).not.toContain(MUI_DEFAULT_THEME.made);
    expect(lazy).toContain('export default defaultTheme;');
    expect(existsSync(MUI_DEFAULT_THEME.helper)).toBe(true);
    expect(lazyDefaultTheme(installed, `${file}?v=1`)).toBe(lazy);
    expect(lazyDefaultTheme(installed, file.replaceAll('/', '\\'))).toBe(lazy);
    expect(lazyDefaultTheme(readFileSync(mui('styles/styled.mjs'), 'utf8'), mui('styles/styled.mjs'))).toBeUndefined();
    expect(lazyDefaultTheme('const defaultTheme = createTheme();', `${workspaceRoot}/libs/ui/src/theme/defaultTheme.mjs`)).toBeUndefined();
  });

  it('refuses a defaultTheme module that no longer makes its theme as it did (an MUI upgrade)', () => {
    expect(() => lazyDefaultTheme('const defaultTheme = createTheme({});\nexport default defaultTheme;', file)).toThrow(/ADR 130/);
  });
});

describe("MUI's hooks read from React directly, not through a copy of its namespace (ADR 133)", () => {
  const transform = (muiPartsPlugin() as Plugin & { transform: (code: string, id: string) => { code: string } | undefined }).transform;

  it('rewrites the installed modules that spread React, keeping their lines, and reads the same hook', () => {
    const modules = {
      'utils/useId/useId.mjs': 'useId',
      'system/useMediaQuery/useMediaQuery.mjs': 'useSyncExternalStore',
      'material/transitions/useReducedMotion.mjs': 'useSyncExternalStore',
    };
    for (const [module, hook] of Object.entries(modules)) {
      const id = `${workspaceRoot}/node_modules/@mui/${module}`;
      const code = readFileSync(id, 'utf8');
      expect(code).toMatch(/\.\.\.React\b/);
      const direct = transform(code, id)?.code;
      expect(direct).toBeDefined();
      expect(direct).not.toMatch(/\.\.\.React\b|safeReact/);
      expect(direct).toMatch(new RegExp(`const \\w+ = React\\.${hook};`));
      // React 17's fallback is no longer chosen.
      expect(direct).not.toMatch(/maybeReact\w+ !== undefined/);
      // Lines stay where they were, so the module's source map holds.
      expect(direct!.split('\n')).toHaveLength(code.split('\n').length);
    }
  });

  it('leaves every other module alone: ours, other packages, MUI modules without a spread', () => {
    const spread = "import * as React from 'react';\nconst safeReact = {\n  ...React\n};\nconst maybeReactUseId = safeReact.useId;\n";
    expect(directReactReads(spread, `${workspaceRoot}/libs/ui/src/a.ts`)).toBeUndefined();
    expect(directReactReads(spread, `${workspaceRoot}/node_modules/other/a.mjs`)).toBeUndefined();
    expect(directReactReads(`${spread}export default maybeReactUseId !== undefined ? maybeReactUseId : legacy;\n`, `${workspaceRoot}/node_modules/@mui/utils/a.mjs`)).toBe(
      "import * as React from 'react';\nconst maybeReactUseId = React.useId;\n\n\n\nexport default true ? maybeReactUseId : legacy;\n",
    );
    const button = mui('Button/Button.mjs');
    expect(transform(readFileSync(button, 'utf8'), button)).toBeUndefined();
  });

  it('fails the build on a React spread it does not know how to read (an MUI upgrade)', () => {
    expect(() => directReactReads("import * as React from 'react';\nconst all = { ...React, extra: 1 };\nexport default all.useId;\n", `${workspaceRoot}/node_modules/@mui/utils/b.mjs`)).toThrow(/ADR 133/);
  });
});
