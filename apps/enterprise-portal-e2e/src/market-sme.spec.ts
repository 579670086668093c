import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { ACCOUNTS, CARE_BODY_MIN_PX, HOSTS, expect, expectNoHorizontalOverflow, test, textBelowPx } from '@smes/e2e-support';

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

/** What the stand-in says the total is for a filter, to hold the screen's count to it. */
async function serverTotal(request: APIRequestContext, query: string): Promise<number> {
  const answer = await request.get(`${HOSTS.portalApi}/api/market/enterprise/list?${query}`);
  return ((await answer.json()) as { data: { total: number } }).data.total;
}

async function shownTotal(page: Page): Promise<number> {
  const text = await page.getByText(/^共找到 \d+ 家企业$/).innerText();
  return Number(/\d+/.exec(text)?.[0]);
}

/** A list's filters are the browser's own selects (ADR 83). */
async function choose(page: Page, select: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: select }).selectOption({ label: option });
}

test.describe('找市场 › 优质中小企业', () => {
  test('search quality SMEs by tier and region: the results change and the counts are the server’s', async ({ page, request, expectAccessible, visitRecords }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/market/marketcustom');
    await expect(page).toHaveTitle('优质中小企业');
    await expect(page.getByRole('heading', { level: 1, name: '优质中小企业' })).toBeVisible();
    const list = page.getByRole('region', { name: '优质中小企业列表' });
    await expect(list.getByRole('article').first()).toBeVisible();
    const all = await serverTotal(request, '');
    expect(all).toBeGreaterThanOrEqual(300);
    await expect(page.getByText(`共找到 ${all} 家企业`)).toBeVisible();

    await choose(page, '梯度资质', '专精特新“小巨人”');
    await expect(page).toHaveURL(/tier=littleGiant/);
    const giants = await serverTotal(request, 'tier=littleGiant');
    expect(giants).toBeGreaterThan(0);
    expect(giants).toBeLessThan(all);
    await expect(page.getByText(`共找到 ${giants} 家企业`)).toBeVisible();

    await choose(page, '省份', '浙江省');
    await expect(page).toHaveURL(/tier=littleGiant&regionCode=330000/);
    const zhejiangGiants = await serverTotal(request, 'tier=littleGiant&regionCode=330000');
    expect(zhejiangGiants).toBeGreaterThan(0);
    expect(zhejiangGiants).toBeLessThanOrEqual(giants);
    await expect(page.getByText(`共找到 ${zhejiangGiants} 家企业`)).toBeVisible();
    expect(await shownTotal(page)).toBe(zhejiangGiants);
    const cards = list.getByRole('article');
    await expect(cards).toHaveCount(Math.min(10, zhejiangGiants));
    for (const card of await cards.all()) {
      await expect(card.getByText(/^浙江省/)).toBeVisible();
      await expect(card.getByText(/^专精特新“小巨人”（\d{4}年）$/)).toBeVisible();
    }
    await expectAccessible();
    await screenshot(page, testInfo, 'market-custom-1440');

    const first = cards.first();
    const name = (await first.getByRole('heading').innerText()).trim();
    await first.getByRole('link', { name }).click();
    await expect(page).toHaveTitle('企业主页');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('region', { name: '梯度资质' }).getByText(/^专精特新“小巨人”（\d{4}年）$/)).toBeVisible();
    await expect(page.getByText(/^\d+ 件（其中发明专利 \d+ 件）$/)).toBeVisible();
    await expectAccessible();
    await screenshot(page, testInfo, 'enterprise-profile-1440');
    expect(visitRecords).toEqual(expect.arrayContaining(['优质中小企业', '企业主页']));

    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalOverflow(page);
    await expectAccessible();
    await screenshot(page, testInfo, 'enterprise-profile-375');
    await page.goBack();
    await expect(page.getByText(`共找到 ${zhejiangGiants} 家企业`)).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible();
    await screenshot(page, testInfo, 'market-custom-375');
  });
});

type Profile = { id: number; name: string; contact: { name: string; phone: string } | null; contactHidden: boolean };

