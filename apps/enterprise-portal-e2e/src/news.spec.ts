import type { Page, TestInfo } from '@playwright/test';
import { expect, expectNoHorizontalOverflow, test } from '@smes/e2e-support';

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

test.describe('资讯', () => {
  test('browse the carousel, filter and search, read an item whose views the server counts', async ({ page, expectAccessible, visitRecords }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/news');
    await expect(page).toHaveTitle('资讯');
    await expect(page.getByRole('heading', { level: 1, name: '资讯' })).toBeVisible();

    // The carousel: keyboard-operable buttons move it; pause stops the rotation.
    const carousel = page.getByRole('region', { name: '头条资讯' });
    await expect(carousel.getByRole('group', { name: /^第 1 条，共 \d+ 条$/ })).toBeVisible();
    await carousel.getByRole('button', { name: '暂停轮播' }).click();
    await expect(carousel.getByRole('button', { name: '继续轮播' })).toBeVisible();
    await carousel.getByRole('button', { name: '下一条' }).focus();
    await page.keyboard.press('Enter');
    await expect(carousel.getByRole('group', { name: /^第 2 条/ })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '资讯', exact: true })).toHaveAttribute('aria-current', 'page');
    await expectAccessible();
    await screenshot(page, testInfo, 'news-1440');

    await page.getByRole('tab', { name: '公示公告' }).click();
    await expect(page).toHaveURL(/category=announcement/);
    await page.getByRole('textbox', { name: '关键词' }).fill('名单');
    await page.getByRole('textbox', { name: '关键词' }).press('Enter');
    await expect(page).toHaveURL(/keyword=/);
    await expect(page.getByText(/^共 [1-9]\d* 条资讯$/)).toBeVisible();
    const list = page.getByRole('region', { name: '资讯列表' });
    const first = list.getByRole('article').first();
    await expect(first.getByText('公示公告')).toBeVisible();
    const title = (await first.getByRole('heading').innerText()).trim();
    await first.getByRole('link', { name: title }).click();

    await expect(page).toHaveTitle('资讯详情');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(/^来源：\S+/)).toBeVisible();
    await expect(page.getByText(/^发布日期：\d{4}-\d{2}-\d{2}$/)).toBeVisible();
    const views = Number((await page.getByText(/^浏览量：\d+$/).innerText()).replace('浏览量：', ''));
    const related = page.getByRole('region', { name: '相关资讯' });
    await expect(related.getByRole('link').first()).toBeVisible();
    await expectAccessible();
    await screenshot(page, testInfo, 'news-details-1440');
    await page.reload();
    await expect(page.getByText(`浏览量：${views + 1}`)).toBeVisible();
    expect(visitRecords).toEqual(expect.arrayContaining(['资讯', '资讯详情']));

    // A phone: readable without sideways scrolling, still accessible.
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalOverflow(page);
    await expectAccessible();
    await screenshot(page, testInfo, 'news-details-375');
    await page.goto('/news');
    await expect(page.getByRole('region', { name: '资讯列表' }).getByRole('article').first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible();
    await screenshot(page, testInfo, 'news-375');
  });

  test('a reader who asks for reduced motion gets a carousel that never moves on its own', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/news');
    const carousel = page.getByRole('region', { name: '头条资讯' });
    await expect(carousel.getByRole('group', { name: /^第 1 条/ })).toBeVisible();
    await expect(carousel.getByRole('button', { name: '暂停轮播' })).toHaveCount(0);
    await page.waitForTimeout(8000);
    await expect(carousel.getByRole('group', { name: /^第 1 条/ })).toBeVisible();
  });
});
