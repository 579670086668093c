import type { Plugin } from 'vite';

/** The module Vite's build wraps every `import()` with (`__vitePreload(() => import('./x.js'), deps)`). */
export const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/**
 * What the build's `import()`s call instead of Vite's helper: a `<link rel="modulepreload">` for each chunk the
 * imported one imports (the list Vite writes beside the call), once per page and not for a chunk a link already names
 * (index.html's preloads, the start script's), with the page's CSP nonce (`<meta property="csp-nonce">`, nginx fills
 * it per response); then the import. It is Vite's helper less what these builds never use (ADR 129): stylesheets (the
 * apps have no CSS files: the plugin fails the build if one appears), `rel="preload"` for browsers without
 * modulepreload (index.html's polyfill covers them), a relative base and the `vite:preloadError` event (nothing
 * listens: a failed import rejects, as with Vite's helper when no listener prevents it). 1.6 KB of every first load
 * became 0.5 KB.
 */
export function preloadHelperSource(base: string): string {
  return `const seen = new Set();
let linked;
export function __vitePreload(load, deps) {
  if (deps && deps.length > 0) {
    const meta = document.querySelector('meta[property=csp-nonce]');
    const nonce = meta && (meta.nonce || meta.getAttribute('nonce'));
    if (!linked) {
      linked = new Set();
      for (const link of document.getElementsByTagName('link')) linked.add(link.href);
    }
    for (const dep of deps) {
      const href = new URL(${JSON.stringify(base)} + dep, document.baseURI).href;
      if (seen.has(href) || linked.has(href)) continue;
      seen.add(href);
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      if (nonce) link.setAttribute('nonce', nonce);
      document.head.appendChild(link);
    }
  }
  return load();
}
`;
}

/** The apps' builds: Vite's preload helper replaced by `preloadHelperSource` (see there). */
export function preloadHelperPlugin(): Plugin {
  let base = '/';
  return {
    name: 'smes:preload-helper',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      base = config.base;
      if (!base.startsWith('/')) throw new Error(`smes:preload-helper needs an absolute base, not ${JSON.stringify(base)}`);
    },
    resolveId(source) {
      return source === PRELOAD_HELPER_ID ? PRELOAD_HELPER_ID : undefined;
    },
    load(id) {
      return id === PRELOAD_HELPER_ID ? preloadHelperSource(base) : undefined;
    },
    generateBundle(_options, bundle) {
      const styles = Object.keys(bundle).filter((file) => file.endsWith('.css'));
      if (styles.length > 0) throw new Error(`smes:preload-helper does not preload stylesheets, and the build wrote ${styles.join(', ')}`);
    },
  };
}
