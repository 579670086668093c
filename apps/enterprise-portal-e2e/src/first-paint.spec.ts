import type { Page } from '@playwright/test';
import { HOSTS, expect, test as journey } from '@smes/e2e-support';

/**
 * The static app shell in index.html (tools/vite/app-shell.ts) must paint the header, the home hero and a
 * list's fixed page header (shared/static-page-headers.ts) exactly where the app draws them: a difference
 * moves the page when React takes over (layout shift) and would show the visitor a header that jumps. Each width is drawn twice — scripts blocked (the
 * shell alone) and normally — and the boxes are compared.
 */
type Box = { x: number; y: number; width: number; height: number };

async function box(page: Page, selector: string): Promise<Box> {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not drawn`);
  return found;
}

function expectSameBox(shell: Box, app: Box, what: string) {
  for (const key of ['x', 'y', 'width', 'height'] as const) {
    expect(Math.abs(shell[key] - app[key]), `${what}: ${key} ${shell[key]} (shell) vs ${app[key]} (app)`).toBeLessThanOrEqual(1);
  }
}

/** Sum of the layout-shift entries of the page so far (what Lighthouse's CLS adds up on a load). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 200);
      }),
  );
}

for (const width of [375, 1440]) {
  journey(`the static shell paints the header and hero where the app draws them, ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });

    // The shell alone: no script runs (the runtime config included), so this is the first paint.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/home');
    const shell = page.locator('#app-shell');
    await expect(shell).toHaveAttribute('data-route', 'home');
    const shellHeader = await box(page, '#app-shell .shell-bar');
    const shellLogo = await box(page, '#app-shell .shell-logo');
    // The hero's heading: the lists' page headers (hidden on this route) have one too.
    const shellHeading = await box(page, '#app-shell .shell-hero h1');
    const shellLead = await box(page, '#app-shell .shell-hero p');
    const shellSearch = await box(page, '#app-shell .shell-search');
    const shellTexts = [await shell.locator('.shell-hero h1').innerText(), await shell.locator('.shell-hero p').innerText()];
    const shellNav = width >= 900 ? await shell.locator('.shell-nav li').allInnerTexts() : [];

    await page.unroute('**/*.js');
    await page.goto('/home');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    // The layout removed the shell in the commit that drew it.
    await expect(page.locator('#app-shell')).toHaveCount(0);
    expectSameBox(shellHeader, await box(page, 'header.app-header'), 'header');
    expectSameBox(shellLogo, await box(page, 'header.app-header a [aria-hidden="true"]'), 'logo');
    expectSameBox(shellHeading, await box(page, 'main h1'), 'hero heading');
    expectSameBox(shellLead, await box(page, 'main h1 + p'), 'hero lead');
    expectSameBox(shellSearch, await box(page, 'main form'), 'search box');
    expect([await heading.innerText(), await page.locator('main h1 + p').innerText()]).toEqual(shellTexts);
    if (width >= 900) {
      expect(await page.getByRole('navigation', { name: '主导航' }).getByRole('link').allInnerTexts()).toEqual(shellNav);
    }
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
  });
}

