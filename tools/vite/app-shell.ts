import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { FONT_FAMILY, brand, headerColors } from '../../libs/ui/src/theme/tokens.ts';
import { SHELL_ROUTE_PLACEHOLDER, shellRouteFor } from '../nginx/src/shell-routes.ts';

/**
 * The static app shell (ADR "first paint: a static app shell"): index.html carries the header and, for
 * the routes in tools/nginx/src/shell-routes.ts, the first screen's static top, drawn by plain CSS
 * before any JavaScript runs and removed by the layout when React draws the same things in the same
 * place (libs/shell, static-shell.ts).
 */

/** Marker in an app's index.html where the shell's style element goes. */
const STYLE_MARKER = '<!-- app-shell-style -->';
const light = headerColors.light;
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
export function appShellCss(): string {
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
.shell-name{font-weight:700;font-size:1rem;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
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
@media (min-width:0px) and (orientation:landscape){.shell-toolbar{min-height:48px}}
@media (min-width:600px){.shell-toolbar{min-height:64px;padding:0 16px}.shell-name{font-size:1.25rem;letter-spacing:.08em}.shell-container{padding:24px}}
@media (min-width:900px){.shell-menu{display:none}.shell-nav{display:block}.shell-hero{padding:56px 0}.shell-container{padding:32px 24px}}
`
    .trim()
    .replace(/\n/g, '');
}

/**
 * Writes the shell's `<style>` (with the CSP nonce placeholder nginx fills per response) where an
 * index.html asks for it, and fills the route placeholder per request in `vite` and `vite preview`
 * as nginx does in production. An index.html without the marker (the console) is left alone.
 */
export function appShellPlugin({ nonce }: { nonce: string }): Plugin {
  let outDir = '';
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
    response.end(html.replaceAll(SHELL_ROUTE_PLACEHOLDER, shellRouteFor(url)));
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
        const styled = html.replace(STYLE_MARKER, `<style nonce="${nonce}">${appShellCss()}</style>`);
        // The dev server transforms index.html per request and knows the URL; a build keeps the
        // placeholder for the server in front of it.
        return context.server ? styled.replaceAll(SHELL_ROUTE_PLACEHOLDER, shellRouteFor(context.originalUrl ?? context.path)) : styled;
      },
    },
    configurePreviewServer(server) {
      server.middlewares.use(servePreviewShell);
    },
  };
}
