import type { Plugin } from 'vite';

/**
 * What the start script does, as source (it is written into the build as a classic script of its own,
 * `assets/shell-start-<hash>.js`, allowed by the CSP's `script-src 'self'` like every other asset). It is
 * deferred, so it runs once the HTML is parsed, after `runtime-config.js`; it reads the entry and the
 * preloads the build moved onto its own tag, and adds them to the document once the first frame with
 * the static shell is on screen: inside a frame callback the frame is not drawn yet, so the insertion waits
 * for the task after it. A page that is not visible draws no frames; it starts at once. Before that, it opens the
 * connection to the API host the runtime config names (`<link rel="preconnect">`) and, on a detail whose shell
 * names a record (app-shell.ts `details`), asks for it and writes its title in (ADR 50); there the app starts after
 * the frame that draws the title (a second at most). The text goes in as text (`textContent`), never as markup;
 * the id is the path's last number, as the server's variant map has it.
 */
export const SHELL_START_SOURCE = `(function () {
  var tag = document.currentScript;
  var nonce = tag.nonce;
  var entry = tag.getAttribute('data-entry');
  var preloads = (tag.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var TITLE_WAIT_MS = 1000;
  // The route table of the address's area (ADR 119, ADR 123), with the chunks it imports: fetched beside the entry,
  // so that the entry, when it asks for the table, finds it loaded instead of waiting a round trip for it.
  var area = areaOf(tag.getAttribute('data-areas') || '', location.pathname);
  for (var f = 0; f < area.length; f += 1) preloads.push(area[f]);
  function add(element, attributes) {
    element.crossOrigin = '';
    if (nonce) element.setAttribute('nonce', nonce);
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    document.head.appendChild(element);
  }
  // Inside a frame callback the frame is not drawn yet: what follows waits for the task after it. A page that is not
  // visible draws no frames; there it runs at once.
  function afterNextFrame(callback) {
    if (document.visibilityState !== 'visible' || typeof requestAnimationFrame !== 'function') callback();
    else requestAnimationFrame(function () { setTimeout(callback, 0); });
  }
  // An area is "files|address|address…" (files comma-separated), areas space-separated. An address matches as the
  // router matches it: letter case and a trailing slash aside, segment by segment, ':id' any one segment; a static
  // address before one with parameters. No match (a screen of the entry, an unknown address): nothing to add.
  function areaOf(areas, pathname) {
    var path = pathname.replace(/\\/+$/, '').toLowerCase().split('/');
    var found = [];
    var fewest = Infinity;
    var list = areas.split(' ');
    for (var a = 0; a < list.length; a += 1) {
      var parts = list[a].split('|');
      for (var q = 1; q < parts.length; q += 1) {
        var pattern = parts[q].toLowerCase().split('/');
        if (pattern.length !== path.length) continue;
        var dynamic = 0;
        var k = 0;
        while (k < pattern.length && (pattern[k].charAt(0) === ':' ? path[k] !== '' : pattern[k] === path[k])) {
          if (pattern[k].charAt(0) === ':') dynamic += 1;
          k += 1;
        }
        if (k === pattern.length && dynamic < fewest) {
          fewest = dynamic;
          found = parts[0].split(',');
        }
      }
    }
    return found;
  }
  function start() {
    add(document.createElement('script'), { type: 'module', src: entry });
    for (var i = 0; i < preloads.length; i += 1) add(document.createElement('link'), { rel: 'modulepreload', href: preloads[i] });
  }
  // On a detail whose shell writes its title in (below), the app starts once the title is drawn (or has failed),
  // TITLE_WAIT_MS at most: arriving and running first, its scripts would hold up the paint of the page's main content.
  var titleSettled = null;
  function startAfterTitle() {
    var started = false;
    function once() {
      if (started) return;
      started = true;
      start();
    }
    titleSettled.then(function () {
      afterNextFrame(once);
    });
    setTimeout(once, TITLE_WAIT_MS);
  }
  // The first screen's data comes from the API host: open its connection now, while the scripts load. Credentialed
  // fetches use the connection pool a preconnect without crossorigin opens.
  var apiBase = null;
  try {
    var api = new URL(window.__SMES_CONFIG__.portalApiBase);
    if (api.protocol === 'https:' || api.protocol === 'http:') {
      apiBase = api.href.replace(/\\/+$/, '');
      var hint = document.createElement('link');
      hint.setAttribute('rel', 'preconnect');
      hint.setAttribute('href', api.origin);
      document.head.appendChild(hint);
    }
  } catch (error) {
    // No runtime config or no valid API address: the app says so when it starts.
  }
  // A detail's shell names the public record its title comes from (app-shell.ts): ask for it now, without
  // credentials, and write the title and subtitle in, in one piece, if the shell is still there when it comes.
  var shell = document.getElementById('app-shell');
  var pages = shell && apiBase ? shell.querySelectorAll('.shell-page[data-source]') : [];
  for (var p = 0; p < pages.length; p += 1) if (pages[p].getAttribute('data-page') === shell.getAttribute('data-route')) fill(pages[p]);
  function fill(page) {
    var id = /\\/([0-9]{1,15})\\/?$/.exec(location.pathname);
    if (!id || typeof fetch !== 'function') return;
    titleSettled = fetch(apiBase + page.getAttribute('data-source').replace(':id', id[1]), { credentials: 'omit', headers: { Accept: 'application/json' } })
      .then(function (response) {
        return response.ok ? response.json() : null;
      })
      .then(function (body) {
        var record = body && body.code === 200 ? body.data : null;
        var title = record && record[page.getAttribute('data-title')];
        if (typeof title !== 'string' || title === '' || !page.isConnected) return;
        var head = document.createElement('div');
        var text = document.createElement('div');
        var heading = document.createElement('h1');
        head.className = 'shell-head';
        text.className = 'shell-head-text';
        heading.textContent = title;
        text.appendChild(heading);
        var field = page.getAttribute('data-subtitle');
        var subtitle = field ? record[field] : null;
        if (typeof subtitle === 'string' && subtitle !== '') {
          var line = document.createElement('p');
          line.textContent = subtitle;
          text.appendChild(line);
        }
        head.appendChild(text);
        page.appendChild(head);
      })
      .catch(function () {
        // The app asks again and reports what went wrong.
      });
  }
  if (titleSettled) startAfterTitle();
  else afterNextFrame(start);
})();
`;

