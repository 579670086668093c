import type { Plugin } from 'vite';

type BundleChunk = { type: 'chunk'; fileName: string; facadeModuleId: string | null; imports: string[]; isEntry: boolean };
type Bundle = Record<string, BundleChunk | { type: 'asset' }>;

/**
 * Adds `<link rel="modulepreload">` to the built index.html for lazy chunks that every route needs (the
 * global layout and the footer, and the chunks they import that index.html does not load already; nothing a
 * screen alone needs, since every preload is fetched on every visit: tools/bench/bundle-budget.ts counts them), so
 * the browser fetches them beside the first-load JavaScript instead of one round trip after it, when the
 * router's `import()` would ask for them (Lighthouse LCP; ADR first-paint app shell). They stay
 * out of the first-load JavaScript: nothing executes them before the router asks. `nonce` is the CSP
 * placeholder nginx replaces per response, written like Vite writes it on its own tags.
 */
export function shellPreloadsPlugin({ modules, nonce }: { modules: RegExp[]; nonce: string }): Plugin {
  return {
    name: 'smes:shell-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle as Bundle | undefined;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item): item is BundleChunk => item.type === 'chunk');
        const loaded = new Set<string>();
        const visit = (file: string, into: Set<string>) => {
          const chunk = bundle[file];
          if (into.has(file) || chunk?.type !== 'chunk') return;
          into.add(file);
          for (const imported of chunk.imports) visit(imported, into);
        };
        for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName, loaded);
        const wanted = new Set<string>();
        for (const pattern of modules) {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId !== null && pattern.test(candidate.facadeModuleId));
          if (!chunk) throw new Error(`shell preload: no chunk for ${pattern}`);
          visit(chunk.fileName, wanted);
        }
        const links = [...wanted]
          .filter((file) => !loaded.has(file))
          .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}" nonce="${nonce}">\n`)
          .join('');
        return html.replace(/\n\s*<\/head>/, `\n${links}  </head>`);
      },
    },
  };
}
