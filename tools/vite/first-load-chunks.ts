import type { Plugin, ResolveModulePreloadDependenciesFn } from 'vite';

/**
 * Every `import()` in a Vite build carries the list of chunks to preload with it (`__vite__mapDeps`),
 * and that list lives in the chunk doing the import: for the route table, in the first-load JavaScript.
 * The chunks index.html loads statically are always there before any `import()` can run, so naming them
 * again is dead weight (the preload helper skips them at run time anyway). The plugin records which
 * chunks index.html loads once the bundle is complete, before Vite writes the preload lists, and
 * `resolveDependencies` leaves those chunks out of the lists in JavaScript; index.html's own
 * `<link rel="modulepreload">` tags are untouched. Every byte of the first load counts, these included.
 *
 * The same holds for the chunks index.html preloads for every route (`shellModules`, the layout and the footer, and
 * what they import: shell-preloads.ts): their `<link rel="modulepreload">` is in the document before any `import()`
 * runs, and the preload helper skips a chunk a link already names. Left out of the lists too (ADR 72).
 *
 * Nor does a list name the chunk its `import()` loads: the helper appends the links and then calls that `import()`
 * in the same task, which fetches the chunk anyway. Vite writes no list for an `import()` whose only dependency is
 * that chunk, for this reason; with other dependencies it named the chunk too, once per `import()`: about 100 file
 * names in the route table (1 KiB of the first load, gzip) and one `<link>` more to append at each screen's start
 * (ADR 116).
 *
 * Nor does it name a chunk the importing chunk imports itself, directly or through others: that one ran before the
 * `import()` could (the home screen's lists of its lazy blocks named six chunks it imports, ADR 129).
 */
export function firstLoadChunks(shellModules: readonly RegExp[] = []): { plugin: Plugin; resolveDependencies: ResolveModulePreloadDependenciesFn } {
  const firstLoad = new Set<string>();
  const staticImports = new Map<string, readonly string[]>();
  const closures = new Map<string, Set<string>>();
  /** The chunks a chunk imports statically, directly or through others (itself included). */
  const closureOf = (file: string): Set<string> => {
    let closure = closures.get(file);
    if (!closure) {
      closure = new Set();
      const visit = (next: string) => {
        if (closure!.has(next)) return;
        closure!.add(next);
        for (const imported of staticImports.get(next) ?? []) visit(imported);
      };
      visit(file);
      closures.set(file, closure);
    }
    return closure;
  };
  const plugin: Plugin = {
    name: 'smes:first-load-chunks',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        firstLoad.clear();
        staticImports.clear();
        closures.clear();
        for (const [file, chunk] of Object.entries(bundle)) if (chunk.type === 'chunk') staticImports.set(file, chunk.imports);
        const visit = (file: string) => {
          const chunk = bundle[file];
          if (firstLoad.has(file) || chunk?.type !== 'chunk') return;
          firstLoad.add(file);
          for (const imported of chunk.imports) visit(imported);
        };
        for (const [file, chunk] of Object.entries(bundle)) {
          if (chunk.type !== 'chunk') continue;
          if (chunk.isEntry || (chunk.facadeModuleId && shellModules.some((pattern) => pattern.test(chunk.facadeModuleId!)))) visit(file);
        }
      },
    },
  };
  const resolveDependencies: ResolveModulePreloadDependenciesFn = (filename, deps, { hostId, hostType }) => {
    if (hostType !== 'js') return deps;
    const loaded = closureOf(hostId);
    return deps.filter((dep) => dep !== filename && !firstLoad.has(dep) && !loaded.has(dep));
  };
  return { plugin, resolveDependencies };
}
