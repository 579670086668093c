import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoHorizontalOverflow, newApiContext, policyDocument, publishPolicy as publishThroughDesk, test } from '@smes/e2e-support';
import type { Envelope } from '@smes/e2e-support';

const SUBSCRIPTION_PATH = '/PersonalCenter/mySubscription';
const MESSAGE_CENTER_PATH = '/PersonalCenter/messageCenter';
const CATEGORY = '创新支持';
const CITY = '杭州市';
const CITY_CODE = '330100';

let docNumber = 0;

/** Publishes a policy as the platform operators, straight through the API (drafted by admin, approved by admin2). */
async function publishPolicy(
  request: APIRequestContext,
  title: string,
  place: { issuer: string; regionCode: string } = { issuer: '杭州市科学技术局', regionCode: CITY_CODE },
): Promise<{ id: number; notified: number }> {
  docNumber += 1;
  const document = policyDocument({
    title,
    docNo: `测试〔2026〕${Date.now() % 1_000_000}-${docNumber}号`,
    ...place,
    category: CATEGORY,
    supportAmount: 50,
    articles: [
      { id: 'a1', kind: 'article', text: '为支持中小企业开展技术创新，对符合条件的企业研发投入给予补助。' },
      { id: 'a2', kind: 'article', text: '本政策自发布之日起施行。' },
    ],
  });
  const published = await publishThroughDesk(request, document);
  return { id: published.policyId, notified: published.notified };
}

function userMenu(page: Page) {
  return page.getByRole('button', { name: /^用户菜单：/ });
}

function unreadName(count: number): RegExp {
  return count > 0 ? new RegExp(`^用户菜单：.+，${count} 条未读消息$`) : /^用户菜单：[^，]+$/;
}

/** Loads `path` and reads the unread count the header asked for, checking the badge shows that number. */
async function gotoAndReadUnread(page: Page, path: string): Promise<number> {
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/message/unread-count') && response.request().method() === 'GET');
  await page.goto(path);
  const count = ((await (await answer).json()) as Envelope<{ count: number }>).data.count;
  await expect(userMenu(page)).toHaveAccessibleName(unreadName(count));
  return count;
}

/**
 * Subscribes through the screen to exactly the category and 杭州市, with 新政策提醒 on, then 保存.
 * Whatever the account followed before (the seed gives it a subscription) is cleared first.
 */
async function subscribeThroughTheScreen(page: Page): Promise<void> {
  await page.goto(SUBSCRIPTION_PATH);
  const categories = page.getByRole('group', { name: '政策类别' });
  await expect(categories.getByRole('checkbox').first()).toBeVisible();
  const checkedCategories = categories.locator('[role="checkbox"][aria-checked="true"]');
  while ((await checkedCategories.count()) > 0) await checkedCategories.first().click();
  await categories.getByRole('checkbox', { name: CATEGORY }).click();
  await expect(categories.getByRole('checkbox', { name: CATEGORY })).toHaveAttribute('aria-checked', 'true');

  const regions = page.getByRole('group', { name: '关注地区' });
  const chosen = regions.getByRole('list', { name: '已选地区' }).getByRole('button', { name: /^取消订阅 / });
  while ((await chosen.count()) > 0) await chosen.first().click();
  await regions.getByLabel('搜索地区').fill('杭州');
  await regions.getByRole('checkbox', { name: CITY, exact: true }).check();
  await expect(regions.getByRole('list', { name: '已选地区' })).toHaveText(`浙江省 · ${CITY}`);

  await page.getByRole('switch', { name: '新政策提醒' }).check();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('订阅已保存')).toBeVisible();
  await expect(page.getByText('有未保存的修改')).toBeHidden();
}

