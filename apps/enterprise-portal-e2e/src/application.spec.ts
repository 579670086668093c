import type { Page } from '@playwright/test';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '@smes/config';
import { HOSTS, expect, expectNoHorizontalOverflow, submittedApplication, test } from '@smes/e2e-support';

/** Opens the `index`-th project that is open for applications and returns its id. */
async function openProject(page: Page, index: number): Promise<string> {
  await page.goto('/findpolicy/DeclarationProject?status=open');
  const list = page.getByRole('region', { name: '申报项目列表' });
  await list.getByRole('article').nth(index).getByRole('link').click();
  await expect(page).toHaveURL(/\/findpolicy\/DeclarationProjectDetail\/\d+$/);
  await expect(page.getByRole('heading', { name: '申报条件' })).toBeVisible();
  return page.url().split('/').pop() ?? '';
}

/** A small file whose bytes are a real PDF's start, so the stand-in's content check accepts it. */
function pdfFile(name: string): { name: string; mimeType: string; buffer: Buffer } {
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.7\n% ${name}\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n`) };
}

/** The materials list's rows, by material name. */
function materialRow(page: Page, name: string) {
  return page.getByRole('list', { name: '材料清单' }).getByRole('listitem', { name, exact: true });
}

/** A row's upload button: 上传文件 (替换文件 once it has one), or 上传签字盖章件 beside a material filled online. */
function uploadButton(page: Page, material: string) {
  return materialRow(page, material).getByRole('button', { name: new RegExp(`^(上传文件|替换文件|上传签字盖章件|替换为签字盖章件)（${material}）$`) });
}

/** Chooses a file through the row's upload button, as a user does, and waits for it to be listed. */
async function uploadFor(page: Page, material: string, fileName: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await uploadButton(page, material).click();
  await (await chooser).setFiles(pdfFile(fileName));
  await expect(materialRow(page, material).getByRole('button', { name: `下载 ${fileName}` })).toBeVisible();
}

/**
 * Supplies a material the way its row offers: the 项目申报书 filled online (prefilled from the ledger, saved as a
 * draft, generated as its PDF), the 信用承诺 ticked under its text, any other file uploaded. Each ends as `<name>.pdf`.
 */
async function supply(page: Page, material: string): Promise<void> {
  const row = materialRow(page, material);
  const fillOnline = row.getByRole('button', { name: `在线填写（${material}）` });
  const commitment = row.getByRole('checkbox', { name: '本单位已阅读并作出以上承诺' });
  if ((await fillOnline.count()) > 0) {
    await fillOnline.click();
    const dialog = page.getByRole('dialog', { name: `在线填写：${material}` });
    await expect(dialog.getByRole('textbox', { name: '单位名称' })).not.toHaveValue('');
    // What the ledger does not hold is the person's to write: who signs, who answers the department.
    for (const [label, text] of [
      ['法定代表人', '陈立群'],
      ['联系人', '周敏'],
      ['项目简介', '建设智能产线数据平台，2027 年底前完成。'],
    ] as const) {
      const field = dialog.getByRole('textbox', { name: label });
      if ((await field.inputValue()) === '') await field.fill(text);
    }
    await dialog.getByRole('textbox', { name: '营业收入（万元）' }).fill('９８００');
    await dialog.getByRole('button', { name: '保存草稿' }).click();
    await expect(dialog.getByText(/^草稿保存于 /)).toBeVisible();
    await dialog.getByRole('button', { name: '生成申报书（PDF）' }).click();
    await expect(dialog).toBeHidden();
  } else if ((await commitment.count()) > 0) {
    // Ticked once the server has made the signed commitment: the box follows the saved state.
    await commitment.click();
    await expect(commitment).toBeChecked();
  } else {
    await uploadFor(page, material, `${material}.pdf`);
    return;
  }
  await expect(row.getByRole('button', { name: `下载 ${material}.pdf` })).toBeVisible();
}

/** Names of the required materials (the rows with the 必需 chip). */
async function requiredMaterials(page: Page): Promise<string[]> {
  const rows = page.getByRole('list', { name: '材料清单' }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  const names: string[] = [];
  for (const row of await rows.all()) {
    if ((await row.getByText('必需', { exact: true }).count()) > 0) names.push((await row.getByRole('paragraph').first().textContent()) ?? '');
  }
  return names;
}

test.describe('project → 自评 → 我要申报 → 撰写材料 (journey 3)', () => {
  test('evaluates, opens 我要申报 without creating anything, uploads every required file, submits, and hands off to the notes app', async ({
    page,
    loginAs,
    visitRecords,
  }) => {
    // The whole journey: 自评, the 申报书 filled online and generated, the commitment, uploads, submit, the handoff.
    test.setTimeout(120_000);
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
    await expect(page).toHaveURL(`/findpolicy/ProjectApplication/${projectId}`);
    await expect(page.getByText('尚未保存申报。上传第一份材料时自动保存为草稿，之后可随时回来继续。')).toBeVisible();
    // Opening saved nothing: 我的申报 has no application for the project yet.
    await page.goto('/PersonalCenter/myApplication');
    await expect(page.getByRole('region', { name: '申报列表' }).getByRole('article').filter({ hasText: projectName })).toHaveCount(0);
    await page.goBack();

    const required = await requiredMaterials(page);
    expect(required.length).toBeGreaterThan(0);
    const [first, ...rest] = required;
    await supply(page, first ?? '');
    await expect(page).toHaveURL(new RegExp(`/findpolicy/ProjectApplication/${projectId}\\?applicationId=\\d+$`));
    await expect(page.getByRole('list', { name: '办理记录' })).toContainText('待提交');
    for (const name of rest) await supply(page, name);
    // What was filled online and ticked is supplied like an upload: the 申报书 and the 承诺书 among the files.
    expect(required).toEqual(expect.arrayContaining(['项目申报书', '信用承诺书']));
    await expect(page.getByText('必需材料已全部上传，提交后材料将不能再替换或删除。')).toBeVisible();

    // The uploaded file comes back byte for byte, under its Chinese name.
    const download = page.waitForEvent('download');
    await materialRow(page, first ?? '').getByRole('button', { name: `下载 ${first}.pdf` }).click();
    expect((await download).suggestedFilename()).toBe(`${first}.pdf`);

    await page.getByRole('button', { name: '提交申报' }).click();
    await page.getByRole('dialog', { name: '确认提交申报？' }).getByRole('button', { name: '确认提交' }).click();
    await expect(page.getByText(/申报已于 .* 提交/)).toBeVisible();
    await expect(page.getByRole('list', { name: '办理记录' })).toContainText('已提交');
    await expect(page.getByLabel('申报流程')).toContainText('已提交');
    await expect(page.getByRole('button', { name: /^(上传文件|替换文件|删除文件)/ })).toHaveCount(0);
    for (const name of required) await expect(materialRow(page, name).getByRole('button', { name: `下载 ${name}.pdf` })).toBeVisible();

    await page.reload();
    await expect(page.getByText(/申报已于 .* 提交/)).toBeVisible();
    for (const name of required) await expect(materialRow(page, name)).toContainText(`${name}.pdf`);

    await page.getByRole('link', { name: '我的申报' }).click();
    await expect(page).toHaveURL('/PersonalCenter/myApplication');
    const card = page.getByRole('region', { name: '申报列表' }).getByRole('article').filter({ hasText: projectName });
    await expect(card).toContainText('已提交');
    await expect(card).toContainText('材料进度 100%');
    await expect(card).toContainText(`已上传 ${required.length} 份材料文件`);
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

  test('submitting is blocked, naming the material, while one required file is missing — and the server refuses it too', async ({ page, loginAs }) => {
    await loginAs('enterprise');
    const projectId = await openProject(page, 1);
    await page.getByRole('link', { name: '我要申报' }).click();
    await expect(page).toHaveURL(`/findpolicy/ProjectApplication/${projectId}`);

    const required = await requiredMaterials(page);
    expect(required.length).toBeGreaterThan(1);
    for (const name of required) await uploadFor(page, name, `${name}.pdf`);
    const submit = page.getByRole('button', { name: '提交申报' });
    await expect(submit).toBeEnabled();

    const last = required.at(-1) ?? '';
    await materialRow(page, last).getByRole('button', { name: `删除文件（${last}）` }).click();
    await expect(uploadButton(page, last)).toBeVisible();
    await expect(submit).toBeDisabled();
    await expect(page.getByText(`还有 1 项必需材料未上传：${last}`)).toBeVisible();

    // A wrong type is refused on the row with the reason, and nothing changes.
    const chooser = page.waitForEvent('filechooser');
    await uploadButton(page, last).click();
    await (await chooser).setFiles({ name: '伪装.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<!doctype html><script>alert(1)</script>') });
    await expect(materialRow(page, last).getByRole('alert')).toContainText('「伪装.pdf」上传失败：文件内容不是PDF');
    await expect(submit).toBeDisabled();

    // The server holds the same line whatever a client shows: its answer names the missing material.
    const applicationId = new URL(page.url()).searchParams.get('applicationId');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const xsrf = (await page.context().cookies(HOSTS.portalApi)).find((cookie) => cookie.name === XSRF_COOKIE_NAME)?.value ?? '';
    const refused = await page.request.post(`${HOSTS.portalApi}/api/application/${applicationId}/submit`, {
      headers: { Authorization: `Bearer ${token}`, [XSRF_HEADER_NAME]: xsrf },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toMatchObject({ msg: `以下必需材料尚未上传：${last}`, data: { missingMaterials: [{ name: last }] } });

    // The upload and the deletion were saved, not only shown.
    await page.reload();
    await expect(page.getByText(`还有 1 项必需材料未上传：${last}`)).toBeVisible();
    await expect(page.getByRole('button', { name: '提交申报' })).toBeDisabled();
  });

  test('撤回 before 受理 takes a submitted application back to 待提交, where a file can change and it goes in again', async ({ page, request, loginAs }) => {
    const application = await submittedApplication(request, 'enterprise');
    await loginAs('enterprise');
    await page.goto(`/findpolicy/ProjectApplication/${application.projectId}?applicationId=${application.id}`);
    await expect(page.getByText(/申报已于 .* 提交/)).toBeVisible();
    await page.getByRole('button', { name: '撤回申报' }).click();
    await page.getByRole('dialog', { name: '撤回申报？' }).getByRole('button', { name: '确认撤回' }).click();
    await expect(page.getByRole('list', { name: '办理记录' }).getByRole('listitem').first()).toContainText('待提交');
    await expect(page.getByRole('button', { name: '撤回申报' })).toHaveCount(0);

    const material = application.materials.find((item) => item.required)?.name ?? '';
    await uploadFor(page, material, `${material}（修改稿）.pdf`);
    await page.getByRole('button', { name: '提交申报' }).click();
    await page.getByRole('dialog', { name: '确认提交申报？' }).getByRole('button', { name: '确认提交' }).click();
    await expect(page.getByText(/申报已于 .* 提交/)).toBeVisible();
    await expect(page.getByRole('button', { name: '撤回申报' })).toBeVisible();
  });

  test('a visitor is asked to log in and lands on 我要申报 afterwards, with nothing saved yet', async ({ page }) => {
    const projectId = await openProject(page, 2);
    await page.getByRole('link', { name: '我要申报' }).click();
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(`/findpolicy/ProjectApplication/${projectId}`)}`);
    const form = page.getByRole('form', { name: '登录表单' });
    await form.getByLabel('账号').fill('13800138000');
    await form.getByLabel('密码').fill('Demo@2026');
    await form.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(`/findpolicy/ProjectApplication/${projectId}`);
    await expect(page.getByRole('heading', { name: '材料清单' })).toBeVisible();
    await expect(page.getByText('尚未保存申报。上传第一份材料时自动保存为草稿，之后可随时回来继续。')).toBeVisible();
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
    const [first] = await requiredMaterials(page);
    await uploadFor(page, first ?? '', '一个名字很长的营业执照副本扫描件（加盖公章）2026年度.pdf');
    await expect(page).toHaveURL(/applicationId=\d+/);
    await expectNoHorizontalOverflow(page);
    await expectAccessible();

    await page.goto('/PersonalCenter/myApplication');
    await expect(page.getByRole('region', { name: '申报列表' }).getByRole('article').first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible();
  });
});
