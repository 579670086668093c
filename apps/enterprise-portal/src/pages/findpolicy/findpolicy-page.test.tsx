import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildHomeOverview, buildUserInfo, okEnvelope, portalHandler } from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';

const server = setupServer();
const visits: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  visits.length = 0;
  server.use(
    portalHandler('get', '/api/home/overview', () => ({
      status: 200,
      body: okEnvelope(buildHomeOverview({ policyInForce: 412, noticeOpen: 37, declarationOpen: 12, declarationTotal: 88, interpretationTotal: 65 })),
    })),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo()) })),
    portalHandler('post', '/api/report/view/record', async ({ request }) => {
      visits.push(new URLSearchParams(await request.text()).get('type') ?? '');
      return { status: 200, body: okEnvelope(null) };
    }),
  );
});

describe('找政策', { timeout: 60_000 }, () => {
  it('offers the policy tools: the lists with their counts, 智能匹配, 区域对比 and 我的报告 — not the home page’s latest items', async () => {
    renderScreens({ path: '/findpolicy', screens: portalScreens });
    const entries = await screen.findByRole('region', { name: '政策服务' }, { timeout: 15_000 });
    const tile = (title: string) => within(entries).getByRole('heading', { name: title }).closest('li') as HTMLElement;
    expect(within(tile('政策原文检索')).getByRole('link', { name: '政策原文检索' })).toHaveAttribute('href', '/findpolicy/policyNotice');
    expect(await within(tile('政策原文检索')).findByText('现行有效 412 条', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(within(tile('申报通知')).getByText('申报中 37 条')).toBeInTheDocument();
    expect(within(tile('申报项目')).getByText('申报中 12 个 / 共 88 个')).toBeInTheDocument();
    expect(within(tile('政策解读')).getByText('共 65 篇')).toBeInTheDocument();
    expect(within(tile('公示公告')).getByRole('link', { name: '公示公告' })).toHaveAttribute('href', '/findpolicy/PublicAnnouncement');

    expect(within(screen.getByRole('region', { name: '智能政策匹配' })).getByRole('link', { name: '开始匹配' })).toHaveAttribute('href', '/findpolicy/policyMatch');
    expect(within(screen.getByRole('region', { name: '区域政策对比' })).getByRole('link', { name: '去对比' })).toHaveAttribute('href', '/policy/RegionalCompare');
    // A visitor is sent through 登录 and back.
    expect(within(screen.getByRole('region', { name: '我的报告' })).getByRole('link', { name: '登录后查看' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent('/PersonalCenter/myReport')}`,
    );

    for (const name of ['最新政策', '即将截止的申报通知', '正在申报的通知', '正在申报', '即将开始', '最新政策解读', '最新公示公告']) {
      expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
    }
    await waitFor(() => expect(visits).toEqual(['找政策']));
  });

  it('opens 我的报告 directly for a signed-in user', async () => {
    localStorage.setItem('token', 'portal-token');
    renderScreens({ path: '/findpolicy', screens: portalScreens });
    const reports = await screen.findByRole('region', { name: '我的报告' }, { timeout: 15_000 });
    expect(within(reports).getByRole('link', { name: '查看我的报告' })).toHaveAttribute('href', '/PersonalCenter/myReport');
  });

  it('sends its search to the policy full-text search', async () => {
    const { router } = renderScreens({ path: '/findpolicy', screens: portalScreens });
    const form = await screen.findByRole('search', { name: '检索政策原文' }, { timeout: 15_000 });
    await userEvent.type(within(form).getByRole('textbox', { name: '搜索关键词' }), '研发费用{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/findpolicy/policyNotice'));
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('研发费用');
  });
});