test.describe('subscriptions and the message center', () => {
  test('a matching policy published by the operator reaches the header and the message center', async ({ page, loginAs, playwright }) => {
    await loginAs('enterprise');
    await subscribeThroughTheScreen(page);

    await page.reload();
    const categories = page.getByRole('group', { name: '政策类别' });
    await expect(categories.getByRole('checkbox', { name: CATEGORY })).toHaveAttribute('aria-checked', 'true');
    await expect(categories.locator('[role="checkbox"][aria-checked="true"]')).toHaveCount(1);
    await expect(page.getByRole('list', { name: '已选地区' })).toHaveText(`浙江省 · ${CITY}`);

    const before = await gotoAndReadUnread(page, '/home');

    // Another city of the same province: a 杭州市 subscriber hears nothing of it.
    const elsewhere = await newApiContext(playwright);
    await publishPolicy(elsewhere, `温州市中小企业技术创新补助办法（${Date.now()}）`, { issuer: '温州市科学技术局', regionCode: '330300' });
    await elsewhere.dispose();
    const operator = await newApiContext(playwright);
    const title = `杭州市中小企业技术创新补助办法（${Date.now()}）`;
    const published = await publishPolicy(operator, title);
    await operator.dispose();
    expect(published.notified).toBeGreaterThanOrEqual(1);

    expect(await gotoAndReadUnread(page, '/home')).toBe(before + 1);

    await userMenu(page).click();
    await page.getByRole('menuitem', { name: `消息中心，${before + 1} 条未读` }).click();
    await expect(page).toHaveURL(new RegExp(`${MESSAGE_CENTER_PATH}$`));
    const list = page.getByRole('list', { name: '消息列表' });
    const message = list.getByRole('link', { name: new RegExp(`新政策：${title.replace(/[()（）]/g, '.')}`) });
    await expect(message).toBeVisible();
    await expect(message).toContainText('未读：');
    await expect(message).toContainText('刚刚');

    const marked = page.waitForResponse((response) => /\/api\/message\/\d+\/read$/.test(response.url()));
    await message.click();
    expect((await marked).ok()).toBe(true);
    await expect(page).toHaveURL(new RegExp(`/policy/PolicyDetail/${published.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(userMenu(page)).toHaveAccessibleName(unreadName(before));

    await page.goBack();
    await page.getByRole('tab', { name: '已读' }).click();
    await expect(page).toHaveURL(/tab=read/);
    await expect(page.getByRole('list', { name: '消息列表' }).getByRole('link', { name: new RegExp(title.slice(0, 10)) })).not.toContainText('未读：');
  });

  test('全部标为已读 zeroes the badge', async ({ page, loginAs, playwright }) => {
    await loginAs('enterprise');
    await subscribeThroughTheScreen(page);
    const operator = await newApiContext(playwright);
    await publishPolicy(operator, `杭州市创新券使用管理细则（${Date.now()}）`);
    await operator.dispose();

    expect(await gotoAndReadUnread(page, MESSAGE_CENTER_PATH)).toBeGreaterThan(0);
    await page.getByRole('tab', { name: /^未读/ }).click();
    await expect(page.getByRole('list', { name: '消息列表' }).getByRole('listitem').first()).toBeVisible();

    await page.getByRole('button', { name: '全部标为已读' }).click();
    await expect(page.getByText('已将全部消息标为已读')).toBeVisible();
    await expect(userMenu(page)).toHaveAccessibleName(unreadName(0));
    await expect(page.getByText('没有未读消息')).toBeVisible();
    await expect(page.getByRole('button', { name: '全部标为已读' })).toBeDisabled();

    expect(await gotoAndReadUnread(page, '/home')).toBe(0);
  });

  test('unsaved changes are guarded, and the 20-item limit is explained', async ({ page, loginAs }) => {
    await loginAs('enterprise');
    await page.goto(SUBSCRIPTION_PATH);
    // Fewer categories than the contract's 20: the count is out of the categories there are.
    const categories = page.getByRole('group', { name: '政策类别' });
    await expect(categories.getByRole('checkbox').first()).toBeVisible();
    const categoryCount = await categories.getByRole('checkbox').count();
    expect(categoryCount).toBeLessThan(20);
    const categoriesChosen = await categories.locator('[aria-checked="true"]').count();
    await expect(page.getByRole('region', { name: '政策类别' }).getByText(`已选 ${categoriesChosen}/${categoryCount}`, { exact: true })).toBeVisible();
    const industries = page.getByRole('group', { name: '所属行业' });
    const chips = industries.getByRole('checkbox');
    await expect(chips).toHaveCount(20);
    const first = chips.first();
    const wasChecked = (await first.getAttribute('aria-checked')) === 'true';
    await first.click();
    await expect(page.getByText('有未保存的修改')).toBeVisible();

    await page.getByRole('navigation', { name: '个人中心' }).getByRole('link', { name: '消息中心' }).click();
    const dialog = page.getByRole('dialog', { name: '离开此页面？' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '继续编辑' }).click();
    await expect(page).toHaveURL(new RegExp(`${SUBSCRIPTION_PATH}$`));
    await expect(first).toHaveAttribute('aria-checked', wasChecked ? 'false' : 'true');

    await page.getByRole('button', { name: '撤销修改' }).click();
    await expect(page.getByText('有未保存的修改')).toBeHidden();

    const regions = page.getByRole('group', { name: '关注地区' });
    await regions.getByLabel('搜索地区').fill('区');
    const districts = regions.getByRole('checkbox', { checked: false });
    for (let index = 0; (await regions.getByRole('list', { name: '已选地区' }).getByRole('listitem').count()) < 20; index += 1) {
      await districts.first().check();
      expect(index).toBeLessThan(40);
    }
    await districts.first().click();
    await expect(page.getByRole('alert').filter({ hasText: '最多可订阅 20 个地区' })).toBeVisible();
    await expect(page.getByText('已选 20/20')).toBeVisible();
  });

  test('both pages read well at 375 px and pass axe', async ({ page, loginAs, expectAccessible, visitRecords }) => {
    await loginAs('enterprise');
    await page.setViewportSize({ width: 375, height: 800 });

    await page.goto(SUBSCRIPTION_PATH);
    await expect(page.getByRole('group', { name: '关注地区' })).toBeVisible();
    await expect(page).toHaveTitle('我的订阅');
    await expectNoHorizontalOverflow(page);
    await expectAccessible();

    await page.goto(MESSAGE_CENTER_PATH);
    await expect(page.getByRole('tab', { name: '全部' })).toBeVisible();
    await expect(page.getByRole('list', { name: '消息列表' }).or(page.getByText('暂无消息'))).toBeVisible();
    await expect(page).toHaveTitle('消息中心');
    await expectNoHorizontalOverflow(page);
    await expectAccessible();
    await expect.poll(() => visitRecords).toEqual(expect.arrayContaining(['我的订阅', '消息中心']));
  });
});
