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

  it('finds nothing on a sound page, and checks the page again as it changes', async () => {
    await page.setContent(CLEAN);
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => document.querySelector('main')?.insertAdjacentHTML('beforeend', '<input id="unnamed" type="text">'));
    expect(await seriousViolations(page)).toEqual([expect.stringMatching(/^label \(critical\).*#unnamed/)]);
  });
});