test.describe('找市场 › 企业主页 › 联系方式', () => {
  test('a visitor learns a contact is published and signs in to see it; back on the profile the number can be called', async ({ page, request, expectAccessible }, testInfo) => {
    test.setTimeout(120_000);
    const list = await (await request.get(`${HOSTS.portalApi}/api/market/enterprise/list?pageSize=20`)).json();
    const ids = (list as { data: { rows: { id: number }[] } }).data.rows.map((row) => row.id);
    const profiles: Profile[] = [];
    for (const id of ids) profiles.push(((await (await request.get(`${HOSTS.portalApi}/api/market/enterprise/${id}`)).json()) as { data: Profile }).data);
    const published = profiles.find((profile) => profile.contactHidden);
    const unpublished = profiles.find((profile) => !profile.contactHidden);
    expect(published, 'a seeded profile with a published contact').toBeDefined();
    expect(unpublished, 'a seeded profile without one').toBeDefined();
    // Anonymous answers never carry the number itself.
    expect(profiles.every((profile) => profile.contact === null)).toBe(true);

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/Enterprise/enterpriseDetail/${unpublished?.id}`);
    const none = page.getByRole('region', { name: '联系方式' });
    await expect(none.getByText(/该企业未公开联系方式/)).toBeVisible();
    await expect(none.getByRole('link', { name: '发布需求' })).toBeVisible();

    await page.goto(`/Enterprise/enterpriseDetail/${published?.id}`);
    await expect(page.getByRole('heading', { level: 1, name: published?.name })).toBeVisible();
    const contact = page.getByRole('region', { name: '联系方式' });
    await expect(contact.getByText('该企业公开了联系人和电话，登录后可见。')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible();
    await contact.getByRole('link', { name: '登录后查看联系方式' }).click();
    await page.getByLabel('账号').fill(ACCOUNTS.enterprise.username);
    await page.getByLabel('密码').fill(ACCOUNTS.enterprise.password);
    await page.getByRole('button', { name: '登录', exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/Enterprise/enterpriseDetail/${published?.id}$`));
    const phone = contact.getByRole('link', { name: /^0\d{2,3}-\d{7,8}$/ });
    await expect(phone).toBeVisible();
    expect(await phone.getAttribute('href')).toMatch(/^tel:0\d{9,11}$/);
    await expect(contact.getByText(/^[\u4e00-\u9fa5]{1,2}(经理|女士|先生)$/)).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible();
    await screenshot(page, testInfo, 'enterprise-profile-contact-375');
  });
});

test.describe('企业信息 › 公开的联系方式', () => {
  test('an enterprise publishes its contact from 企业信息 and its profile shows it, at 1440 and 375 px, plain and in 关怀模式', async ({ page, loginAs, expectAccessible }, testInfo) => {
    test.setTimeout(180_000);
    await loginAs('enterprise');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/PersonalCenter/enterpriseInformation');
    const listing = page.getByRole('region', { name: '在优质中小企业中公开' });
    const toggle = listing.getByRole('switch', { name: '公开本企业' });
    await expect(toggle).toBeEnabled();
    if (!(await toggle.isChecked())) await toggle.click();
    await expect(toggle).toBeChecked();

    const form = listing.getByRole('form', { name: '公开的联系方式' });
    const edit = listing.getByRole('button', { name: '修改' });
    // The contact part loads once the listing is public (ADR 103): wait for it, whichever way it shows the contact.
    await expect(form.or(edit).first()).toBeVisible();
    if (!(await form.isVisible())) await edit.click();
    await form.getByRole('textbox', { name: /联系人/ }).fill('王敏');
    await form.getByRole('textbox', { name: /联系电话/ }).fill('0571-8888');
    await form.getByRole('button', { name: '保存联系方式' }).click();
    await expect(form.getByText('请输入 11 位手机号，或带区号的座机号（如 0571-88886666）')).toBeVisible();
    await form.getByRole('textbox', { name: /联系电话/ }).fill('0571-88886666');
    await form.getByRole('button', { name: '保存联系方式' }).click();
    await expect(listing.getByText('公开主页展示：王敏 · 0571-88886666')).toBeVisible();

    const careSwitch = page.getByRole('banner').getByRole('switch', { name: '关怀模式' });
    const profileLink = listing.getByRole('link', { name: '查看公开主页' });
    const profilePath = (await profileLink.getAttribute('href')) ?? '';
    for (const care of [false, true]) {
      if (care) await careSwitch.click();
      await expect(careSwitch).toHaveAttribute('aria-checked', String(care));
      for (const [address, check] of [
        ['/PersonalCenter/enterpriseInformation', () => expect(page.getByText('公开主页展示：王敏 · 0571-88886666')).toBeVisible()],
        [profilePath, () => expect(page.getByRole('region', { name: '联系方式' }).getByRole('link', { name: '0571-88886666' })).toHaveAttribute('href', 'tel:057188886666')],
      ] as const) {
        for (const viewport of [
          { width: 1440, height: 900 },
          { width: 375, height: 800 },
        ]) {
          await page.setViewportSize(viewport);
          await page.goto(address);
          await check();
          await expectNoHorizontalOverflow(page);
          await expectAccessible();
          if (care) expect(await textBelowPx(page, CARE_BODY_MIN_PX), `${address} at ${viewport.width} px`).toEqual([]);
          await screenshot(page, testInfo, `contact-${address.split('/').pop()}-${viewport.width}${care ? '-care' : ''}`);
        }
      }
    }
    await careSwitch.click();

    // Left as found: the profile unlisted again, so other journeys meet the seeded market.
    await page.goto('/PersonalCenter/enterpriseInformation');
    await listing.getByRole('button', { name: '不再展示' }).click();
    await expect(listing.getByRole('form', { name: '公开的联系方式' })).toBeVisible();
    await listing.getByRole('switch', { name: '公开本企业' }).click();
    await expect(listing.getByRole('switch', { name: '公开本企业' })).not.toBeChecked();
  });
});

