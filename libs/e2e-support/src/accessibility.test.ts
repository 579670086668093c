import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './accessibility';

// Debian's Chromium, as the journeys use it (playwright-config.ts).
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  page = await browser.newPage();
});

afterAll(async () => {
  await browser?.close();
});

const CLEAN = `<!doctype html><html lang="zh-CN"><head><title>干净的页面</title></head><body>
  <main><h1>申报项目</h1><p style="color:#222;background:#fff">正文</p><button type="button">提交</button></main></body></html>`;

describe('seriousViolations', () => {
  it('finds each serious problem of a page, by rule and element', async () => {
    await page.setContent(`<!doctype html><html lang="zh-CN"><head><title>有问题的页面</title></head><body><main>
      <h1>申报项目</h1>
      <p id="faint" style="color:#bbb;background:#fff">看不清的说明文字</p>
      <img id="photo" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
      <button id="icon" type="button"></button>
    </main></body></html>`);
    const lines = await seriousViolations(page);
    expect(lines.find((line) => line.startsWith('color-contrast (serious)'))).toContain('#faint');
    expect(lines.find((line) => line.startsWith('image-alt (critical)'))).toContain('#photo');
    expect(lines.find((line) => line.startsWith('button-name (critical)'))).toContain('#icon');
  });

  it('judges a toast that starts fading out while axe runs at its settled state, not mid-fade', async () => {
    // A toast's timer can fire after the page settled and while axe is measuring: the text is then painted at a
    // fraction of its opacity. Here the fade starts the moment axe arrives in the page, and holds at 30 % opacity
    // for most of its 20 s before reaching 0: white on green, pale green over the page mid-fade.
    // Styled as production pages are: a CSP that admits only styles with the page's nonce.
    await page.setContent(`<!doctype html><html lang="zh-CN"><head><title>提示</title>
      <meta http-equiv="Content-Security-Policy" content="style-src 'nonce-t0ast'">
      <style nonce="t0ast">#toast { color: #fff; background: #2e7d32; transition: opacity 20s linear(0, 0.7 1%, 0.7 99%, 1); }</style>
      </head><body><main><h1>我的订单</h1><div id="toast" role="alert">感谢您的评价</div></main></body></html>`);
    await page.evaluate(() => {
      let axe: unknown;
      Object.defineProperty(window, 'axe', {
        configurable: true,
        get: () => axe,
        set: (value) => {
          axe = value;
          document.getElementById('toast')?.style.setProperty('opacity', '0');
        },
      });
    });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('finds nothing on a sound page, and checks the page again as it changes', async () => {
    await page.setContent(CLEAN);
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => document.querySelector('main')?.insertAdjacentHTML('beforeend', '<input id="unnamed" type="text">'));
    expect(await seriousViolations(page)).toEqual([expect.stringMatching(/^label \(critical\).*#unnamed/)]);
  });
});
