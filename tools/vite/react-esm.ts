import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { workspaceRoot } from './workspace-aliases.ts';

const require = createRequire(import.meta.url);

/** React's CommonJS modules the ES modules import, each seen through an ES module naming its exports. */
const SHIMS: Record<string, { id: string; production: string }> = {
  react: { id: '\0smes:react-esm', production: 'node_modules/react/cjs/react.production.js' },
  'react/jsx-runtime': { id: '\0smes:react-jsx-runtime-esm', production: 'node_modules/react/cjs/react-jsx-runtime.production.js' },
};

function exportNames(file: string): string[] {
  return Object.keys(require(`${workspaceRoot}/${file}`) as object).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default');
}

/**
 * React ships CommonJS only. Every chunk importing it took the module object (`var n=e(t(),1)`) and called through it
 * (`(0,n.useState)(…)`, `(0,r.jsx)(…)`); seen through an ES module that names React's exports, a chunk imports the
 * bindings it uses and calls them directly. Only ES imports are redirected: React DOM's `require('react')` keeps the
 * CommonJS module, the same object the names are read from.
 */
export function reactEsmPlugin(): Plugin {
  return {
    name: 'smes:react-esm',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer, options) {
      const shim = SHIMS[source];
      if (!shim || importer === shim.id) return undefined;
      if (options.kind !== 'import-statement' && options.kind !== 'dynamic-import') return undefined;
      return shim.id;
    },
    load(id) {
      const [source, shim] = Object.entries(SHIMS).find(([, entry]) => entry.id === id) ?? [];
      if (!source || !shim) return undefined;
      const names = exportNames(shim.production);
      return `import module from '${source}';\nexport default module;\nexport const { ${names.join(', ')} } = module;\n`;
    },
  };
}