for (const width of [375, 1440]) {
  journey(`a list's page header is painted by the shell where the app draws it, ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const address = '/findpolicy/DeclarationProject?status=open';

    await page.route('**/*.js', (route) => route.abort());
    await page.goto(address);
    const shell = page.locator('#app-shell');
    await expect(shell).toHaveAttribute('data-route', 'declarationProjectList');
    // Only this page's header is drawn, and no hero.
    await expect(shell.locator('h1:visible')).toHaveCount(1);
    await expect(shell.locator('.shell-hero')).toBeHidden();
    const drawn = shell.locator('.shell-page:visible');
    const shellHeader = await box(page, '#app-shell .shell-bar');
    const shellCrumbs = await box(page, '#app-shell .shell-page:visible .shell-crumbs');
    const shellHeading = await box(page, '#app-shell .shell-page:visible h1');
    const shellLead = await box(page, '#app-shell .shell-page:visible p');
    const shellTexts = [await drawn.locator('.shell-crumbs').innerText(), await drawn.locator('h1').innerText(), await drawn.locator('p').innerText()];
    await page.screenshot({ path: `test-results/first-paint-list-shell-${width}.png` });

    await page.unroute('**/*.js');
    await page.goto(address);
    const heading = page.getByRole('heading', { level: 1, name: '申报项目' });
    await expect(heading).toBeVisible();
    await expect(page.locator('#app-shell')).toHaveCount(0);
    const crumbs = page.getByRole('navigation', { name: '当前位置' });
    expectSameBox(shellHeader, await box(page, 'header.app-header'), 'header');
    expectSameBox(shellCrumbs, await box(page, 'main nav[aria-label="当前位置"]'), 'breadcrumbs');
    expectSameBox(shellHeading, await box(page, 'main h1'), 'page title');
    expectSameBox(shellLead, await box(page, 'main h1 + div'), 'page lead');
    // The shell draws the separators as boxes, the app as icons: the words must be the same.
    expect([(await crumbs.getByRole('listitem').allInnerTexts()).filter(Boolean).join(''), await heading.innerText(), await page.locator('main h1 + div').innerText()]).toEqual([
      shellTexts[0]!.replace(/\s+/g, ''),
      shellTexts[1],
      shellTexts[2],
    ]);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
    await page.screenshot({ path: `test-results/first-paint-list-${width}.png` });
  });
}

type LargestPaints = { paints: number[]; shellGoneAt: number | null };

/** When each largest paint of a load happened, and when the layout removed the static shell. */
async function recordLargestPaints(page: Page) {
  await page.addInitScript(() => {
    const record: LargestPaints = { paints: [], shellGoneAt: null };
    (window as unknown as { __largestPaints: LargestPaints }).__largestPaints = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) record.paints.push(entry.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    let seen = false;
    new MutationObserver(() => {
      const shell = document.getElementById('app-shell');
      if (shell) seen = true;
      else if (seen && record.shellGoneAt === null) record.shellGoneAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
}

for (const width of [375, 1440]) {
  journey(`a policy's title is painted by the shell from its record, where the app draws it, ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 800 });
    const answer = await request.get(`${HOSTS.portalApi}/api/policy/list?pageSize=1`);
    const policy = ((await answer.json()) as { data: { rows: { id: number; title: string; docNo: string }[] } }).data.rows[0]!;
    const address = `/findpolicy/policyNoticeDetails/${policy.id}`;

    // The app's own scripts blocked: the runtime config and the start script run, nothing else.
    await page.route(/\/assets\/(?!shell-start-)[^/]+\.js$/, (route) => route.abort());
    await page.goto(address);
    const shell = page.locator('#app-shell');
    await expect(shell).toHaveAttribute('data-route', 'policyDetail');
    const drawn = shell.locator('.shell-page:visible');
    await expect(drawn.locator('h1')).toHaveText(policy.title);
    await expect(drawn.locator('h1 + p')).toHaveText(policy.docNo);
    const shellCrumbs = await box(page, '#app-shell .shell-page:visible .shell-crumbs');
    const shellHeading = await box(page, '#app-shell .shell-page:visible h1');
    const shellSubtitle = await box(page, '#app-shell .shell-page:visible h1 + p');
    const shellCrumbText = (await drawn.locator('.shell-crumbs').innerText()).replace(/\s+/g, '');
    await page.screenshot({ path: `test-results/first-paint-detail-shell-${width}.png` });

    await page.unroute(/\/assets\/(?!shell-start-)[^/]+\.js$/);
    await recordLargestPaints(page);
    await page.goto(address);
    const heading = page.getByRole('heading', { level: 1, name: policy.title });
    await expect(heading).toBeVisible();
    await expect(page.locator('#app-shell')).toHaveCount(0);
    expectSameBox(shellCrumbs, await box(page, 'main nav[aria-label="当前位置"]'), 'breadcrumbs');
    expectSameBox(shellHeading, await box(page, 'main h1'), 'policy title');
    expectSameBox(shellSubtitle, await box(page, 'main h1 + div'), 'document number');
    const crumbs = page.getByRole('navigation', { name: '当前位置' });
    expect((await crumbs.getByRole('listitem').allInnerTexts()).filter(Boolean).join('')).toBe(shellCrumbText);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
    // The page's largest paint is the shell's title: the app, drawing the same title in the same box, paints none larger.
    const { paints, shellGoneAt } = await page.evaluate(() => (window as unknown as { __largestPaints: LargestPaints }).__largestPaints);
    expect(shellGoneAt).not.toBeNull();
    expect(paints.length).toBeGreaterThan(0);
    expect(paints.at(-1)!, JSON.stringify({ paints, shellGoneAt })).toBeLessThan(shellGoneAt!);
    await page.screenshot({ path: `test-results/first-paint-detail-${width}.png` });
  });
}

journey('other routes get the header alone from the shell, no hero and no page header', async ({ page }) => {
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/findpolicy/DeclarationProjectDetail/1');
  await expect(page.locator('#app-shell')).toHaveAttribute('data-route', 'none');
  await expect(page.locator('#app-shell .shell-bar')).toBeVisible();
  await expect(page.locator('#app-shell h1:visible')).toHaveCount(0);
});
