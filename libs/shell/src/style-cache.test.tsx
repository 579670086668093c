import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { AppTheme } from '@smes/ui';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider, css, keyframes } from '@emotion/react';
import Button from '@mui/material/Button';
import { createBaselineCache, createStyleCache, readCspNonce, withStylesAhead } from './style-cache';

describe('readCspNonce', () => {
  it('reads the nonce nginx wrote into the csp-nonce meta element', () => {
    const doc = document.implementation.createHTMLDocument();
    doc.head.innerHTML = '<meta property="csp-nonce" nonce="3f2a9c">';
    expect(readCspNonce(doc)).toBe('3f2a9c');
  });

  it('is undefined without the meta element', () => {
    expect(readCspNonce(document.implementation.createHTMLDocument())).toBeUndefined();
  });
});

describe('createStyleCache', () => {
  it('stamps the nonce on every style element MUI inserts', () => {
    render(
      <CacheProvider value={createStyleCache('n0nce-for-test')}>
        <AppTheme>
          <Button>提交</Button>
        </AppTheme>
      </CacheProvider>,
    );
    const styles = [...document.head.querySelectorAll('style[data-emotion]')];
    expect(styles.length).toBeGreaterThan(0);
    expect(styles.every((style) => (style as HTMLStyleElement).nonce === 'n0nce-for-test' || style.getAttribute('nonce') === 'n0nce-for-test')).toBe(true);
  });
});

type Serialized = Parameters<EmotionCache['insert']>[1];

/** What Emotion's insertStyles does in a styled component's insertion effect (React's commit). */
function insertStyles(cache: EmotionCache, serialized: Serialized) {
  if (cache.inserted[serialized.name] !== undefined) return;
  for (let current: Serialized | undefined = serialized; current !== undefined; current = current.next) {
    cache.insert(current === serialized ? `.${cache.key}-${serialized.name}` : '', current, cache.sheet, true);
  }
}

/** The rules on the page under a cache's key, in the page's order (one style element a rule: not speedy). */
const rulesOf = (key: string) => [...document.head.querySelectorAll(`style[data-emotion="${key}"]`)].map((style) => style.textContent);

/** A cache whose compiling is counted. */
function countedCache(key: string) {
  const cache = createCache({ key, speedy: false });
  const counts = { compiled: 0 };
  const insert = cache.insert;
  cache.insert = (...args) => {
    counts.compiled += 1;
    return insert(...args);
  };
  return { cache, counts };
}

describe('withStylesAhead (ADR 137: a style inserted as its styled component renders)', () => {
  const spin = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
  const styles = [css({ color: 'rgb(1, 2, 3)', '&:hover': { color: 'rgb(4, 5, 6)' } }), css({ display: 'flex', userSelect: 'none' }), css({ animation: `${spin} 1s` })];

  it('inserts at once the rules the commit would have inserted, keyframes too; the commit then inserts nothing more', () => {
    const plain = countedCache('plain');
    for (const serialized of styles) insertStyles(plain.cache, serialized);
    const ahead = countedCache('ahead');
    const rendering = withStylesAhead(ahead.cache);
    for (const serialized of styles) rendering.styleAhead(serialized);
    expect(rulesOf('ahead').map((rule) => rule?.replaceAll('ahead-', ''))).toEqual(rulesOf('plain').map((rule) => rule?.replaceAll('plain-', '')));
    expect(rulesOf('ahead').join('')).toContain('@keyframes');
    expect(Object.keys(ahead.cache.inserted).sort()).toEqual(Object.keys(plain.cache.inserted).sort());
    const compiled = ahead.counts.compiled;
    for (const serialized of styles) insertStyles(ahead.cache, serialized);
    for (const serialized of styles) rendering.styleAhead(serialized);
    expect(ahead.counts.compiled).toBe(compiled);
    expect(rulesOf('ahead')).toHaveLength(rulesOf('plain').length);
  });
});

describe("the baseline's own cache (ADR 137)", () => {
  afterEach(() => {
    for (const style of document.head.querySelectorAll('style')) style.remove();
  });

  /** Where the baseline's body rule, the static shell's style and the components' first style are in <head>. */
  function drawn(baselineCache: EmotionCache | undefined) {
    const shell = document.createElement('style');
    shell.textContent = 'body{font-size:1rem}';
    document.head.append(shell);
    const cache = createStyleCache();
    // A component's style in before the first commit, as the apps' builds insert it while rendering.
    cache.styleAhead(css({ outline: 0 }));
    render(
      <CacheProvider value={cache}>
        <AppTheme baselineCache={baselineCache}>
          <Button>提交</Button>
        </AppTheme>
      </CacheProvider>,
    );
    const styles = [...document.head.querySelectorAll('style')];
    const baseline = styles.findIndex((style) => style.getAttribute('data-emotion') === 'css-global' && /(^|\})body\{/.test(style.textContent ?? ''));
    return { baseline, shell: styles.indexOf(shell), components: styles.findIndex((style) => style.getAttribute('data-emotion') === 'css') };
  }

  it("puts the baseline's sheet after the static shell's style and the components', however early those went in", () => {
    const { baseline, shell, components } = drawn(createBaselineCache());
    expect(components).toBeGreaterThanOrEqual(0);
    expect(shell).toBeGreaterThan(components);
    expect(baseline).toBeGreaterThan(shell);
  });

  it('(without it, Emotion puts the baseline first, under the static shell: what ADR 134 met)', () => {
    const { baseline, shell, components } = drawn(undefined);
    expect(baseline).toBeGreaterThanOrEqual(0);
    expect(baseline).toBeLessThan(components);
    expect(baseline).toBeLessThan(shell);
  });
});
