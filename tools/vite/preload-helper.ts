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

/** How Vite writes, at the start of a chunk whose `import()`s preload, the reader of their lists (Vite 8). */
const MAP_DEPS_HEAD = 'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=[';
const MAP_DEPS_TAIL = '])))=>i.map(i=>d[i]);';

/**
 * A chunk's list reader without its memo: `(i,d=[…])=>i.map(i=>d[i])` makes the list on each `import()` instead of
 * keeping it on the function, which an `import()` that runs at most a few times a page does not need, and is 31
 * characters shorter (about 15 bytes gzip in each chunk that has one, ADR 133). The first line only: the source map's
 * lines stay where they were. A chunk whose reader Vite writes another way fails the build.
 */
export function shorterMapDeps(code: string, file: string): string {
  if (!code.startsWith(MAP_DEPS_HEAD)) {
    if (code.includes('__vite__mapDeps=')) throw new Error(`smes:preload-helper: ${file} reads its preload lists in a way it does not know (ADR 133)`);
    return code;
  }
  const end = code.indexOf('\n');
  const line = end === -1 ? code : code.slice(0, end);
  if (!line.endsWith(MAP_DEPS_TAIL)) throw new Error(`smes:preload-helper: ${file} reads its preload lists in a way it does not know (ADR 133)`);
  const list = line.slice(MAP_DEPS_HEAD.length, -MAP_DEPS_TAIL.length);
  return `const __vite__mapDeps=(i,d=[${list}])=>i.map(i=>d[i]);${end === -1 ? '' : code.slice(end)}`;
}

/** The apps' builds: Vite's preload helper replaced by `preloadHelperSource` (see there), its list readers shorter. */
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
    generateBundle: {
      // After Vite's own, which writes the lists.
      order: 'post',
      handler(_options, bundle) {
        const styles = Object.keys(bundle).filter((file) => file.endsWith('.css'));
        if (styles.length > 0) throw new Error(`smes:preload-helper does not preload stylesheets, and the build wrote ${styles.join(', ')}`);
        for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk') chunk.code = shorterMapDeps(chunk.code, chunk.fileName);
      },
    },
  };
}
