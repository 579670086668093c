// @vitest-environment happy-dom
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { describe, expect, it } from 'vitest';
import { EMOTION_INSERT_IN_RENDER, insertStylesInRender } from './mui-parts.ts';
import { workspaceRoot } from './workspace-aliases.ts';

const file = `${workspaceRoot}/node_modules/@emotion/styled/base/dist/emotion-styled-base.browser.esm.js`;
const installed = readFileSync(file, 'utf8');

type CreateStyled = (tag: string) => (styles: object) => ComponentType;

/**
 * Loads a version of emotion-styled-base beside the installed one (so its imports resolve to the same modules as the
 * test's) and renders a styled div followed by a probe that, rendering after it in the same render, reads whether
 * the div's style is in the cache yet. Returns what the probe saw and what the page has once React committed.
 */
async function insertedBeforeCommit(code: string, name: string): Promise<{ duringRender: boolean; afterCommit: string[] }> {
  const copy = join(dirname(file), `.smes-${name}-${process.pid}.mjs`);
  writeFileSync(copy, code);
  try {
    const { default: createStyled } = (await import(pathToFileURL(copy).href)) as { default: CreateStyled };
    const cache = createCache({ key: `probe-${name}` });
    const Styled = createStyled('div')({ color: 'rgb(1, 2, 3)' });
    let duringRender: boolean | undefined;
    function Probe() {
      duringRender = Object.keys(cache.inserted).length > 0;
      return null;
    }
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    flushSync(() => root.render(createElement(CacheProvider, { value: cache }, createElement(Styled), createElement(Probe))));
    const afterCommit = [...document.querySelectorAll(`style[data-emotion^="probe-${name}"]`)].map((style) => style.textContent ?? '');
    const className = container.firstElementChild?.className ?? '';
    root.unmount();
    container.remove();
    expect(className).toMatch(new RegExp(`^probe-${name}-`));
    return { duringRender: duringRender ?? false, afterCommit };
  } finally {
    rmSync(copy, { force: true });
  }
}

describe("a styled component's style inserted as it renders in the apps' builds (ADR 134)", () => {
  it('inserts the style during the render, before React commits, where the installed module inserts it in the commit', async () => {
    const shipped = await insertedBeforeCommit(installed, 'shipped');
    expect(shipped.duringRender).toBe(false);
    const rewritten = await insertedBeforeCommit(insertStylesInRender(installed, file)!, 'in-render');
    expect(rewritten.duringRender).toBe(true);
    // The same rule reaches the page either way.
    expect(rewritten.afterCommit.join('')).toContain('color:rgb(1, 2, 3);');
    expect(shipped.afterCommit.join('')).toContain('color:rgb(1, 2, 3);');
  });

  it('rewrites only the insertion effect of the installed module, keeping its lines (its source map holds)', () => {
    const rewritten = insertStylesInRender(installed, file)!;
    expect(installed).toContain(EMOTION_INSERT_IN_RENDER.effect);
    expect(rewritten).not.toContain(EMOTION_INSERT_IN_RENDER.effect);
    expect(rewritten).toContain(EMOTION_INSERT_IN_RENDER.inRender);
    expect(rewritten.split('\n')).toHaveLength(installed.split('\n').length);
    expect(insertStylesInRender(installed, `${file}?v=1`)).toBe(rewritten);
    expect(insertStylesInRender(installed, file.replaceAll('/', '\\'))).toBe(rewritten);
  });

  it('leaves every other module alone: the development build, the server build, @emotion/react', () => {
    const other = (path: string) => `${workspaceRoot}/node_modules/${path}`;
    for (const path of ['@emotion/styled/base/dist/emotion-styled-base.browser.development.esm.js', '@emotion/styled/base/dist/emotion-styled-base.esm.js', '@emotion/react/dist/emotion-react.browser.esm.js']) {
      expect(insertStylesInRender(readFileSync(other(path), 'utf8'), other(path))).toBeUndefined();
    }
  });

  it('refuses a module that no longer inserts its styles in that one effect (an Emotion upgrade)', () => {
    expect(() => insertStylesInRender(installed.replace(EMOTION_INSERT_IN_RENDER.effect, '  useInsertionEffect(() => insertStyles(cache, serialized, isStringTag));'), file)).toThrow(/ADR 134/);
  });
});
