import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { okEnvelope, portalHandler } from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';
import { siteMapGroups } from './site-map';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  server.use(portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: okEnvelope(null) })));
});

describe('siteMapGroups', () => {
  it('lists every screen that opens on its own, by area, and leaves out :id screens, flow steps and the catch-all', () => {
    const groups = siteMapGroups(portalScreens);
    const all = groups.flatMap((group) => group.links.map((link) => link.to));
    const openable = portalScreens
      .map((route) => `/${route.path}`)
      .filter((path) => !path.includes(':') && path !== '/*' && !['/findpolicy/policyMatch/proceed', '/findpolicy/policyMatch/report'].includes(path) && !/^\/Enterprise\/(highEvaluation|specialization)\/./.test(path));
    expect([...all].sort()).toEqual([...new Set(openable)].sort());
    // The header's order of areas (the spec's, with 活动 beside 找培训), then the rest.
    expect(groups.map((group) => group.area)).toEqual(['门户', '找政策', '找市场', '活动', '找培训', '找服务', '找人才', '找资金', '政务服务', '资讯', '企业评测', 'AI 助手', '个人中心']);
    expect(groups.find((group) => group.area === '个人中心')?.links).toEqual(
      expect.arrayContaining([{ title: '个人中心', to: '/PersonalCenter' }, { title: '账号设置', to: '/PersonalCenter/accountSetting' }]),
    );
    expect(all).not.toContain('/news/details/:id');
    // Each evaluation once, by the spec's own route, which opens it.
    expect(groups.find((group) => group.area === '企业评测')?.links).toEqual(
      expect.arrayContaining([{ title: '高企评测', to: '/Enterprise/highEvaluation' }, { title: '专精特新评测', to: '/Enterprise/specialization' }]),
    );
  });

  it('picks up a screen added to the table without any list to edit', () => {
    const groups = siteMapGroups([...portalScreens.slice(0, 2), { path: 'fund', title: '找资金', load: portalScreens[0]!.load }]);
    expect(groups.find((group) => group.area === '找资金')?.links).toEqual([{ title: '找资金', to: '/fund' }]);
  });
});

describe('网站地图, 隐私政策, 用户协议', { timeout: 60_000 }, () => {
  it('网站地图 links the screens of each area', async () => {
    renderScreens({ path: '/siteMap', screens: portalScreens });
    const policy = await screen.findByRole('region', { name: '找政策' }, { timeout: 15_000 });
    await waitFor(() => expect(document.title).toBe('网站地图'));
    expect(within(policy).getByRole('link', { name: '政策原文检索' })).toHaveAttribute('href', '/findpolicy/policyNotice');
    expect(within(screen.getByRole('region', { name: '门户' })).getByRole('link', { name: '隐私政策' })).toHaveAttribute('href', '/privacyPolicy');
  });

  it('隐私政策 says what is kept, for how long, and the rights under 《个人信息保护法》', async () => {
    renderScreens({ path: '/privacyPolicy', screens: portalScreens });
    expect(await screen.findByRole('heading', { name: '三、保存期限' }, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('隐私政策'));
    expect(screen.getAllByText(/个人信息保护法/).length).toBeGreaterThan(0);
    expect(screen.getByText(/访问记录：/)).toBeInTheDocument();
    expect(screen.getByText(/AI 助手对话：您向 AI 助手/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '六、您的权利' })).toBeInTheDocument();
  });

  it('用户协议 is the terms of use with the password rule of the contract', async () => {
    renderScreens({ path: '/userAgreement', screens: portalScreens });
    expect(await screen.findByRole('heading', { name: '五、使用规范' }, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('用户协议'));
    expect(screen.getByText(/密码须为 8-64 位，且同时包含字母和数字/)).toBeInTheDocument();
  });
});
