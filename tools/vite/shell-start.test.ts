import { runInNewContext } from 'node:vm';
import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { appShellCss, shellPagesHtml, type ShellDetails } from './app-shell.ts';
import { appScriptsOf, areasAttribute, deferAppScripts, SHELL_START_SOURCE } from './shell-start.ts';

const built = `<head>
    <script defer src="/runtime-config.js" nonce="N"></script>
    <script type="module" crossorigin src="/assets/index-a.js" nonce="N"></script>
    <link rel="modulepreload" crossorigin href="/assets/layout-b.js" nonce="N">
    <link rel="modulepreload" crossorigin href="/assets/c.js" nonce="N">
  </head><body><div id="app-shell"></div></body>`;

type Added = { tag: string; attributes: Record<string, string> };

/** Runs the start script against a minimal document; returns what it added and the pending callbacks. */
function runStart(visibility: 'visible' | 'hidden', portalApiBase: unknown = 'http://127.0.0.1:3100/base', { pathname = '/home', areas }: { pathname?: string; areas?: string } = {}) {
  const added: Added[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const element = (tag: string) => {
    const attributes: Record<string, string> = {};
    return { tag, attributes, set crossOrigin(value: string) { attributes.crossorigin = value; }, setAttribute: (name: string, value: string) => { attributes[name] = value; } };
  };
  const attributes: Record<string, string> = { 'data-entry': '/assets/index-a.js', 'data-preload': '/assets/layout-b.js /assets/c.js', ...(areas === undefined ? {} : { 'data-areas': areas }) };
  const document = {
    visibilityState: visibility,
    currentScript: { nonce: 'N', getAttribute: (name: string) => attributes[name] ?? null },
    createElement: element,
    head: { appendChild: (child: Added) => added.push({ tag: child.tag, attributes: child.attributes }) },
    getElementById: () => null,
  };
  const window = { __SMES_CONFIG__: { portalApiBase } };
  runInNewContext(SHELL_START_SOURCE, { document, window, URL, location: { pathname }, requestAnimationFrame: (callback: () => void) => frames.push(callback), setTimeout: (callback: () => void) => timers.push(callback) });
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
    expect(timers).toEqual([]);
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

const AREAS = '/assets/p.js,/assets/q.js|/findpolicy|/findpolicy/policyNoticeDetails/:id|/policy/PolicyDetail/:id /assets/m.js|/findpolicy/policyMatch|/findpolicy/policyMatch/report /assets/s.js|/service/:id|/service/detail';

describe('the start script fetches the route table of the address’s area beside the entry (ADR 123)', () => {
  const fetched = (pathname: string, areas = AREAS) => runStart('hidden', null, { pathname, areas }).added.map((item) => item.attributes.src ?? item.attributes.href);

  it('adds the area’s files after the page’s preloads, matching as the router does: letter case, a trailing slash, a parameter', () => {
    expect(fetched('/findpolicy/policyNoticeDetails/447')).toEqual(['/assets/index-a.js', '/assets/layout-b.js', '/assets/c.js', '/assets/p.js', '/assets/q.js']);
    expect(fetched('/FindPolicy/')).toEqual(['/assets/index-a.js', '/assets/layout-b.js', '/assets/c.js', '/assets/p.js', '/assets/q.js']);
    expect(fetched('/policy/PolicyDetail/12')).toContain('/assets/p.js');
    expect(fetched('/findpolicy/policyMatch/report')).toEqual(['/assets/index-a.js', '/assets/layout-b.js', '/assets/c.js', '/assets/m.js']);
  });

  it('takes a static address before one with a parameter, whatever the order', () => {
    expect(fetched('/service/detail')).toEqual(['/assets/index-a.js', '/assets/layout-b.js', '/assets/c.js', '/assets/s.js']);
    for (const areas of ['/assets/s.js|/service/detail /assets/t.js|/service/:id', '/assets/t.js|/service/:id /assets/s.js|/service/detail']) {
      expect(fetched('/service/detail', areas), areas).toContain('/assets/s.js');
      expect(fetched('/service/detail', areas), areas).not.toContain('/assets/t.js');
      expect(fetched('/service/7', areas), areas).toContain('/assets/t.js');
    }
  });

  it('adds nothing for an address of no area, a longer or shorter one, an empty parameter, or without areas', () => {
    for (const pathname of ['/home', '/', '/findpolicy/policyNoticeDetails', '/findpolicy/policyNoticeDetails/1/2', '/findpolicy/policyNoticeDetails//', '/findpolicyx', '/service//']) {
      expect(fetched(pathname), pathname).toEqual(['/assets/index-a.js', '/assets/layout-b.js', '/assets/c.js']);
    }
    expect(fetched('/findpolicy', '')).toEqual(['/assets/index-a.js', '/assets/layout-b.js', '/assets/c.js']);
  });

  it('is written from the bundle: the table’s chunk and its imports the first load and the preloads do not bring', () => {
    const chunk = (fileName: string, imports: string[], extra: { isEntry?: boolean; facadeModuleId?: string } = {}) => ({ type: 'chunk', fileName, imports, isEntry: false, facadeModuleId: null, ...extra });
    const bundle = {
      'assets/index-a.js': chunk('assets/index-a.js', ['assets/first.js'], { isEntry: true, facadeModuleId: '/app/src/main.tsx' }),
      'assets/first.js': chunk('assets/first.js', []),
      'assets/layout-b.js': chunk('assets/layout-b.js', ['assets/common.js']),
      'assets/common.js': chunk('assets/common.js', []),
      'assets/p.js': chunk('assets/p.js', ['assets/index-a.js', 'assets/common.js', 'assets/q.js'], { facadeModuleId: '/app/src/app/routes/policy-screens.ts' }),
      'assets/q.js': chunk('assets/q.js', ['assets/first.js']),
      'assets/n.js': chunk('assets/n.js', ['assets/index-a.js'], { facadeModuleId: '/app/src/app/routes/news-screens.ts' }),
      'shell-start.js': { type: 'asset' },
    };
    const areas = [
      { table: '/src/app/routes/policy-screens.ts', addresses: ['/findpolicy', '/findpolicy/policyNoticeDetails/:id'] },
      { table: '/src/app/routes/news-screens.ts', addresses: ['/news'] },
    ];
    expect(areasAttribute(areas, bundle, ['/assets/layout-b.js', '/assets/common.js'])).toBe('/assets/p.js,/assets/q.js|/findpolicy|/findpolicy/policyNoticeDetails/:id /assets/n.js|/news');
    expect(() => areasAttribute([{ table: '/src/app/routes/gone-screens.ts', addresses: ['/x'] }], bundle, [])).toThrow(/no chunk for the route table/);
    expect(() => areasAttribute([{ table: '/src/app/routes/news-screens.ts', addresses: ['/news" onload="x'] }], bundle, [])).toThrow(/bad address/);
    const html = deferAppScripts(built, '/assets/shell-start-x.js', 'N', 'A|/x');
    expect(html).toContain('data-preload="/assets/layout-b.js /assets/c.js" data-areas="A|/x" nonce="N"');
    expect(appScriptsOf(html)).toEqual({ entry: '/assets/index-a.js', preloads: ['/assets/layout-b.js', '/assets/c.js'] });
  });
});

const details: ShellDetails = {
  policyDetail: {
    paths: ['/findpolicy/policyNoticeDetails/:id'],
    source: '/api/policy/:id',
    titleField: 'title',
    subtitleField: 'docNo',
    breadcrumbs: [{ label: '首页' }, { label: '政策详情' }],
  },
};

type Answer = { status: number; body?: unknown } | 'network error';

/**
 * The start script in a real DOM (jsdom) under a detail's shell variant: returns the page, the requests it
 * made, and a function that answers the one pending request.
 */
function detailPage({ path = '/findpolicy/policyNoticeDetails/447', route = 'policyDetail' } = {}) {
  const requests: { url: string; init: RequestInit }[] = [];
  let answer: (result: Answer) => Promise<void> = async () => undefined;
  const html = `<!doctype html><html><head><style>${appShellCss({}, details)}</style></head><body>
    <div id="app-shell" data-route="${route}"><div class="shell-main">${shellPagesHtml({}, details)}</div></div><div id="root"></div></body></html>`;
  const dom = new JSDOM(html, {
    url: `http://127.0.0.1:4200${path}`,
    runScripts: 'dangerously',
    beforeParse(window) {
      Object.assign(window, {
        __SMES_CONFIG__: { portalApiBase: 'http://127.0.0.1:3100/' },
        fetch: (url: string, init: RequestInit) =>
          new Promise((resolve, reject) => {
            requests.push({ url, init });
            answer = async (result) => {
              if (result === 'network error') reject(new TypeError('failed'));
              else resolve({ ok: result.status >= 200 && result.status < 300, json: async () => result.body });
              // Let the script's promise chain run.
              for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
            };
          }),
      });
    },
  });
  const script = dom.window.document.createElement('script');
  script.setAttribute('data-entry', '/assets/index-a.js');
  script.setAttribute('data-preload', '/assets/b.js');
  script.textContent = SHELL_START_SOURCE;
  dom.window.document.head.appendChild(script);
  const page = () => dom.window.document.querySelector('.shell-page[data-page="policyDetail"]');
  // jsdom's page is not visible: the start script starts at once, without waiting for a frame.
  const appScripts = () =>
    [...dom.window.document.head.querySelectorAll('[src^="/assets/"], [href^="/assets/"]')].map((element) =>
      element.tagName === 'SCRIPT' ? `${element.getAttribute('type')} ${element.getAttribute('src')}` : `${element.getAttribute('rel')} ${element.getAttribute('href')}`,
    );
  return { dom, requests, answer: (result: Answer) => answer(result), page, appScripts };
}

describe('a detail’s shell gets its title from the record before the app runs (ADR 50)', () => {
  it('asks the API for the route’s record without credentials and writes the title and subtitle in as text', async () => {
    const { requests, answer, page, appScripts } = detailPage();
    expect(requests.map((request) => [request.url, request.init.credentials])).toEqual([['http://127.0.0.1:3100/api/policy/447', 'omit']]);
    // Until the record comes, the breadcrumbs alone, and the app waits.
    expect(page()?.querySelector('h1')).toBeNull();
    expect(appScripts()).toEqual([]);
    await answer({ status: 200, body: { code: 200, msg: 'ok', data: { title: '<img src=x onerror=alert(1)>细则', docNo: '宁政规〔2025〕3号' } } });
    expect(appScripts().sort()).toEqual(['module /assets/index-a.js', 'modulepreload /assets/b.js']);
    expect(page()?.querySelector('.shell-head h1')?.textContent).toBe('<img src=x onerror=alert(1)>细则');
    expect(page()?.querySelector('img')).toBeNull();
    expect(page()?.querySelector('.shell-head h1 + p')?.textContent).toBe('宁政规〔2025〕3号');
  });

  it('writes nothing for a missing record, an error, a non-text title or an empty subtitle, and nothing once the app has drawn', async () => {
    for (const result of [{ status: 404, body: { code: 404, msg: '不存在' } }, { status: 200, body: { code: 500, msg: 'x' } }, { status: 200, body: { code: 200, data: { title: 7 } } }, 'network error'] as Answer[]) {
      const { answer, page } = detailPage();
      await answer(result);
      expect(page()?.querySelector('h1'), JSON.stringify(result)).toBeNull();
    }
    const noSubtitle = detailPage();
    await noSubtitle.answer({ status: 200, body: { code: 200, data: { title: '细则', docNo: '' } } });
    expect(noSubtitle.page()?.querySelector('.shell-head')?.innerHTML).toBe('<div class="shell-head-text"><h1>细则</h1></div>');
    const late = detailPage();
    late.dom.window.document.getElementById('app-shell')?.remove();
    await late.answer({ status: 200, body: { code: 200, data: { title: '细则' } } });
    expect(late.dom.window.document.querySelector('h1')).toBeNull();
  });

  it('starts the app without waiting when a failed answer or a second without one comes first', async () => {
    const failed = detailPage();
    await failed.answer('network error');
    expect(failed.appScripts()).toContain('module /assets/index-a.js');
    vi.useFakeTimers();
    try {
      const slow = detailPage();
      vi.advanceTimersByTime(999);
      expect(slow.appScripts()).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(slow.appScripts()).toContain('module /assets/index-a.js');
      // The answer coming later adds nothing twice.
      await slow.answer({ status: 200, body: { code: 200, data: { title: '细则' } } });
      expect(slow.appScripts().filter((item) => item.startsWith('module '))).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks nothing on another variant or for a path whose last segment is not a record number, and starts at once', () => {
    for (const page of [detailPage({ route: 'none' }), detailPage({ path: '/findpolicy/policyNoticeDetails/abc' })]) {
      expect(page.requests).toEqual([]);
      expect(page.appScripts().sort()).toEqual(['module /assets/index-a.js', 'modulepreload /assets/b.js']);
    }
  });

  it('refuses a record source or field name that is not a plain word in the built page', () => {
    const bad = (change: Partial<ShellDetails[string]>) => () => shellPagesHtml({}, { policyDetail: { ...details['policyDetail']!, ...change } });
    for (const change of [{ source: '/api/policy/1' }, { source: '/api/"x/:id' }, { titleField: 'a b' }, { subtitleField: '"' }]) expect(bad(change), JSON.stringify(change)).toThrow(/bad record source/);
  });
});