test.describe('找市场 › 链主合作平台', () => {
  test('a chain shows the logged-in enterprise’s matching score with the ledger facts behind it', async ({ page, loginAs, expectAccessible, visitRecords }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/market/marketplatform');
    await expect(page).toHaveTitle('链主合作平台');
    await expect(page.getByText('登录后，按您的企业档案计算与每条产业链的匹配度，并说明理由。')).toBeVisible();
    await expect(page.getByText(/^带动指数（0—100）= 本地配套率 × 50%/)).toBeVisible();
    const chains = page.getByRole('region', { name: '产业链列表' });
    await expect(chains.getByRole('article')).toHaveCount(10);
    await expect(chains.getByText(/^我的匹配度/)).toHaveCount(0);

    await loginAs('enterprise');
    await page.goto('/market/marketplatform');
    const equipment = chains.getByRole('article').filter({ has: page.getByRole('link', { name: '智能制造装备', exact: true }) });
    await expect(equipment.getByText('我的匹配度 94 分（中游 · 整机与智能装备）')).toBeVisible();
    await expect(chains.getByText(/^我的匹配度 \d+ 分/)).toHaveCount(10);
    // A chain the products do not fit names no segment, and scores far below the one they fit.
    const textile = chains.getByRole('article').filter({ has: page.getByRole('link', { name: '现代纺织', exact: true }) });
    await expect(textile.getByText(/^我的匹配度 \d+ 分（主营产品与各环节都不相符）$/)).toBeVisible();
    expect(Number((await textile.getByText(/^我的匹配度/).innerText()).match(/(\d+) 分/)?.[1])).toBeLessThanOrEqual(30);
    await expectAccessible();
    await screenshot(page, testInfo, 'market-platform-1440');

    await equipment.getByRole('link', { name: '智能制造装备', exact: true }).click();
    await expect(page).toHaveTitle('产业链详情');
    await expect(page.getByRole('heading', { level: 1, name: '智能制造装备' })).toBeVisible();
    const mine = page.getByRole('region', { name: '我的匹配度' });
    await expect(mine.getByText('最相符的环节：中游 · 整机与智能装备')).toBeVisible();
    const reasons = mine.getByRole('list', { name: '匹配理由' }).getByRole('listitem');
    await expect(reasons).toHaveCount(3);
    await expect(reasons.nth(0)).toContainText('所属行业相符10 / 10 分');
    await expect(reasons.nth(0)).toContainText('档案所属行业制造业（C）');
    await expect(reasons.nth(1)).toContainText('档案主营产品“工业视觉检测设备、智能产线控制软件”含“视觉检测”');
    await expect(reasons.nth(2)).toContainText('按其中分值最高的高新技术企业计分');
    await expect(page.getByRole('region', { name: '带动指数' }).getByText(/^带动指数（0—100）=/)).toBeVisible();
    await expect(page.getByRole('region', { name: /^供需机会（\d+）$/ }).getByRole('listitem').first()).toBeVisible();
    await expectAccessible();
    await screenshot(page, testInfo, 'market-platform-detail-1440');
    expect(visitRecords).toEqual(expect.arrayContaining(['链主合作平台', '产业链详情']));

    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalOverflow(page);
    await expectAccessible();
    await screenshot(page, testInfo, 'market-platform-detail-375');
    await page.goBack();
    await expect(equipment.getByText('我的匹配度 94 分（中游 · 整机与智能装备）')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible();
    await screenshot(page, testInfo, 'market-platform-375');
  });
});
