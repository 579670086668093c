import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
// The brand's own file imports nothing: a Vite config cannot resolve the workspace's @smes aliases.
import { BRAND_COLORS as brand, FONT_FAMILY, HEADER_COLORS_LIGHT as light } from '../../libs/config/src/brand.ts';
import { HOME_SHELL_ROUTES, SHELL_ROUTES_FILE, SHELL_ROUTE_PLACEHOLDER, checkedShellRoutes, shellRouteFor, type ShellRoutes } from '../nginx/src/shell-routes.ts';

/**
 * The static app shell (ADR "first paint: a static app shell"): index.html carries the header and, for
 * the routes in tools/nginx/src/shell-routes.ts, the first screen's static top, drawn by plain CSS
 * before any JavaScript runs and removed by the layout when React draws the same things in the same
 * place (libs/shell, static-shell.ts).
 */

/** Marker in an app's index.html where the shell's style element goes. */
const STYLE_MARKER = '<!-- app-shell-style -->';
/** Marker inside the shell's main area where the page-header variants go. */
const PAGES_MARKER = '<!-- app-shell-pages -->';

/**
 * A screen's fixed page header (breadcrumbs, title, lead), as the portal declares it in
 * apps/enterprise-portal/src/shared/static-page-headers.ts and libs/ui's PageHeader draws it.
 */
export type ShellPageHeader = { path: string; title: string; lead: string; breadcrumbs: readonly { label: string }[] };
export type ShellPages = Readonly<Record<string, ShellPageHeader>>;
/**
 * A detail screen's header, as the portal declares it in static-page-headers.ts: breadcrumbs drawn at once,
 * the title and subtitle written in by the start script from the record (shell-start.ts).
 */
export type ShellDetailHeader = {
  paths: readonly string[];
  source: string;
  titleField: string;
  subtitleField?: string;
  breadcrumbs: readonly { label: string }[];
};
export type ShellDetails = Readonly<Record<string, ShellDetailHeader>>;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Every variant's table: the home hero and one variant per page header, named as the page declares it. */
export function shellRoutesFor(pages: ShellPages, details: ShellDetails = {}): ShellRoutes {
  return checkedShellRoutes({
    ...HOME_SHELL_ROUTES,
    ...Object.fromEntries(Object.entries(pages).map(([name, page]) => [name, [page.path]])),
    ...Object.fromEntries(Object.entries(details).map(([name, detail]) => [name, detail.paths])),
  });
}

const crumbsHtml = (breadcrumbs: readonly { label: string }[]) =>
  breadcrumbs
    .map((crumb, index) =>
      index === breadcrumbs.length - 1 ? `<span class="shell-here">${escapeHtml(crumb.label)}</span>` : `<span>${escapeHtml(crumb.label)}</span><i></i>`,
    )
    .join('');

/** A record's path and field names, as they go into the start script's attributes: plain words only. */
const DETAIL_SOURCE = /^(\/([A-Za-z0-9_-]+|:id))+$/;
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9]*$/;

/**
 * The page headers' markup: all of them in index.html, each shown only when the server named its
 * variant in data-route (a few hundred bytes for the 找政策 lists; the alternative, one HTML file per
 * route, would need a build step per route and nginx to pick files). The shell is aria-hidden and gone
 * once React has drawn the page, so the hidden headers are never read out.
 */
