import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { reactEsmPlugin } from './react-esm.ts';
import { workspaceRoot } from './workspace-aliases.ts';

type Resolve = (source: string, importer: string | undefined, options: { kind: string; isEntry: boolean }) => string | undefined;
type Load = (id: string) => string | undefined;

const require = createRequire(import.meta.url);
const plugin = reactEsmPlugin();
const resolve = plugin.resolveId as unknown as Resolve;
const load = plugin.load as unknown as Load;
const screen = `${workspaceRoot}/apps/enterprise-portal/src/pages/home/home-page.tsx`;

describe('React seen through ES modules in the builds (tools/vite/react-esm.ts)', () => {
  it("redirects the ES imports of react and react/jsx-runtime, not React DOM's require, not the shims' own imports", () => {
    const react = resolve('react', screen, { kind: 'import-statement', isEntry: false });
    const jsx = resolve('react/jsx-runtime', screen, { kind: 'import-statement', isEntry: false });
    expect(react).toMatch(/^\0/);
    expect(jsx).toMatch(/^\0/);
    expect(jsx).not.toBe(react);
    expect(resolve('react', screen, { kind: 'dynamic-import', isEntry: false })).toBe(react);
    expect(resolve('react', `${workspaceRoot}/node_modules/react-dom/cjs/react-dom-client.production.js`, { kind: 'require-call', isEntry: false })).toBeUndefined();
    expect(resolve('react', react, { kind: 'import-statement', isEntry: false })).toBeUndefined();
    expect(resolve('react/jsx-runtime', jsx, { kind: 'import-statement', isEntry: false })).toBeUndefined();
    expect(resolve('react-dom', screen, { kind: 'import-statement', isEntry: false })).toBeUndefined();
    expect(resolve('react-router', screen, { kind: 'import-statement', isEntry: false })).toBeUndefined();
  });

  it("names every export of React's production modules, read from the CommonJS module itself, and its default", () => {
    const react = load(resolve('react', screen, { kind: 'import-statement', isEntry: false })!)!;
    expect(react).toContain("import module from 'react';");
    expect(react).toContain('export default module;');
    const named = /export const \{ (.+) \} = module;/.exec(react)?.[1]?.split(', ');
    const exported = Object.keys(require(`${workspaceRoot}/node_modules/react/cjs/react.production.js`) as object);
    expect(named?.sort()).toEqual(exported.sort());
    expect(named).toEqual(expect.arrayContaining(['useState', 'createElement', 'Fragment', 'lazy']));

    const jsx = load(resolve('react/jsx-runtime', screen, { kind: 'import-statement', isEntry: false })!)!;
    expect(jsx).toContain("import module from 'react/jsx-runtime';");
    expect(/export const \{ (.+) \} = module;/.exec(jsx)?.[1]?.split(', ').sort()).toEqual(['Fragment', 'jsx', 'jsxs']);
    expect(load(`${workspaceRoot}/node_modules/react/index.js`)).toBeUndefined();
  });
});
