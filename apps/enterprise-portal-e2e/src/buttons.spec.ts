import type { APIRequestContext } from '@playwright/test';
import { HOSTS, builtChunk, expect, test } from '@smes/e2e-support';
import type { Envelope } from '@smes/e2e-support';

/**
 * MUI's buttons as the build draws them (ADR 127): the ripple's code arrives on the first press (every page used to
 * fetch it), and the loading indicator is drawn plain (every page used to fetch CircularProgress for it).
 */
test.describe('buttons in the build', () => {
  test('a press fetches the ripple once and ripples; no page fetches it before', async ({ page }) => {
    const ripple = builtChunk('enterprise-portal', '../../node_modules/@mui/material/ButtonBase/TouchRipple.mjs');
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (ripple.test(new URL(request.url()).pathname)) fetched.push(request.url());
    });
    await page.setViewportSize({ width: 1440, height: 800 });
    await page.goto('/home');
    const search = page.getByRole('main').getByRole('search').getByRole('button', { name: '搜索', exact: true });
    await expect(search).toBeVisible();
    // The page done, idle fetches included (the deferred views): the ripple is not among them.
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);

    // Pressed and held: the ripple's code arrives, and the press it missed is drawn.
    const box = (await search.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await expect(search.locator('.MuiTouchRipple-rippleVisible')).toHaveCount(1);
    expect(fetched).toHaveLength(1);
    // Let go elsewhere: no click, the ripple fades.
    await page.mouse.move(0, 0);
    await page.mouse.up();
    await expect(search.locator('.MuiTouchRipple-child')).toHaveCount(0);

    // The next press ripples at once and fetches nothing more.
    const care = page.getByRole('switch', { name: /关怀模式/ });
    const careBox = (await care.boundingBox())!;
    await page.mouse.move(careBox.x + careBox.width / 2, careBox.y + careBox.height / 2);
    await page.mouse.down();
    await expect(care.locator('.MuiTouchRipple-rippleVisible')).toHaveCount(1);
    await page.mouse.move(0, 0);
    await page.mouse.up();
    expect(fetched).toHaveLength(1);
  });

  test("a loading button draws its spinner, named by the button, until the download is done", async ({ page, request }) => {
    const policy = await policyWithAttachment(request);
    const attachment = policy.attachments[0]!;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/attachments/*/download', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/findpolicy/policyNoticeDetails/${policy.id}`);
    const button = page.getByRole('region', { name: '附件' }).getByRole('button', { name: new RegExp(`^下载 ${escape(attachment.name)}`) });
    const name = await button.getAttribute('aria-label');
    const download = page.waitForEvent('download');
    await button.click();

    const spinner = button.getByRole('progressbar', { name: name ?? '' });
    await expect(spinner).toBeVisible();
    await expect(button).toBeDisabled();
    // Its box as laid out (the turning box's bounding rectangle is wider), its arc and its turn.
    const drawn = await spinner.evaluate((element) => {
      const style = getComputedStyle(element);
      return { width: style.width, height: style.height, turn: `${style.animationDuration} ${style.animationTimingFunction} ${style.animationIterationCount}` };
    });
    expect(drawn).toEqual({ width: '16px', height: '16px', turn: '1.4s linear infinite' });
    await expect(spinner.locator('svg circle')).toHaveAttribute('stroke-width', '3.6');

    release();
    await download;
    await expect(spinner).toHaveCount(0);
    await expect(button).toBeEnabled();
  });
});

type PolicyRow = { id: number };
type PolicyDetail = PolicyRow & { attachments: { id: number; name: string }[] };

async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const answer = await request.get(`${HOSTS.portalApi}${path}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as Envelope<T>).data;
}

/** The newest seeded policy with an attachment. */
async function policyWithAttachment(request: APIRequestContext): Promise<PolicyDetail> {
  for (let pageNum = 1; pageNum <= 5; pageNum += 1) {
    const rows = (await apiGet<{ rows: PolicyRow[] }>(request, `/api/policy/list?orderBy=publish_date&pageSize=20&pageNum=${pageNum}`)).rows;
    for (const row of rows) {
      const detail = await apiGet<PolicyDetail>(request, `/api/policy/${row.id}`);
      if (detail.attachments.length > 0) return detail;
    }
  }
  throw new Error('no seeded policy has an attachment');
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