export function shellPagesHtml(pages: ShellPages, details: ShellDetails = {}): string {
  const fixed = Object.entries(pages).map(
    ([name, page]) =>
      `<div class="shell-container shell-page" data-page="${escapeHtml(name)}"><div class="shell-crumbs">${crumbsHtml(page.breadcrumbs)}</div><div class="shell-head"><div class="shell-head-text"><h1>${escapeHtml(page.title)}</h1><p>${escapeHtml(page.lead)}</p></div></div></div>`,
  );
  // A detail's head (title and subtitle) is added by the start script, in one piece, once the record is there.
  const fromRecords = Object.entries(details).map(([name, detail]) => {
    const fields = [detail.titleField, ...(detail.subtitleField ? [detail.subtitleField] : [])];
    if (!DETAIL_SOURCE.test(detail.source) || !detail.source.includes(':id') || !fields.every((field) => FIELD_NAME.test(field))) {
      throw new Error(`app shell: bad record source for ${name}`);
    }
    const subtitle = detail.subtitleField ? ` data-subtitle="${detail.subtitleField}"` : '';
    return `<div class="shell-container shell-page" data-page="${escapeHtml(name)}" data-source="${detail.source}" data-title="${detail.titleField}"${subtitle}><div class="shell-crumbs">${crumbsHtml(detail.breadcrumbs)}</div></div>`;
  });
  return [...fixed, ...fromRecords].join('');
}
/** MUI's Menu icon (three 18×2 bars in a 24 px box) inside the 40 px icon button, drawn without an image. */
const bars = [14, 19, 24].map((top) => `linear-gradient(${light.text},${light.text}) 11px ${top}px/18px 2px no-repeat`).join(',');

/**
 * The shell lies over the page (absolutely positioned, opaque) rather than before #root in the flow:
 * React's first render (the loading fallback) goes into #root underneath it, and #root never moves when
 * the shell goes, which the layout-shift score would otherwise count as the whole page moving up.
 *
 * The shell's CSS, from the theme's tokens (no literal colours), matching what MUI draws at every
 * breakpoint: the app bar (toolbar 56 px, 48 px on a phone held sideways, 64 px from 600 px; the nav
 * band from 900 px), the home hero (padding, type scale and the search box's height). A test compares
 * the shell with the real layout in the browser (first-paint.spec.ts), so a change on one side that
 * the other does not follow fails there instead of moving the page when React takes over.
 */
export function appShellCss(pages: ShellPages = {}, details: ShellDetails = {}): string {
  // Each page header is shown for its own variant only.
  const shown = [...Object.keys(pages), ...Object.keys(details)].map((name) => `#app-shell[data-route="${name}"] .shell-page[data-page="${name}"]`);
  return `
html{-webkit-text-size-adjust:100%}
body{margin:0;min-width:320px;background:${brand.surface.page};color:${brand.ink.primary};font-family:${FONT_FAMILY};font-size:1rem;line-height:1.7;-webkit-font-smoothing:antialiased}
#app-shell{position:absolute;top:0;left:0;right:0;z-index:1;display:flex;flex-direction:column;min-height:100vh;background:${brand.surface.page}}
#app-shell *{box-sizing:border-box}
.shell-bar{background:${light.top};color:${light.text}}
.shell-wrap{width:100%;max-width:1200px;margin:0 auto}
.shell-toolbar{display:flex;align-items:center;gap:8px;min-height:56px;padding:0 8px}
.shell-menu{width:40px;height:40px;margin-left:-12px;flex-shrink:0;background:${bars}}
.shell-brand{display:inline-flex;align-items:center;gap:12px;padding:4px 8px 4px 0;min-width:0}
.shell-logo{width:40px;height:40px;flex-shrink:0;display:inline-flex;align-items:center;justify-content:center;border-radius:9px;background:linear-gradient(135deg,${brand.amber.light} 0%,${brand.amber.main} 100%);color:${light.text};box-shadow:inset 0 0 0 2px ${brand.surface.paper};font-weight:700;font-size:22px;line-height:1}
.shell-name{font-weight:700;font-size:1rem;overflow:hidden;max-width:4.5em;line-height:1.25;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical}
.shell-nav{display:none;background:${light.nav}}
.shell-nav ul{display:flex;list-style:none;margin:0 auto;padding:0 24px;max-width:1200px;overflow:hidden}
.shell-nav li{padding:12px 20px;white-space:nowrap}
.shell-main{flex:1 0 auto;min-height:100vh}
.shell-hero{display:none;background:${brand.blue.main};color:${light.text};padding:32px 0}
#app-shell[data-route="home"] .shell-hero{display:block}
.shell-container{width:100%;max-width:1200px;margin:0 auto;padding:16px}
.shell-hero h1{margin:0 0 8px;font-size:1.0625rem;font-weight:700;line-height:1.45}
.shell-hero p{margin:0 0 24px;opacity:.9}
.shell-search{max-width:720px;height:56px;border-radius:6px;background:${brand.surface.paper}}
.shell-page{display:none}
${shown.length > 0 ? `${shown.join(',')}{display:block}` : ''}
.shell-crumbs{display:flex;flex-wrap:wrap;align-items:center;margin-bottom:8px;font-size:.875rem;line-height:1.6;color:${brand.ink.secondary}}
.shell-crumbs i{display:flex;align-items:center;justify-content:center;width:20px;height:20px;margin:0 8px}
.shell-crumbs i::after{content:"";width:6px;height:6px;margin-left:-3px;border-top:2px solid;border-right:2px solid;transform:rotate(45deg)}
.shell-here{color:${brand.ink.primary}}
.shell-head{display:flex;flex-direction:column;align-items:stretch;justify-content:space-between;gap:16px}
.shell-head-text{min-width:0}
.shell-page h1{margin:0;font-size:1.75rem;font-weight:600;line-height:1.3;word-break:break-word}
.shell-page p{margin:4px 0 0;color:${brand.ink.secondary}}
@media (min-width:0px) and (orientation:landscape){.shell-toolbar{min-height:48px}}
@media (min-width:600px){.shell-head{flex-direction:row;align-items:flex-end}.shell-toolbar{min-height:64px;padding:0 16px}.shell-name{font-size:1.25rem;letter-spacing:.08em;max-width:none;line-height:inherit;display:block;white-space:nowrap;text-overflow:ellipsis}.shell-container{padding:24px}}
@media (min-width:900px){.shell-menu{display:none}.shell-nav{display:block}.shell-hero{padding:56px 0}.shell-container{padding:32px 24px}}
`
    .trim()
    .replace(/\n/g, '');
}

