import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { appScriptsOf, deferAppScripts, SHELL_START_SOURCE } from './shell-start.ts';

const built = `<head>
    <script defer src="/runtime-config.js" nonce="N"></script>
    <script type="module" crossorigin src="/assets/index-a.js" nonce="N"></script>
    <link rel="modulepreload" crossorigin href="/assets/layout-b.js" nonce="N">
    <link rel="modulepreload" crossorigin href="/assets/c.js" nonce="N">
  </head><body><div id="app-shell"></div></body>`;

type Added = { tag: string; attributes: Record<string, string> };

/** Runs the start script against a minimal document; returns what it added and the pending callbacks. */
function runStart(visibility: 'visible' | 'hidden', portalApiBase: unknown = 'http://127.0.0.1:3100/base') {
  const added: Added[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const element = (tag: string) => {
    const attributes: Record<string, string> = {};
    return { tag, attributes, set crossOrigin(value: string) { attributes.crossorigin = value; }, setAttribute: (name: string, value: string) => { attributes[name] = value; } };
  };
  const attributes: Record<string, string> = { 'data-entry': '/assets/index-a.js', 'data-preload': '/assets/layout-b.js /assets/c.js' };
  const document = {
    visibilityState: visibility,
    currentScript: { nonce: 'N', getAttribute: (name: string) => attributes[name] ?? null },
    createElement: element,
    head: { appendChild: (child: Added) => added.push({ tag: child.tag, attributes: child.attributes }) },
  };
  const window = { __SMES_CONFIG__: { portalApiBase } };
  runInNewContext(SHELL_START_SOURCE, { document, window, URL, requestAnimationFrame: (callback: () => void) => frames.push(callback), setTimeout: (callback: () => void) => timers.push(callback) });
  return { added, frames, timers };
}

describe('the app starts after the static shell’s first frame (tools/vite/shell-start.ts, ADR 49)', () => {
  it('moves the entry and the preloads onto the start script, and reads them back', () => {
    const html = deferAppScripts(built, '/assets/shell-start-x.js', 'N');
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<script defer src="/runtime-config.js" nonce="N"></script>\n    <script defer src="/assets/shell-start-x.js" data-entry="/assets/index-a.js" data-preload="/assets/layout-b.js /assets/c.js" nonce="N"></script>');
    // runtime-config.js stays first: deferred scripts run in document order.
    expect(html.indexOf('runtime-config.js')).toBeLessThan(html.indexOf('shell-start'));
    expect(appScriptsOf(html)).toEqual({ entry: '/assets/index-a.js', preloads: ['/assets/layout-b.js', '/assets/c.js'] });
    expect(appScriptsOf(built)).toEqual(appScriptsOf(html));
    expect(() => deferAppScripts('<head></head>', '/s.js', 'N')).toThrow(/no module entry/);
  });

  it('opens the API host’s connection at once, adds no script before the frame is drawn, then the entry and the preloads with the page’s nonce', () => {
    const { added, frames, timers } = runStart('visible');
    const preconnect = { tag: 'link', attributes: { rel: 'preconnect', href: 'http://127.0.0.1:3100' } };
    expect(added).toEqual([preconnect]);
    frames.splice(0).forEach((frame) => frame());
    // Inside the frame callback the frame is not on screen yet: the scripts wait for the next task.
    expect(added).toEqual([preconnect]);
    timers.splice(0).forEach((timer) => timer());
    expect(added).toEqual([
      preconnect,
      { tag: 'script', attributes: { crossorigin: '', nonce: 'N', type: 'module', src: '/assets/index-a.js' } },
      { tag: 'link', attributes: { crossorigin: '', nonce: 'N', rel: 'modulepreload', href: '/assets/layout-b.js' } },
      { tag: 'link', attributes: { crossorigin: '', nonce: 'N', rel: 'modulepreload', href: '/assets/c.js' } },
    ]);
  });

  it('starts at once in a page that draws no frames (a background tab)', () => {
    const { added, frames } = runStart('hidden');
    expect(frames).toEqual([]);
    expect(added.map((item) => item.attributes.src ?? item.attributes.href)).toEqual(['http://127.0.0.1:3100', '/assets/index-a.js', '/assets/layout-b.js', '/assets/c.js']);
  });

  it('opens no connection for a missing or non-web API address, and still starts', () => {
    for (const base of [null, 'javascript:alert(1)', 'not a url']) {
      const { added, timers, frames } = runStart('visible', base);
      frames.splice(0).forEach((frame) => frame());
      timers.splice(0).forEach((timer) => timer());
      expect(added.map((item) => item.attributes.rel ?? item.attributes.type)).toEqual(['module', 'modulepreload', 'modulepreload']);
    }
  });
});
