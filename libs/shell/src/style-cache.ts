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
  return createCache({ key: 'css', prepend: true, ...(nonce ? { nonce } : {}) });
}