/**
 * Writes the shell's `<style>` (with the CSP nonce placeholder nginx fills per response) and its page
 * headers where an index.html asks for them, fills the route placeholder per request in `vite` and
 * `vite preview` as nginx does in production, and writes the build's variant table (shell-routes.json)
 * that nginx's map is rendered from. An index.html without the markers (the console) is left alone.
 */
export function appShellPlugin({ nonce, pages = {}, details = {} }: { nonce: string; pages?: ShellPages; details?: ShellDetails }): Plugin {
  const routes = shellRoutesFor(pages, details);
  let outDir = '';
  let drawsShell = false;
  const servePreviewShell = (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    const url = request.url ?? '/';
    const path = url.split('?')[0] ?? '/';
    const accept = request.headers.accept ?? '';
    // Client-side routes only: files (anything with an extension) and Vite's own paths go on.
    if (request.method !== 'GET' || !accept.includes('text/html') || /\.[A-Za-z0-9]+$/.test(path) || path.startsWith('/@')) return next();
    let html: string;
    try {
      html = readFileSync(join(outDir, 'index.html'), 'utf8');
    } catch {
      return next();
    }
    if (!html.includes(SHELL_ROUTE_PLACEHOLDER)) return next();
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.setHeader('Cache-Control', 'no-cache');
    response.end(html.replaceAll(SHELL_ROUTE_PLACEHOLDER, shellRouteFor(url, routes)));
  };
  return {
    name: 'smes:app-shell',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html, context) {
        if (!html.includes(STYLE_MARKER)) return html;
        drawsShell = true;
        const styled = html
          .replace(STYLE_MARKER, `<style nonce="${nonce}">${appShellCss(pages, details)}</style>`)
          .replace(PAGES_MARKER, shellPagesHtml(pages, details));
        // The dev server transforms index.html per request and knows the URL; a build keeps the
        // placeholder for the server in front of it.
        return context.server ? styled.replaceAll(SHELL_ROUTE_PLACEHOLDER, shellRouteFor(context.originalUrl ?? context.path, routes)) : styled;
      },
    },
    generateBundle() {
      if (drawsShell) this.emitFile({ type: 'asset', fileName: SHELL_ROUTES_FILE, source: `${JSON.stringify(routes, null, 2)}\n` });
    },
    configurePreviewServer(server) {
      server.middlewares.use(servePreviewShell);
    },
  };
}
