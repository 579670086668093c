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
 * must carry the response's nonce, which this cache stamps on them (ADR: CSP nonce for emotion). In the apps' builds
 * its styled components insert their styles as they render (`withStylesAhead`, ADR 137).
 */
export function createStyleCache(nonce: string | undefined = readCspNonce()): RenderingStyleCache {
  return withStylesAhead(createCache({ key: 'css', prepend: true, ...(nonce ? { nonce } : {}) }));
}

/**
 * The baseline's (CssBaseline's) own cache, nothing else drawn with it (AppTheme `baselineCache`). Emotion puts a new
 * global sheet before its cache's first `<style>` element if that exists, at the end of `<head>` if not: with a cache
 * of its own the baseline is always at the end, after the static shell's `<style>` (whose `body` rule it must win
 * over: 关怀模式's type size and colours, the dark background) and after the components' element (whose `outline: 0`
 * its `:focus-visible` ring must win over), however early the components' styles went in (ADR 137).
 */
export function createBaselineCache(nonce: string | undefined = readCspNonce()): EmotionCache {
  return createCache({ key: 'css', ...(nonce ? { nonce } : {}) });
}

type Serialized = Parameters<EmotionCache['insert']>[1];

/** A cache whose styled components insert their styles as they render, ahead of React's commit (ADR 137). */
export type RenderingStyleCache = EmotionCache & { styleAhead(serialized: Serialized): void };

/**
 * A styled component's new style is compiled (stylis: parse, prefix, serialise) and inserted (`insertRule`) in React's
 * commit, from an insertion effect: a commit is one task, and on a screen's commits that was most of their time (ADR
 * 134). In the apps' builds each styled component hands its style to `styleAhead` as it renders (tools/vite/
 * mui-parts.ts), and it goes in at once, as Emotion's `insertStyles` would put it in the commit: a transition's or a
 * deferred value's render yields every few milliseconds, so the work is done in those slices and the commit finds the
 * style there. A style's class is its hash, so a style inserted for a render React drops changes nothing on the page.
 * Tests and the dev server run Emotion as shipped and never call `styleAhead`.
 */
export function withStylesAhead(cache: EmotionCache): RenderingStyleCache {
  const rendering = cache as RenderingStyleCache;
  // What Emotion's insertStyles does: the style under its class, then its keyframes bare.
  rendering.styleAhead = (serialized) => {
    if (cache.inserted[serialized.name] !== undefined) return;
    for (let current: Serialized | undefined = serialized; current !== undefined; current = current.next) {
      cache.insert(current === serialized ? `.${cache.key}-${serialized.name}` : '', current, cache.sheet, true);
    }
  };
  return rendering;
}
