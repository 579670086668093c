import type { Page } from '@playwright/test';
import { HOSTS, expect, expectNoHorizontalOverflow, test } from '@smes/e2e-support';

/** Opens the `index`-th project that is open for applications and returns its id. */
async function openProject(page: Page, index: number): Promise<string> {
  await page.goto('/findpolicy/DeclarationProject?status=open');
  const list = page.getByRole('region', { name: '申报项目列表' });
  await list.getByRole('article').nth(index).getByRole('link').click();
  await expect(page).toHaveURL(/\/findpolicy\/DeclarationProjectDetail\/\d+$/);
  await expect(page.getByRole('heading', { name: '申报条件' })).toBeVisible();
  return page.url().split('/').pop() ?? '';
}

/** Marks every required material 已就绪 (a required one is the one whose 不适用 is disabled). */
async function markRequiredReady(page: Page): Promise<void> {
  const groups = page.getByRole('group', { name: /的准备状态$/ });
  await expect(groups.first()).toBeVisible();
  for (const group of await groups.all()) {
    if (await group.getByRole('button', { name: '不适用' }).isDisabled()) {
      await group.getByRole('button', { name: '已就绪' }).click();
      await expect(group.getByRole('button', { name: '已就绪' })).toHaveAttribute('aria-pressed', 'true');
    }
  }
}

test.describe('project → 自评 → 我要申报 → 撰写材料 (journey 3)', () => {
  test('evaluates, applies with every required material ready, submits, and hands off to the notes app', async ({
    page,
    loginAs,
    visitRecords,
  }) => {
    await loginAs('enterprise');
    const projectId = await openProject(page, 0);
    const projectName = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';

    await page.getByRole('link', { name: '自评', exact: true }).click();
    await expect(page).toHaveURL(`/findpolicy/ProjectEvaluation/${projectId}`);
    await expect(page.getByRole('heading', { level: 1, name: '项目自评' })).toBeVisible();
    await page.getByRole('button', { name: '开始自评' }).click();
    await expect(page.getByRole('region', { name: '自评结果' })).toContainText(/自评结论(符合申报条件|待核验|不符合)/);
    await expect(page.getByRole('progressbar', { name: /匹配度/ })).toBeVisible();
    const table = page.getByRole('table', { name: /申报条件核对/ });
    await expect(table.getByRole('columnheader')).toHaveText(['条件', '标准', '实际值', '结果']);
    await expect(table.getByRole('row')).not.toHaveCount(1);
    await expect(page.getByRole('button', { name: '重新自评' })).toBeVisible();

    await page.getByRole('link', { name: '我要申报' }).click();
    await expect(page).toHaveURL(new RegExp(`/findpolicy/ProjectApplication/${projectId}\\?applicationId=\\d+$`));
    await expect(page.getByText(projectName, { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: '办理记录' })).toContainText('待提交');
    await markRequiredReady(page);
    await expect(page.getByText('必需材料已全部就绪，提交后材料清单将不能再修改。')).toBeVisible();
    await page.getByRole('button', { name: '提交申报' }).click();
    await page.getByRole('dialog', { name: '确认提交申报？' }).getByRole('button', { name: '确认提交' }).click();
    await expect(page.getByText(/申报已于 .* 提交/)).toBeVisible();
    await expect(page.getByRole('list', { name: '办理记录' })).toContainText('已提交');
    await expect(page.getByRole('group', { name: /的准备状态$/ })).toHaveCount(0);

    await page.reload();
    await expect(page.getByText(/申报已于 .* 提交/)).toBeVisible();

    await page.getByRole('link', { name: '我的申报' }).click();
    await expect(page).toHaveURL('/PersonalCenter/myApplication');
    const card = page.getByRole('region', { name: '申报列表' }).getByRole('article').filter({ hasText: projectName });
    await expect(card).toContainText('已提交');
    await expect(card).toContainText('材料进度 100%');
    await page.getByRole('group', { name: '按申报状态筛选' }).getByRole('button', { name: '已提交' }).click();
    await expect(page).toHaveURL(/status=submitted/);
    await expect(card).toBeVisible();

    await card.getByRole('link', { name: '项目详情' }).click();
    await expect(page).toHaveURL(`/findpolicy/DeclarationProjectDetail/${projectId}`);
    await page.getByRole('button', { name: '撰写材料' }).click();
    await expect(page).toHaveURL(new RegExp(`^${HOSTS.sso}/app/org/[^/]+/wiki/[^/]+/materialwriting\\?`));
    expect(new URL(page.url()).searchParams.get('projectId')).toBe(projectId);

    expect(visitRecords).toEqual(expect.arrayContaining(['项目自评', '我要申报', '我的申报']));
  });

  test('submitting is held back, with the reason, while a required material is 准备中', async ({ page, loginAs }) => {
    await loginAs('enterprise');
    const projectId = await openProject(page, 1);
    await page.getByRole('link', { name: '我要申报' }).click();
    await expect(page).toHaveURL(new RegExp(`/findpolicy/ProjectApplication/${projectId}\\?applicationId=\\d+$`));

    const submit = page.getByRole('button', { name: '提交申报' });
    await expect(submit).toBeDisabled();
    await expect(page.getByText(/^还有 \d+ 项必需材料未就绪：/)).toBeVisible();

    await markRequiredReady(page);
    await expect(submit).toBeEnabled();
    const firstRequired = page.getByRole('group', { name: /的准备状态$/ }).first();
    await firstRequired.getByRole('button', { name: '准备中' }).click();
    await expect(submit).toBeDisabled();
    await expect(page.getByText(/^还有 1 项必需材料未就绪：/)).toBeVisible();

    // The choices survive a reload: they were saved, not only shown.
    await page.reload();
    await expect(page.getByRole('group', { name: /的准备状态$/ }).first().getByRole('button', { name: '准备中' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('button', { name: '提交申报' })).toBeDisabled();
  });

  test('a visitor is asked to log in and lands on 我要申报 afterwards', async ({ page }) => {
    const projectId = await openProject(page, 2);
    await page.getByRole('link', { name: '我要申报' }).click();
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(`/findpolicy/ProjectApplication/${projectId}`)}`);
    const form = page.getByRole('form', { name: '登录表单' });
    await form.getByLabel('账号').fill('13800138000');
    await form.getByLabel('密码').fill('Demo@2026');
    await form.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(new RegExp(`/findpolicy/ProjectApplication/${projectId}\\?applicationId=\\d+$`));
    await expect(page.getByRole('heading', { name: '材料清单' })).toBeVisible();
  });

  test('自评, 我要申报 and 我的申报 read well at 375 px with no serious accessibility issues', async ({ page, loginAs, expectAccessible }) => {
    await loginAs('enterprise');
    const projectId = await openProject(page, 3);
    await page.setViewportSize({ width: 375, height: 800 });

    await page.goto(`/findpolicy/ProjectEvaluation/${projectId}`);
    await page.getByRole('button', { name: '开始自评' }).click();
    await expect(page.getByRole('heading', { name: '自评结果' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible();

    await page.goto(`/findpolicy/ProjectApplication/${projectId}`);
    await expect(page.getByRole('heading', { name: '材料清单' })).toBeVisible();
    await expect(page).toHaveURL(/applicationId=\d+/);
    await expectNoHorizontalOverflow(page);
    await expectAccessible();

    await page.goto('/PersonalCenter/myApplication');
    await expect(page.getByRole('region', { name: '申报列表' }).getByRole('article').first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible();
  });
});
