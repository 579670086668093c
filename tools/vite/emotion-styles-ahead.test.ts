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
import { EMOTION_STYLES_AHEAD, stylesAheadInRender } from './mui-parts.ts';
import { workspaceRoot } from './workspace-aliases.ts';

const file = `${workspaceRoot}/node_modules/@emotion/styled/base/dist/emotion-styled-base.browser.esm.js`;
const installed = readFileSync(file, 'utf8');

type CreateStyled = (tag: string) => (styles: object) => ComponentType;

/**
 * Loads a version of emotion-styled-base beside the installed one (so its imports resolve to the same modules as the
 * test's) and renders a styled div followed by a probe, with a cache whose `styleAhead` records what it is asked.
 * Returns what the cache was asked while React rendered, what was inserted by then, and the page once React committed.
 */
async function render(code: string, name: string) {
  const copy = join(dirname(file), `.smes-${name}-${process.pid}.mjs`);
  writeFileSync(copy, code);
  try {
    const { default: createStyled } = (await import(pathToFileURL(copy).href)) as { default: CreateStyled };
    const cache = Object.assign(createCache({ key: `probe-${name}` }), { asked: [] as string[], styleAhead: (serialized: { name: string }) => void cache.asked.push(serialized.name) });
    const Styled = createStyled('div')({ color: 'rgb(1, 2, 3)' });
    let seen: { asked: string[]; inserted: number } | undefined;
    function Probe() {
      seen = { asked: [...cache.asked], inserted: Object.keys(cache.inserted).length };
      return null;
    }
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    flushSync(() => root.render(createElement(CacheProvider, { value: cache }, createElement(Styled), createElement(Probe))));
    const afterCommit = [...document.querySelectorAll(`style[data-emotion^="probe-${name}"]`)].map((style) => style.textContent ?? '').join('');
    const className = container.firstElementChild?.className ?? '';
    root.unmount();
    container.remove();
    return { duringRender: seen!, className, afterCommit, inserted: Object.keys(cache.inserted) };
  } finally {
    rmSync(copy, { force: true });
  }
}

describe("a styled component's style handed to the cache as it renders in the apps' builds (ADR 137)", () => {
  it('hands the style to the cache during the render, and the commit still inserts what the cache did not; the installed module never hands it', async () => {
    const shipped = await render(installed, 'shipped');
    expect(shipped.duringRender).toEqual({ asked: [], inserted: 0 });
    const rewritten = await render(stylesAheadInRender(installed, file)!, 'ahead');
    // Asked for the div's own style (its class is the cache's key and that name), before anything was inserted.
    expect(rewritten.duringRender.asked).toHaveLength(1);
    expect(rewritten.className).toBe(`probe-ahead-${rewritten.duringRender.asked[0]}`);
    expect(rewritten.duringRender.inserted).toBe(0);
    // The commit inserts it, as before; the same rule reaches the page either way.
    expect(rewritten.inserted).toEqual(rewritten.duringRender.asked);
    expect(rewritten.afterCommit).toContain('color:rgb(1, 2, 3);');
    expect(shipped.afterCommit).toContain('color:rgb(1, 2, 3);');
  });

  it('renders with a cache that cannot compile ahead (any other cache) as the installed module does', async () => {
    const plain = join(dirname(file), `.smes-plain-${process.pid}.mjs`);
    writeFileSync(plain, stylesAheadInRender(installed, file)!);
    try {
      const { default: rewritten } = (await import(pathToFileURL(plain).href)) as { default: CreateStyled };
      const cache = createCache({ key: 'probe-plain' });
      const container = document.createElement('div');
      document.body.append(container);
      const root = createRoot(container);
      flushSync(() => root.render(createElement(CacheProvider, { value: cache }, createElement(rewritten('div')({ color: 'rgb(4, 5, 6)' })))));
      expect([...document.querySelectorAll('style[data-emotion^="probe-plain"]')].map((style) => style.textContent).join('')).toContain('color:rgb(4, 5, 6);');
      root.unmount();
      container.remove();
    } finally {
      rmSync(plain, { force: true });
    }
  });

  it('adds one call to the render of the installed module, keeping its lines (its source map holds)', () => {
    const rewritten = stylesAheadInRender(installed, file)!;
    expect(installed).toContain(EMOTION_STYLES_AHEAD.render);
    expect(rewritten).not.toContain(EMOTION_STYLES_AHEAD.render);
    expect(rewritten).toContain(EMOTION_STYLES_AHEAD.ahead);
    expect(rewritten.split('\n')).toHaveLength(installed.split('\n').length);
    // The insertion effect is still there: nothing is inserted before the commit.
    expect(rewritten).toContain('useInsertionEffectAlwaysWithSyncFallback(function () {\n    return insertStyles(cache, serialized, isStringTag);');
    expect(stylesAheadInRender(installed, `${file}?v=1`)).toBe(rewritten);
    expect(stylesAheadInRender(installed, file.replaceAll('/', '\\'))).toBe(rewritten);
  });

  it('leaves every other module alone: the development build, the server build, @emotion/react', () => {
    const other = (path: string) => `${workspaceRoot}/node_modules/${path}`;
    for (const path of ['@emotion/styled/base/dist/emotion-styled-base.browser.development.esm.js', '@emotion/styled/base/dist/emotion-styled-base.esm.js', '@emotion/react/dist/emotion-react.browser.esm.js']) {
      expect(stylesAheadInRender(readFileSync(other(path), 'utf8'), other(path))).toBeUndefined();
    }
  });

  it('refuses a module that no longer registers and inserts its styles that way (an Emotion upgrade)', () => {
    expect(() => stylesAheadInRender(installed.replace(EMOTION_STYLES_AHEAD.render, '  useInsertionEffect(() => insertStyles(cache, serialized, isStringTag));'), file)).toThrow(/ADR 137/);
  });
});
