import { describe, expect, it } from 'vitest';
import { firstLoadChunks } from './first-load-chunks.ts';

type Chunk = { type: 'chunk'; fileName: string; isEntry: boolean; facadeModuleId: string | null; imports: string[] };
const chunk = (fileName: string, imports: string[] = [], extra: Partial<Chunk> = {}): Chunk => ({ type: 'chunk', fileName, isEntry: false, facadeModuleId: null, imports, ...extra });

/** Runs the plugin's bundle hook on a made-up bundle, as Vite does before it writes the preload lists. */
function withBundle(bundle: Record<string, Chunk>) {
  const { plugin, resolveDependencies } = firstLoadChunks([/\/app-layout\.tsx$/]);
  const hook = plugin.generateBundle as { handler: (options: unknown, bundle: Record<string, Chunk>) => void };
  hook.handler({}, bundle);
  return resolveDependencies;
}

describe("the preload lists of a build's import() calls (tools/vite/first-load-chunks.ts)", () => {
  const bundle = {
    'assets/index.js': chunk('assets/index.js', ['assets/vendor.js'], { isEntry: true }),
    'assets/vendor.js': chunk('assets/vendor.js'),
    'assets/layout.js': chunk('assets/layout.js', ['assets/common.js'], { facadeModuleId: '/libs/shell/src/app-layout.tsx' }),
    'assets/common.js': chunk('assets/common.js'),
    'assets/screen.js': chunk('assets/screen.js', ['assets/vendor.js', 'assets/common.js', 'assets/shared.js']),
    'assets/shared.js': chunk('assets/shared.js'),
  };

  it('name only what the page has not asked for yet: not the first load, not the layout and what it imports', () => {
    const resolve = withBundle(bundle);
    const deps = resolve('assets/screen.js', ['assets/screen.js', 'assets/vendor.js', 'assets/common.js', 'assets/shared.js'], { hostId: 'assets/index.js', hostType: 'js' });
    expect(deps).not.toContain('assets/vendor.js');
    expect(deps).not.toContain('assets/common.js');
    expect(deps).toContain('assets/shared.js');
  });

  it('leave out the chunk the import() itself loads, which the import fetches anyway', () => {
    const resolve = withBundle(bundle);
    expect(resolve('assets/screen.js', ['assets/screen.js', 'assets/shared.js'], { hostId: 'assets/index.js', hostType: 'js' })).toEqual(['assets/shared.js']);
    // A chunk another import() loads is still named: it is a dependency here, not the import's own chunk.
    expect(resolve('assets/other.js', ['assets/other.js', 'assets/screen.js'], { hostId: 'assets/index.js', hostType: 'js' })).toEqual(['assets/screen.js']);
  });

  it("leave index.html's own preload tags as Vite writes them", () => {
    const resolve = withBundle(bundle);
    const html = ['assets/layout.js', 'assets/common.js'];
    expect(resolve('assets/index.js', html, { hostId: 'index.html', hostType: 'html' })).toEqual(html);
  });

  it('leave out what the importing chunk imports itself, directly or through others: it ran before the import()', () => {
    const resolve = withBundle({
      ...bundle,
      'assets/home.js': chunk('assets/home.js', ['assets/blocks.js']),
      'assets/blocks.js': chunk('assets/blocks.js', ['assets/shared.js']),
      'assets/todos.js': chunk('assets/todos.js', ['assets/shared.js', 'assets/blocks.js', 'assets/forms.js']),
      'assets/forms.js': chunk('assets/forms.js'),
    });
    const deps = ['assets/todos.js', 'assets/shared.js', 'assets/blocks.js', 'assets/forms.js'];
    expect(resolve('assets/todos.js', deps, { hostId: 'assets/home.js', hostType: 'js' })).toEqual(['assets/forms.js']);
    // From another importer they are named, as that one may not have them.
    expect(resolve('assets/todos.js', deps, { hostId: 'assets/screen.js', hostType: 'js' })).toEqual(['assets/blocks.js', 'assets/forms.js']);
  });
});
