import type { Page } from '@playwright/test';
import { expect, expectNoHorizontalOverflow, test } from '@smes/e2e-support';

const DEFAULT_REGIONS = 'regions=330100,330200,330300';
const THREE = ['杭州市', '宁波市', '温州市'];

function regionCards(page: Page) {
  return page.getByRole('list', { name: '各地区概况' });
}

async function expectChartDrawn(page: Page, figureName: string) {
  const figure = page.getByRole('figure', { name: figureName });
  await expect(figure).toBeVisible();
  // Bars (or a heat map's cells) drawn with boxes inside the one image the figure names.
  await expect(figure.getByRole('img').locator('[data-bar], [data-cell]').first()).toBeVisible();
}

test.describe('区域政策对比', () => {
  test('renders charts and tables for the three default regions', async ({ page, visitRecords }) => {
    await page.goto('/policy/RegionalCompare');
    await expect(page).toHaveURL(new RegExp(`\\?${DEFAULT_REGIONS}$`));
    await expect(page).toHaveTitle('区域政策对比');
    await expect.poll(() => visitRecords).toContain('区域政策对比');

    for (const name of THREE) await expect(regionCards(page).getByRole('region', { name })).toBeVisible();
    await expectChartDrawn(page, '各地区现行政策总数');

    const table = page.getByRole('table', { name: '各地区现行政策总数与扶持金额' });
    for (const name of THREE) {
      const card = regionCards(page).getByRole('region', { name });
      await expect(card).toContainText(/现行政策[\d,]+ 项/);
      const total = /现行政策([\d,]+) 项/.exec((await card.textContent()) ?? '')?.[1] ?? '';
      expect(Number(total.replace(/,/g, ''))).toBeGreaterThan(0);
      await expect(table.getByRole('row', { name: new RegExp(`^${name} \\d+ ${total} `) })).toBeVisible();
    }

    await page.getByRole('navigation', { name: '对比维度' }).getByRole('link', { name: '政策数量' }).click();
    await expect(page).toHaveTitle('政策数量对比');
    await expectChartDrawn(page, '按政策级别对比');
    await expectChartDrawn(page, '按政策类别对比');
    const levels = page.getByRole('table', { name: '按政策级别对比（单位：项）' });
    await expect(levels.getByRole('columnheader')).toHaveText(['政策级别', ...THREE]);
    await expect(levels.getByRole('row', { name: /^省级 \d+ \d+ \d+$/ })).toBeVisible();
  });

  test('switching sub-pages keeps the regions', async ({ page }) => {
    const regions = 'regions=330100,330400';
    await page.goto(`/policy/RegionalCompare?${regions}`);
    const nav = page.getByRole('navigation', { name: '对比维度' });
    const tabs = [
      { tab: '数量排名', title: '政策数量排名', figure: '现行政策总数排名' },
      { tab: '扶持金额', title: '扶持金额排名', figure: '最高扶持金额合计排名' },
      { tab: '专利资助', title: '专利资助对比', figure: '专利资助标准对比' },
      { tab: '产业覆盖', title: '产业覆盖对比', figure: '产业覆盖热力图' },
    ];
    for (const { tab, title, figure } of tabs) {
      await nav.getByRole('link', { name: tab }).click();
      await expect(page).toHaveTitle(title);
      await expect(page).toHaveURL(new RegExp(`\\?${regions}$`));
      await expect(nav.getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
      await expectChartDrawn(page, figure);
    }
    await nav.getByRole('link', { name: '奖补政策' }).click();
    await expect(page).toHaveTitle('奖补政策对比');
    await expect(page.getByRole('table', { name: '杭州市奖补金额最高的政策' })).toBeVisible();
    await expect(page.getByRole('table', { name: '嘉兴市奖补金额最高的政策' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveTitle('产业覆盖对比');
    await expect(page).toHaveURL(new RegExp(`\\?${regions}$`));
  });

  test('adds a fourth region, refuses a fifth with a message', async ({ page }) => {
    await page.goto(`/policy/RegionalCompare?${DEFAULT_REGIONS}`);
    await expect(regionCards(page).getByRole('region', { name: '温州市' })).toBeVisible();
    const picker = page.getByRole('combobox', { name: '添加对比地区' });

    await picker.fill('嘉兴');
    await page.getByRole('option', { name: '嘉兴市' }).click();
    await expect(page).toHaveURL(/\?regions=330100,330200,330300,330400$/);
    await expect(regionCards(page).getByRole('region', { name: '嘉兴市' })).toBeVisible();
    await expectChartDrawn(page, '各地区现行政策总数');

    await picker.fill('苏州');
    await page.getByRole('option', { name: '苏州市' }).click();
    await expect(page.getByRole('alert')).toHaveText(/最多同时对比 4 个地区/);
    await expect(page).toHaveURL(/\?regions=330100,330200,330300,330400$/);
    await expect(regionCards(page).getByRole('region', { name: '苏州市' })).toHaveCount(0);

    await page.getByRole('button', { name: '移除 嘉兴市' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?${DEFAULT_REGIONS}$`));
  });

  test('an invalid regions parameter falls back to the defaults with a notice', async ({ page }) => {
    await page.goto('/policy/RegionalCompare/PolicyRank?regions=330100,abc');
    await expect(page).toHaveURL(new RegExp(`PolicyRank\\?${DEFAULT_REGIONS}$`));
    await expect(page.getByText(/链接中的对比地区无效/)).toBeVisible();
    await expectChartDrawn(page, '现行政策总数排名');

    await page.goto('/policy/RegionalCompare?regions=330100,999999');
    await expect(page).toHaveURL(new RegExp(`\\?${DEFAULT_REGIONS}$`));
    await expect(regionCards(page).getByRole('region', { name: '宁波市' })).toBeVisible();
  });

  test('shows 我的预估收益 numbers for 13800138000', async ({ page, loginAs }) => {
    await loginAs('enterprise');
    await page.goto(`/policy/RegionalCompare?${DEFAULT_REGIONS}`);
    for (const name of THREE) {
      await expect(regionCards(page).getByRole('region', { name })).toContainText(/我的预估收益保守 [\d,.]+ 万元 ～ 乐观 [\d,.]+ 万元/);
    }
    await expectChartDrawn(page, '我的预估收益对比（乐观值）');
    await expect(page.getByText(/企业档案完整度 \d+%/)).toBeVisible();
  });

  test('visitors are asked to log in for 我的预估收益', async ({ page }) => {
    await page.goto(`/policy/RegionalCompare?${DEFAULT_REGIONS}`);
    await expect(regionCards(page).getByRole('region', { name: '杭州市' })).toContainText('我的预估收益—');
    await expect(page.getByText(/登录并完善企业档案后/)).toBeVisible();
  });

  test('热门对比 applies a combination in one click', async ({ page }) => {
    await page.goto(`/policy/RegionalCompare?regions=330100,330200`);
    await expect(regionCards(page).getByRole('region', { name: '宁波市' })).toBeVisible();
    await page.getByRole('navigation', { name: '对比维度' }).getByRole('link', { name: '热门对比' }).click();
    const table = page.getByRole('table', { name: '热门对比组合' });
    await expect(table).toBeVisible();
    const apply = table.getByRole('button', { name: /^对比这组：/ }).first();
    const label = (await apply.getAttribute('aria-label')) ?? '';
    const names = label.replace('对比这组：', '').split(' vs ');
    await apply.click();
    await expect(page).toHaveTitle('区域政策对比');
    for (const name of names) await expect(regionCards(page).getByRole('region', { name })).toBeVisible();
  });

  test('单项政策对比 shows one category side by side', async ({ page }) => {
    await page.goto(`/policy/SingleCompare?${DEFAULT_REGIONS}`);
    await expect(page).toHaveTitle('单项政策对比');
    await expect(page.getByText('请选择政策类别', { exact: true })).toBeVisible();
    await page.getByRole('combobox', { name: '政策类别' }).selectOption({ label: '资金扶持' });
    await expect(page).toHaveURL(/category=/);
    await expectChartDrawn(page, '“资金扶持”类现行政策数量');
    const hangzhou = page.getByRole('region', { name: '杭州市“资金扶持”类政策' });
    await expect(hangzhou).toBeVisible();
    const firstPolicy = hangzhou.getByRole('link').first();
    await expect(firstPolicy).toHaveAttribute('href', /^\/policy\/PolicyDetail\/\d+$/);
    await expect(page.getByRole('region', { name: '温州市“资金扶持”类政策' })).toBeVisible();
  });

  test('sits in the same page container as the other pages at 1440 px', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const contentBox = async (path: string) => {
      await page.goto(path);
      const crumbs = page.getByRole('navigation', { name: '当前位置' });
      await expect(crumbs).toBeVisible();
      return crumbs.boundingBox();
    };
    const list = await contentBox('/findpolicy/DeclarationProject');
    const compare = await contentBox(`/policy/RegionalCompare?${DEFAULT_REGIONS}`);
    expect(list).not.toBeNull();
    expect(compare).toEqual(list);
    await expectChartDrawn(page, '各地区现行政策总数');
    await page.screenshot({ path: testInfo.outputPath('regional-compare-1440.png'), fullPage: true });
  });

  test('数量排名 gives each region its share of the compared total, not 100.0% on every row', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/policy/RegionalCompare/PolicyRank?${DEFAULT_REGIONS}`);
    await expectChartDrawn(page, '现行政策总数排名');
    const table = page.getByRole('table', { name: '现行政策总数排名' });
    await expect(table.getByRole('columnheader')).toHaveText(['地区', '排名', '政策数量（项）', '占对比地区合计']);
    const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows).toHaveCount(3);
    const shares: number[] = [];
    const counts: number[] = [];
    for (const row of await rows.all()) {
      const cells = await row.getByRole('cell').allTextContents();
      counts.push(Number((cells[1] ?? '').replace(/,/g, '')));
      shares.push(Number.parseFloat(cells[2] ?? ''));
    }
    expect(shares.every((share) => share === 100)).toBe(false);
    expect(Math.round(shares.reduce((sum, share) => sum + share, 0) * 10)).toBe(1000);
    const total = counts.reduce((sum, count) => sum + count, 0);
    shares.forEach((share, index) => expect(Math.abs(share - ((counts[index] ?? 0) / total) * 100)).toBeLessThanOrEqual(0.1));
    await table.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('policy-rank-1440.png') });
  });

  test('reads well at 375 px and passes axe', async ({ page, expectAccessible }, testInfo) => {
    await page.goto(`/policy/RegionalCompare?${DEFAULT_REGIONS}`);
    await expectChartDrawn(page, '各地区现行政策总数');
    await page.waitForLoadState('networkidle');
    await expectAccessible();
    await page.setViewportSize({ width: 375, height: 800 });
    await expectChartDrawn(page, '各地区现行政策总数');
    await expectNoHorizontalOverflow(page);
    await expectAccessible();
    await page.screenshot({ path: testInfo.outputPath('regional-compare-375.png'), fullPage: true });

    await page.getByRole('navigation', { name: '对比维度' }).getByRole('link', { name: '政策数量' }).click();
    await expectChartDrawn(page, '按政策类别对比');
    await expectNoHorizontalOverflow(page);
    await expectAccessible();
    const box = await page.getByRole('figure', { name: '按政策类别对比' }).getByRole('img').boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(375);

    await page.getByRole('navigation', { name: '对比维度' }).getByRole('link', { name: '产业覆盖' }).click();
    await expectChartDrawn(page, '产业覆盖热力图');
    await expectNoHorizontalOverflow(page);
    await expectAccessible();
    await page.screenshot({ path: testInfo.outputPath('cy-compare-375.png'), fullPage: true });
  });
});
