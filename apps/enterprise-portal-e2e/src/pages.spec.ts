import { expect, expectNoHorizontalOverflow, test } from '@smes/e2e-support';

const screens = [
  { path: '/home', title: '首页' },
  { path: '/findpolicy', title: '找政策' },
  { path: '/findpolicy/DeclarationProject', title: '申报项目检索' },
  { path: '/feedback', title: '意见反馈' },
  { path: '/login', title: '登录' },
  { path: '/register', title: '注册' },
];

test.describe('titles, visit records, accessibility', () => {
  for (const { path, title } of screens) {
    test(`${path} is titled ${title}, reports its visit, and passes axe at desktop and 375 px`, async ({ page, visitRecords, expectAccessible }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect.poll(() => visitRecords).toContain(title);
      await page.waitForLoadState('networkidle');
      await expectAccessible();
      await page.setViewportSize({ width: 375, height: 800 });
      await expectNoHorizontalOverflow(page);
      await expectAccessible();
    });
  }

  test('in-app navigation reports each visit once, with the new title', async ({ page, visitRecords }) => {
    await page.goto('/home');
    await expect.poll(() => visitRecords).toEqual(['首页']);
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '找政策' }).click();
    await expect(page).toHaveTitle('找政策');
    await expect.poll(() => visitRecords).toEqual(['首页', '找政策']);
  });

  test('"/" and "/history" lead home', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/history');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('an unknown path shows the not-found page with a way home', async ({ page, visitRecords, expectAccessible }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveTitle('页面不存在');
    await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
    await expect.poll(() => visitRecords).toContain('页面不存在');
    await expectAccessible();
    await page.getByRole('link', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('the header collapses into a menu at 375 px and stays keyboard usable', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: '跳到主要内容' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
    await page.getByRole('button', { name: /导航菜单|打开菜单|菜单/ }).click();
    await page.getByRole('link', { name: '找政策' }).last().click();
    await expect(page).toHaveURL(/\/findpolicy$/);
  });
});

test.describe('feedback', () => {
  test('bad input gets Chinese messages; a good one is stored', async ({ page }) => {
    await page.goto('/feedback');
    await page.getByRole('button', { name: '提交反馈' }).click();
    await expect(page.getByText('请选择反馈类型')).toBeVisible();
    await expect(page.getByText('请输入反馈内容')).toBeVisible();

    await page.getByLabel('反馈类型').click();
    await page.getByRole('option', { name: '功能建议' }).click();
    await page.getByLabel('反馈内容').fill('太短');
    await page.getByLabel('联系方式').fill('not-a-phone');
    await page.getByRole('button', { name: '提交反馈' }).click();
    await expect(page.getByText(/反馈内容.*5/)).toBeVisible();
    await expect(page.getByText('联系方式格式不正确')).toBeVisible();

    await page.getByLabel('反馈内容').fill('希望申报项目列表可以按所在区县筛选，谢谢！');
    await page.getByLabel('联系方式').fill('13800138000');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/hnFeedback'));
    await page.getByRole('button', { name: '提交反馈' }).click();
    const envelope = (await (await answer).json()) as { code: number; data: { id: number } };
    expect(envelope.code).toBe(200);
    await expect(page.getByText(`反馈已提交（编号 ${envelope.data.id}）`)).toBeVisible();
  });
});

test.describe('chunk loading', () => {
  test('a chunk that will not load reloads once by itself, then offers a retry', async ({ page }) => {
    await page.goto('/home');
    let documentLoads = 0;
    page.on('load', () => {
      documentLoads += 1;
    });
    await page.route(/\/assets\/feedback-page-[^/]+\.js$/, (route) => route.abort('failed'));
    await page.getByRole('link', { name: '意见反馈' }).first().click();
    await expect(page.getByText('页面资源加载失败，请检查网络后重试')).toBeVisible();
    expect(documentLoads).toBe(1);
    await page.unroute(/\/assets\/feedback-page-[^/]+\.js$/);
    await page.getByRole('button', { name: '重新加载' }).click();
    await expect(page.getByRole('heading', { name: '意见反馈', level: 1 })).toBeVisible();
  });
});