const START_ASSET_NAME = 'shell-start.js';
const ENTRY_TAG = /\s*<script type="module" crossorigin src="([^"]+)"[^>]*><\/script>/;
const PRELOAD_TAG = /\s*<link rel="modulepreload" crossorigin href="([^"]+)"[^>]*>/g;

/**
 * Moves the app's JavaScript behind the first frame on a page with the static app shell (ADR 49).
 * The shell paints from the HTML alone, so nothing in the entry or in the preloaded chunks is needed for the
 * first paint; asked for by the HTML they are still fetched and, on a fast connection, run before the first
 * frame, which both delays that frame and makes Lighthouse's simulation count them as needed for it. The
 * built index.html therefore carries the entry and every `<link rel="modulepreload">` (shell-preloads.ts adds
 * those first) as attributes of one deferred start script, which adds them once the shell is drawn. The
 * chunks are the same: the first load is still the entry and what it imports statically, and
 * tools/bench/bundle-budget.ts still measures it (reading the start script's attributes). A page without the
 * shell (the console) keeps its tags: its first paint is the JavaScript's. Runs last among the HTML transforms.
 */
/**
 * An app's screen areas for the start script (ADR 123): each area's route table module (its source path ends with
 * `table`) and the addresses of its screens, in the router's form (`/…`, `:id` for a parameter).
 */
export type ShellAreas = readonly { table: string; addresses: readonly string[] }[];

type BuiltChunk = { type: 'chunk'; fileName: string; isEntry: boolean; facadeModuleId: string | null; imports: string[] };

/**
 * The start tag's `data-areas`: for each area, the files its route table needs that the first load does not bring
 * (the table's chunk and its static imports, less the entry's closure and the page's preloads), then its addresses.
 */
export function areasAttribute(areas: ShellAreas, bundle: Record<string, { type: string }>, preloads: readonly string[]): string {
  const chunks = Object.values(bundle).filter((item): item is BuiltChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (fileName: string, into: Set<string>): Set<string> => {
    if (into.has(fileName)) return into;
    into.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into);
    return into;
  };
  const loaded = new Set(preloads.map((href) => href.replace(/^\//, '')));
  for (const chunk of chunks) if (chunk.isEntry) closure(chunk.fileName, loaded);
  return areas
    .map(({ table, addresses }) => {
      const chunk = chunks.find((item) => item.facadeModuleId?.endsWith(table));
      if (!chunk) throw new Error(`shell start: no chunk for the route table ${table}`);
      const files = [...closure(chunk.fileName, new Set())].filter((file) => !loaded.has(file));
      for (const address of addresses) if (!/^\/[\w/:.-]*$/.test(address)) throw new Error(`shell start: bad address ${address}`);
      return [files.map((file) => `/${file}`).join(','), ...addresses].join('|');
    })
    .join(' ');
}

export function shellStartPlugin({ nonce, areas = [] }: { nonce: string; areas?: ShellAreas }): Plugin {
  return {
    name: 'smes:shell-start',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'asset', name: START_ASSET_NAME, source: SHELL_START_SOURCE });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!html.includes('id="app-shell"')) return html;
        const start = Object.values(context.bundle ?? {}).find((item) => item.type === 'asset' && item.names.includes(START_ASSET_NAME));
        if (!start) throw new Error('shell start: the start script is missing from the bundle');
        const preloads = [...html.matchAll(PRELOAD_TAG)].map((match) => match[1]!);
        return deferAppScripts(html, `/${start.fileName}`, nonce, areas.length > 0 ? areasAttribute(areas, context.bundle ?? {}, preloads) : '');
      },
    },
  };
}

/**
 * The HTML transform on its own: the entry and the preloads become attributes of the start script's tag, and the
 * areas' route tables (`areasAttribute`), if the app has any, a third.
 */
export function deferAppScripts(html: string, startScript: string, nonce: string, areas = ''): string {
  const entry = ENTRY_TAG.exec(html)?.[1];
  if (!entry) throw new Error('shell start: index.html has no module entry');
  const preloads = [...html.matchAll(PRELOAD_TAG)].map((match) => match[1]!);
  const tag = `\n    <script defer src="${startScript}" data-entry="${entry}" data-preload="${preloads.join(' ')}"${areas ? ` data-areas="${areas}"` : ''} nonce="${nonce}"></script>`;
  return html.replace(PRELOAD_TAG, '').replace(ENTRY_TAG, tag);
}

/** The entry and the preloads a built index.html asks for, whether as tags or on the start script. */
export function appScriptsOf(html: string): { entry: string | undefined; preloads: string[] } {
  const start = /<script defer src="[^"]+" data-entry="([^"]+)" data-preload="([^"]*)"/.exec(html);
  if (start) return { entry: start[1], preloads: start[2]!.split(' ').filter(Boolean) };
  return { entry: ENTRY_TAG.exec(html)?.[1], preloads: [...html.matchAll(PRELOAD_TAG)].map((match) => match[1]!) };
}
