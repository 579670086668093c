import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The nonce nginx put into this response (Vite writes `<meta property="csp-nonce" nonce="…">`, nginx
 * replaces the placeholder with the per-response value its Content-Security-Policy allows). Browsers
 * hide a nonce attribute's value from getAttribute once CSP applies, so the property is read first.
 */
export function readCspNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || '';
  return nonce === '' ? undefined : nonce;
}

/**
 * MUI's styles are `<style>` elements emotion inserts at run time; under `style-src 'nonce-…'` each
 * must carry the response's nonce, which this cache stamps on them (ADR: CSP nonce for emotion).
 */
export function createStyleCache(nonce: string | undefined = readCspNonce()): EmotionCache {
  return withStylesAhead(createCache({ key: 'css', prepend: true, ...(nonce ? { nonce } : {}) }));
}

type Serialized = Parameters<EmotionCache['insert']>[1];
type Sheet = Parameters<EmotionCache['insert']>[2];

/** A cache that takes a style as its styled component renders, ahead of React's commit (ADR 137). */
export type RenderingStyleCache = EmotionCache & { styleAhead(serialized: Serialized): void };

/**
 * A styled component's new style is compiled (stylis: parse, prefix, serialise) and inserted (`insertRule`) in React's
 * commit, from an insertion effect; a commit is one task, and on a screen's first commit that was most of its longest
 * task (ADR 134). In the apps' builds each styled component hands its style to `styleAhead` as it renders
 * (tools/vite/mui-parts.ts), in the render's slices:
 * - until the app's first commit has put the cache's `<style>` on the page, the style is compiled and its rules kept;
 *   the cache's `insert` inserts the kept rules in that commit, where and in the order it inserted them before;
 * - from then on the style is compiled and inserted at once, into that same element.
 * The first commit is where the baseline's global sheet (CssBaseline) takes its place, after the static shell's
 * `<style>` and after the components' (Emotion puts a new global sheet before the components' sheet if that already
 * exists): ADR 134 inserted every style as it rendered, which put the baseline first, and the static shell's body
 * rule then won over 关怀模式's type size and colours. A style's class is its hash, so a style inserted for a render React
 * drops changes nothing on the page. Tests and the dev server run Emotion as shipped and never call `styleAhead`.
 */
export function withStylesAhead(cache: EmotionCache): RenderingStyleCache {
  const insert = cache.insert;
  const compiled = new Map<string, string[]>();
  const rendering = cache as RenderingStyleCache;
  // As Emotion's insertStyles goes through a style and its keyframes: the style under its class, the keyframes bare.
  rendering.styleAhead = (serialized) => {
    if (cache.inserted[serialized.name] !== undefined) return;
    const onPage = cache.sheet.tags.length > 0;
    for (let current: Serialized | undefined = serialized; current !== undefined; current = current.next) {
      const selector = current === serialized ? `.${cache.key}-${serialized.name}` : '';
      if (onPage) {
        rendering.insert(selector, current, cache.sheet, true);
        continue;
      }
      const key = `${selector} ${current.name}`;
      if (compiled.has(key)) continue;
      const rules: string[] = [];
      insert(selector, current, { insert: (rule: string) => void rules.push(rule) } as Sheet, false);
      compiled.set(key, rules);
    }
  };
  rendering.insert = (selector, serialized, sheet, shouldCache) => {
    const key = `${selector} ${serialized.name}`;
    const rules = sheet === cache.sheet ? compiled.get(key) : undefined;
    if (rules === undefined) return insert(selector, serialized, sheet, shouldCache);
    compiled.delete(key);
    for (const rule of rules) sheet.insert(rule);
    if (shouldCache) cache.inserted[serialized.name] = true;
  };
  return rendering;
}
