import type { Page, TestInfo } from '@playwright/test';
import { expect, expectNoHorizontalOverflow, test } from '@smes/e2e-support';

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

test.describe('全站搜索', () => {
  test('type 高企 in the home box, take a suggestion list, read grouped and highlighted results, open an area and a hit', async ({ page, expectAccessible, visitRecords }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const box = page.getByRole('search', { name: '全站搜索' }).getByRole('combobox', { name: '搜索关键词' });
    await box.pressSequentially('高企', { delay: 50 });

    // Suggestions as the user types: the synonym first, then titles from the areas.
    const suggestions = page.getByRole('listbox');
    await expect(suggestions.getByRole('option').first()).toHaveText(/^高新技术企业\s*搜索词$/);
    expect(await suggestions.getByRole('option').count()).toBeGreaterThan(1);
    await expectAccessible();
    await screenshot(page, testInfo, 'global-search-suggestions-1440');

    // Enter without choosing a suggestion searches for what was typed.
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?keyword=/);
    await expect(page).toHaveTitle('全站搜索');
    const summary = page.getByText(/^共找到 \d+ 条与“高企”相关的内容，分布在 \d+ 个栏目$/);
    await expect(summary).toBeVisible();
    const areas = Number((await summary.innerText()).match(/分布在 (\d+) 个栏目/)?.[1]);
    expect(areas).toBeGreaterThanOrEqual(4);
    await expect(page.getByText('已同时搜索：高新技术企业')).toBeVisible();
    for (const name of [/^政策原文 \d+ 条$/, /^政务服务 \d+ 条$/, /^资讯 \d+ 条$/]) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    // The matched terms are marked, whichever form of the synonym matched.
    const marks = page.getByRole('main').locator('mark');
    expect(await marks.count()).toBeGreaterThan(3);
    for (const text of await marks.allInnerTexts()) expect(['高企', '高新技术企业']).toContain(text);
    await expectAccessible();
    await screenshot(page, testInfo, 'global-search-results-1440');

    // One area's tab: its hits paged, each opening the item's own page.
    const tab = page.getByRole('tab', { name: /^政务服务 \d+$/ });
    const count = Number((await tab.innerText()).replace(/\D/g, ''));
    await tab.click();
    await expect(page).toHaveURL(/area=govService/);
    await expect(page.getByRole('tab', { name: /^政务服务 \d+$/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(`政务服务共 ${count} 条`)).toBeVisible();
    const results = page.getByRole('region', { name: '政务服务搜索结果' });
    const first = results.getByRole('article').first();
    const title = (await first.getByRole('heading', { level: 2 }).innerText()).trim();
    await expectAccessible();
    await first.getByRole('link').click();
    await expect(page).toHaveTitle('办事指南');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(visitRecords).toEqual(expect.arrayContaining(['全站搜索', '办事指南']));

    // A phone: the results readable without sideways scrolling, still accessible.
    await page.goBack();
    await expect(page.getByRole('region', { name: '政务服务搜索结果' }).getByRole('article').first()).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('tab', { name: '全部' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /^政策原文 \d+ 条$/ })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible();
    await screenshot(page, testInfo, 'global-search-results-375');

    // Nothing found: say so and offer terms that do find something.
    await page.goto(`/search?keyword=${encodeURIComponent('量子纠缠火星基地')}`);
    await expect(page.getByText('没有找到与“量子纠缠火星基地”相关的内容')).toBeVisible();
    await page.getByRole('link', { name: '专精特新', exact: true }).click();
    await expect(page.getByText(/^共找到 \d+ 条与“专精特新”相关的内容/)).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible();
    await screenshot(page, testInfo, 'global-search-empty-then-example-375');
  });
});
