// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Plugin } from 'vite';
import { PRELOAD_HELPER_ID, preloadHelperPlugin, preloadHelperSource, shorterMapDeps } from './preload-helper.ts';

type Preload = (load: () => Promise<unknown>, deps?: string[]) => Promise<unknown>;

/** A fresh copy of the helper (its own memory of what it linked), as the build writes it for base `/`. */
async function helper(): Promise<Preload> {
  const url = `data:text/javascript;base64,${Buffer.from(preloadHelperSource('/')).toString('base64')}#${Math.random()}`;
  const module = (await import(/* @vite-ignore */ url)) as { __vitePreload: Preload };
  return module.__vitePreload;
}

const links = () =>
  [...document.head.querySelectorAll('link')].map((link) => ({ rel: link.rel, href: link.getAttribute('href'), crossOrigin: link.getAttribute('crossorigin'), nonce: link.getAttribute('nonce') }));

afterEach(() => {
  document.head.innerHTML = '';
});

describe("the imports' preload helper (tools/vite/preload-helper.ts)", () => {
  it('links each chunk the import needs once, with the page nonce, before running the import', async () => {
    document.head.innerHTML = '<meta property="csp-nonce" nonce="abc123">';
    const preload = await helper();
    const origin = new URL(document.baseURI).origin;
    const order: string[] = [];
    const load = vi.fn(() => {
      order.push(`import with ${document.head.querySelectorAll('link').length} links`);
      return Promise.resolve({ screen: 1 });
    });
    await expect(preload(load, ['assets/a.js', 'assets/b.js'])).resolves.toEqual({ screen: 1 });
    expect(order).toEqual(['import with 2 links']);
    expect(links()).toEqual([
      { rel: 'modulepreload', href: `${origin}/assets/a.js`, crossOrigin: '', nonce: 'abc123' },
      { rel: 'modulepreload', href: `${origin}/assets/b.js`, crossOrigin: '', nonce: 'abc123' },
    ]);
    // A second import needing one of them links only the new one.
    await preload(() => Promise.resolve(2), ['assets/b.js', 'assets/c.js']);
    expect(links().map((link) => link.href)).toEqual([`${origin}/assets/a.js`, `${origin}/assets/b.js`, `${origin}/assets/c.js`]);
  });

  it('does not link a chunk the page already names (index.html, the start script), and writes no nonce without one', async () => {
    const origin = new URL(document.baseURI).origin;
    document.head.innerHTML = `<link rel="modulepreload" href="${origin}/assets/layout.js">`;
    const preload = await helper();
    await preload(() => Promise.resolve(), ['assets/layout.js', 'assets/home.js']);
    expect(links()).toEqual([
      { rel: 'modulepreload', href: `${origin}/assets/layout.js`, crossOrigin: null, nonce: null },
      { rel: 'modulepreload', href: `${origin}/assets/home.js`, crossOrigin: '', nonce: null },
    ]);
  });

  it('only imports when there is nothing to link, and rejects as the import does', async () => {
    const preload = await helper();
    await expect(preload(() => Promise.resolve('x'), [])).resolves.toBe('x');
    await expect(preload(() => Promise.resolve('y'))).resolves.toBe('y');
    expect(links()).toEqual([]);
    const failure = new TypeError('Failed to fetch dynamically imported module');
    await expect(preload(() => Promise.reject(failure), ['assets/d.js'])).rejects.toBe(failure);
  });
});

describe('the preload helper plugin', () => {
  const plugin = preloadHelperPlugin() as Plugin & {
    configResolved(config: { base: string }): void;
    resolveId(source: string): string | undefined;
    load(id: string): string | undefined;
    generateBundle: { order: string; handler(options: unknown, bundle: Record<string, unknown>): void };
  };

  it("answers Vite's helper module with its own, for builds only, before Vite's plugins", () => {
    expect(plugin.apply).toBe('build');
    expect(plugin.enforce).toBe('pre');
    plugin.configResolved({ base: '/' });
    expect(plugin.resolveId(PRELOAD_HELPER_ID)).toBe(PRELOAD_HELPER_ID);
    expect(plugin.resolveId('react')).toBeUndefined();
    expect(plugin.load(PRELOAD_HELPER_ID)).toBe(preloadHelperSource('/'));
    expect(plugin.load('/src/main.tsx')).toBeUndefined();
  });

  it('fails a build that writes a stylesheet (the helper does not preload CSS) or has a relative base', () => {
    expect(plugin.generateBundle.order).toBe('post');
    expect(() => plugin.generateBundle.handler({}, { 'assets/index.js': {} })).not.toThrow();
    expect(() => plugin.generateBundle.handler({}, { 'assets/index.js': {}, 'assets/a.css': {} })).toThrow(/stylesheets/);
    expect(() => plugin.configResolved({ base: './' })).toThrow(/absolute base/);
  });

  it("writes each chunk's list reader without its memo, answering the same lists (ADR 133)", async () => {
    const vite = 'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/a.js","assets/b.js","assets/c.js"])))=>i.map(i=>d[i]);\nimport{a as e}from"./x.js";e(__vite__mapDeps([2,0]));';
    const shorter = shorterMapDeps(vite, 'assets/y.js');
    expect(shorter).toBe('const __vite__mapDeps=(i,d=["assets/a.js","assets/b.js","assets/c.js"])=>i.map(i=>d[i]);\nimport{a as e}from"./x.js";e(__vite__mapDeps([2,0]));');
    expect(shorter.length).toBe(vite.length - 31);
    // The same answers, read twice.
    const read = (code: string) => new Function(`${code.split('\n')[0]!} return [__vite__mapDeps([2,0]), __vite__mapDeps([1]), __vite__mapDeps([2,0])];`)() as string[][];
    expect(read(shorter)).toEqual(read(vite));
    expect(read(shorter)).toEqual([['assets/c.js', 'assets/a.js'], ['assets/b.js'], ['assets/c.js', 'assets/a.js']]);
    // A chunk without lists is left as it is; a reader written another way fails the build.
    expect(shorterMapDeps('import{a}from"./x.js";a();', 'assets/z.js')).toBe('import{a}from"./x.js";a();');
    expect(() => shorterMapDeps('import"./x.js";const __vite__mapDeps=(i,d=[])=>i;', 'assets/w.js')).toThrow(/ADR 133/);
    // In the build: every chunk's code, after Vite's own plugins.
    const bundle = { 'assets/y.js': { type: 'chunk', fileName: 'assets/y.js', code: vite }, 'assets/x.js': { type: 'chunk', fileName: 'assets/x.js', code: 'export{}' } };
    plugin.configResolved({ base: '/' });
    plugin.generateBundle.handler({}, bundle);
    expect(bundle['assets/y.js'].code).toBe(shorter);
    expect(bundle['assets/x.js'].code).toBe('export{}');
  });
});
