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
  return compileStylesAhead(createCache({ key: 'css', prepend: true, ...(nonce ? { nonce } : {}) }));
}

type Serialized = Parameters<EmotionCache['insert']>[1];
type Sheet = Parameters<EmotionCache['insert']>[2];

/** A cache that can compile a style's rules before they are inserted (ADR 137). */
export type CompilingStyleCache = EmotionCache & { compileAhead(serialized: Serialized): void };

/**
 * A styled component's new style is compiled (stylis: parse, prefix, serialise) and inserted in React's commit, from
 * an insertion effect; a commit is one task, and on a screen's first commit that compiling was most of its longest
 * task (ADR 134). `compileAhead` compiles a style's rules and keeps them; the cache's `insert` then inserts the kept
 * rules (`insertRule` only) at the same moment and into the same sheet as before. In the apps' builds the styled
 * components call it as they render (tools/vite/mui-parts.ts), in the render's slices. Where and in which order the
 * rules reach the page is unchanged: ADR 134 inserted them as they rendered, which put the baseline's global sheet
 * before the static shell's `<style>` and lost 关怀模式's type size. Tests and the dev server never call it.
 */
export function compileStylesAhead(cache: EmotionCache): CompilingStyleCache {
  const insert = cache.insert;
  const compiled = new Map<string, string[]>();
  const compiling = cache as CompilingStyleCache;
  // As Emotion's insertStyles goes through a style and its keyframes: the style under its class, the keyframes bare.
  compiling.compileAhead = (serialized) => {
    if (cache.inserted[serialized.name] !== undefined) return;
    for (let current: Serialized | undefined = serialized; current !== undefined; current = current.next) {
      const selector = current === serialized ? `.${cache.key}-${serialized.name}` : '';
      const key = `${selector} ${current.name}`;
      if (compiled.has(key)) continue;
      const rules: string[] = [];
      insert(selector, current, { insert: (rule: string) => void rules.push(rule) } as Sheet, false);
      compiled.set(key, rules);
    }
  };
  compiling.insert = (selector, serialized, sheet, shouldCache) => {
    const key = `${selector} ${serialized.name}`;
    const rules = sheet === cache.sheet ? compiled.get(key) : undefined;
    if (rules === undefined) return insert(selector, serialized, sheet, shouldCache);
    compiled.delete(key);
    for (const rule of rules) sheet.insert(rule);
    if (shouldCache) cache.inserted[serialized.name] = true;
  };
  return compiling;
}
