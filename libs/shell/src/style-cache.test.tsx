import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { AppTheme } from '@smes/ui';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider, css, keyframes } from '@emotion/react';
import Button from '@mui/material/Button';
import { withStylesAhead, createStyleCache, readCspNonce } from './style-cache';

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

/** A cache whose compiling is counted: `compiled` grows each time stylis runs for the page or ahead of it. */
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

describe('withStylesAhead (ADR 137: a style taken as React renders, ahead of the commit)', () => {
  const spin = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
  const styles = [css({ color: 'rgb(1, 2, 3)', '&:hover': { color: 'rgb(4, 5, 6)' } }), css({ display: 'flex', userSelect: 'none' }), css({ animation: `${spin} 1s` })];

  it('before the first commit, compiles only; that commit inserts the same rules, in its order, without compiling again', () => {
    const plain = countedCache('plain');
    // Compiled in one order (as the render meets them), inserted in another (as React's commit inserts them).
    for (const serialized of [...styles].reverse()) insertStyles(plain.cache, serialized);
    const ahead = countedCache('ahead');
    const compiling = withStylesAhead(ahead.cache);
    for (const serialized of styles) compiling.styleAhead(serialized);
    expect(rulesOf('ahead')).toEqual([]);
    expect(ahead.cache.inserted).toEqual({});
    const compiledAhead = ahead.counts.compiled;
    expect(compiledAhead).toBe(plain.counts.compiled);
    for (const serialized of [...styles].reverse()) insertStyles(ahead.cache, serialized);
    expect(ahead.counts.compiled).toBe(compiledAhead);
    expect(rulesOf('ahead').map((rule) => rule?.replaceAll('ahead-', ''))).toEqual(rulesOf('plain').map((rule) => rule?.replaceAll('plain-', '')));
    expect(rulesOf('ahead').join('')).toContain('@keyframes');
    expect(Object.keys(ahead.cache.inserted).sort()).toEqual(Object.keys(plain.cache.inserted).sort());
  });

  it('compiles a style once however often it is drawn before the first commit, and not at all once inserted', () => {
    const { cache, counts } = countedCache('once');
    const compiling = withStylesAhead(cache);
    compiling.styleAhead(styles[1]!);
    compiling.styleAhead(styles[1]!);
    expect(counts.compiled).toBe(1);
    insertStyles(cache, styles[1]!);
    compiling.styleAhead(styles[1]!);
    insertStyles(cache, styles[1]!);
    expect(counts.compiled).toBe(1);
    expect(rulesOf('once')).toHaveLength(1);
  });

  it("once the cache's style element is on the page, inserts a style as it renders, into that element; the commit finds it there", () => {
    const { cache, counts } = countedCache('later');
    const compiling = withStylesAhead(cache);
    // The first commit: the cache's first element, and the baseline's global sheet placed after it (Emotion's Global).
    compiling.styleAhead(styles[0]!);
    insertStyles(cache, styles[0]!);
    const first = document.head.querySelector('style[data-emotion="later"]');
    expect(first).not.toBeNull();
    // A later render: inserted at once, behind what is there, before any commit.
    compiling.styleAhead(styles[2]!);
    expect(compiling.inserted[styles[2]!.name]).toBe(true);
    const rules = rulesOf('later');
    expect(rules.join('')).toContain('@keyframes');
    expect(rules.join('')).toContain(`.later-${styles[2]!.name}{`);
    expect(document.head.querySelector('style[data-emotion="later"]')).toBe(first);
    const compiledThen = counts.compiled;
    insertStyles(cache, styles[2]!);
    expect(counts.compiled).toBe(compiledThen);
    expect(rulesOf('later')).toEqual(rules);
  });

  it('compiles at insertion, as before, what was not compiled ahead, and leaves global sheets to Emotion', () => {
    const { cache, counts } = countedCache('late');
    withStylesAhead(cache);
    insertStyles(cache, styles[0]!);
    expect(counts.compiled).toBe(1);
    expect(rulesOf('late')).toHaveLength(2);
    // A Global's own sheet: compiled and inserted there, never from what was kept for the cache's sheet.
    const global = countedCache('global');
    const compiling = withStylesAhead(global.cache);
    compiling.styleAhead(styles[1]!);
    const globalRules: string[] = [];
    compiling.insert('', styles[1]!, { insert: (rule: string) => void globalRules.push(rule) } as unknown as EmotionCache['sheet'], false);
    expect(global.counts.compiled).toBe(2);
    expect(globalRules.join('')).toContain('user-select:none;');
    expect(globalRules.join('')).not.toContain(`.global-${styles[1]!.name}`);
    expect(compiling.inserted[styles[1]!.name]).toBeUndefined();
    // What was kept still goes to the cache's own sheet, under the style's class.
    insertStyles(compiling, styles[1]!);
    expect(global.counts.compiled).toBe(2);
    expect(rulesOf('global').join('')).toContain(`.global-${styles[1]!.name}{`);
  });
});
