import { BRAND_COLORS, LOGO_GLYPH } from '@smes/config';
import { html, trustedHtml } from '../../http/html';
import type { SafeHtml } from '../../http/html';

const { blue, amber, ink, surface } = BRAND_COLORS;

// The apps' brand (BRAND_COLORS): the header on the darkest blue, links and buttons in the brand blue, the logo
// on its amber tile. The pages once wore another blue and no logo, so the round trip looked like another site.
const STYLES = `
:root{color-scheme:light;--primary:${blue.main};--primary-dark:${blue.dark};--header:${blue.darker};--text:${ink.primary};--muted:${ink.secondary};--border:${surface.divider};--field:#6b7280;--bg:${surface.page};--surface:${surface.paper};--error:#b91c1c;--error-bg:#fef2f2;--ok:#065f46;--ok-bg:#ecfdf5;--focus:${amber.light};--logo-from:${amber.light};--logo-to:${amber.main}}
*{box-sizing:border-box}
body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"PingFang SC","Hiragino Sans GB","Microsoft YaHei","Noto Sans CJK SC",sans-serif;font-size:16px;line-height:1.6;color:var(--text);background:var(--bg)}
.site-header{background:var(--header);color:#fff;padding:.75rem 1rem}
.site-header p{margin:0 auto;max-width:64rem;font-weight:600;letter-spacing:.02em;display:flex;align-items:center;gap:.75rem}
.logo{display:inline-flex;align-items:center;justify-content:center;width:2.25rem;height:2.25rem;flex-shrink:0;border-radius:.5rem;background:linear-gradient(135deg,var(--logo-from),var(--logo-to));box-shadow:inset 0 0 0 2px #fff;font-weight:700;font-size:1.25rem;line-height:1}
main{padding:1.5rem 1rem 3rem}
.card{max-width:28rem;margin:0 auto;background:var(--surface);border:1px solid var(--border);border-radius:.75rem;padding:1.5rem;box-shadow:0 1px 3px rgba(15,23,42,.08)}
.card.wide{max-width:48rem}
h1{font-size:1.5rem;line-height:1.3;margin:0 0 1rem}
h2{font-size:1.125rem;margin:1.5rem 0 .5rem}
.field{margin-bottom:1rem}
label,legend{display:block;font-weight:600;margin-bottom:.25rem;padding:0}
.hint{color:var(--muted);font-size:.875rem;margin:.25rem 0 0}
input[type=text],input[type=password],input[type=tel]{width:100%;min-height:2.75rem;padding:.5rem .75rem;font:inherit;color:inherit;background:var(--surface);border:1px solid var(--field);border-radius:.5rem}
input[aria-invalid=true]{border-color:var(--error);border-width:2px}
fieldset{border:0;padding:0;margin:0 0 1rem;min-width:0}
.choices{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem}
.choices label{display:inline-flex;align-items:center;gap:.5rem;font-weight:400;margin:0;min-height:2.75rem}
.choices input{width:1.125rem;height:1.125rem;margin:0}
.button{display:block;width:100%;min-height:2.75rem;padding:.5rem 1rem;font:inherit;font-weight:600;text-align:center;text-decoration:none;color:#fff;background:var(--primary);border:0;border-radius:.5rem;cursor:pointer}
.button:hover{background:var(--primary-dark);color:#fff}
a{color:var(--primary);text-underline-offset:.15em}
a:hover{color:var(--primary-dark)}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.alert{margin:0 0 1rem;padding:.75rem 1rem;border:1px solid var(--error);border-radius:.5rem;color:var(--error);background:var(--error-bg)}
.notice{margin:0 0 1rem;padding:.75rem 1rem;border:1px solid var(--ok);border-radius:.5rem;color:var(--ok);background:var(--ok-bg)}
.links{margin:1rem 0 0;text-align:center}
details{margin-top:1.5rem;padding:.75rem 1rem;border:1px solid var(--border);border-radius:.5rem;background:var(--bg)}
summary{cursor:pointer;font-weight:600}
.table-wrap{overflow-x:auto}
table{width:100%;border-collapse:collapse;font-size:.875rem;margin-top:.5rem}
caption{text-align:left;color:var(--muted);padding-bottom:.25rem}
th,td{text-align:left;vertical-align:top;padding:.375rem .5rem .375rem 0;border-bottom:1px solid var(--border)}
dl{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:.25rem 1rem;margin:0}
dt{font-weight:600}
dd{margin:0;overflow-wrap:anywhere}
.tag{display:inline-block;margin-left:.5rem;padding:0 .5rem;border-radius:999px;font-size:.75rem;border:1px solid currentColor}
.tag.required{color:var(--error)}
.tag.optional{color:var(--muted)}
.muted{color:var(--muted)}
.tabs{display:flex;margin:0 0 1.25rem;border-bottom:1px solid var(--border)}
.tabs a{flex:1;padding:.5rem .25rem;min-height:2.75rem;text-align:center;text-decoration:none;color:var(--muted);border-bottom:3px solid transparent}
.tabs a[aria-current=page]{color:var(--primary);font-weight:600;border-bottom-color:var(--primary)}
.button.secondary{color:var(--primary);background:var(--surface);border:1px solid var(--primary)}
.button.secondary:hover{color:var(--primary-dark);background:var(--bg)}
.secondary-form{margin-top:.75rem}
input[readonly]{background:var(--bg)}
.consent{display:grid;grid-template-columns:auto minmax(0,1fr);gap:.25rem .5rem;align-items:start}
.consent input{width:1.25rem;height:1.25rem;margin:.2rem 0 0}
.consent label{font-weight:400;margin:0}
.consent .hint{grid-column:2}
.consent:has(input[aria-invalid=true]) label{color:var(--error)}
ol.outline{padding-left:1.5rem;margin:0}
ol.outline li{margin-bottom:1.5rem}
ol.outline p{margin:0}
.outline-title{font-weight:600;font-size:1rem;margin:0 0 .25rem}
textarea{display:block;width:100%;min-height:10rem;padding:.5rem .75rem;font:inherit;color:inherit;background:var(--surface);border:1px solid var(--field);border-radius:.5rem;resize:vertical}
.draft-form{margin:.5rem 0 0}
.button.inline{display:inline-block;width:auto;margin-top:.5rem}
@media (max-width:30rem){main{padding:1rem .75rem 2rem}.card{padding:1.25rem 1rem}dl{grid-template-columns:minmax(0,1fr)}dd{margin-bottom:.5rem}}
`;

export type DocumentOptions = {
  /** The whole <title>, e.g. 统一身份认证 - 登录. */
  title: string;
  /** The line in the coloured header bar. */
  brand: string;
  body: SafeHtml;
  head?: SafeHtml;
};

export function renderDocument({ title, brand, body, head }: DocumentOptions): string {
  return `<!doctype html>\n${html`<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
${head}
<style>${trustedHtml(STYLES)}</style>
</head>
<body>
<header class="site-header"><p><span class="logo" aria-hidden="true">${LOGO_GLYPH}</span>${brand}</p></header>
<main>
${body}
</main>
</body>
</html>
`.value}`;
}

export const SSO_BRAND = '中小企业服务门户 · 统一身份认证';
export const NOTES_BRAND = '协同文档';
