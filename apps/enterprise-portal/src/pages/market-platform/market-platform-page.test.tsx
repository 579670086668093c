import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChainContactRequest } from '@smes/api';
import { buildChainContactRequest, buildChainMatch, buildContentPage, buildIndustryChainDetail, buildIndustryChainSummary, okEnvelope, portalHandler } from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';
import { layoutHandlers, logInForTest } from '../../testing/match-fixtures';

vi.setConfig({ testTimeout: 60_000 });

const server = setupServer();
let matchCalls = 0;
let myRequests: ChainContactRequest[] = [];
const sent: unknown[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

beforeEach(() => {
  matchCalls = 0;
  myRequests = [];
  sent.length = 0;
  server.use(
    portalHandler('get', '/api/market/chain/my-contact-requests', () => ({ status: 200, body: okEnvelope(buildContentPage(myRequests)) })),
    portalHandler('post', '/api/market/chain/opportunities/{id}/contact-requests', async ({ request, params }) => {
      const body = (await request.json()) as { note: string; contactName: string; contactPhone: string };
      sent.push({ id: Number(params.id), ...body });
      const created = buildChainContactRequest({ opportunityId: Number(params.id), ...body });
      myRequests = [created];
      return { status: 200, body: okEnvelope(created) };
    }),
    portalHandler('get', '/api/market/chain/list', () => ({
      status: 200,
      body: okEnvelope([buildIndustryChainSummary(), buildIndustryChainSummary({ id: 1, name: '新能源汽车', leaders: ['浙江远驰新能源汽车有限公司'] })]),
    })),
    portalHandler('get', '/api/market/chain/{id}', ({ params }) =>
      Number(params.id) === 99
        ? { status: 404, body: { code: 404, msg: '产业链不存在', data: null, statusCode: 404 } }
        : { status: 200, body: okEnvelope(buildIndustryChainDetail({ id: Number(params.id) })) },
    ),
    portalHandler('get', '/api/market/chain-match/list', () => {
      matchCalls += 1;
      return {
        status: 200,
        body: okEnvelope({ ledgerUpdatedAt: '2026-11-12T00:00:00.000Z', matches: [buildChainMatch(), buildChainMatch({ chainId: 1, score: 30, segment: null })] }),
      };
    }),
    ...layoutHandlers(),
  );
});

describe('链主合作平台', () => {
  it('lists chains with 带动指数 and how it is computed, and asks a visitor to log in for the score', async () => {
    renderScreens({ path: '/market/marketplatform', screens: portalScreens });
    const list = await screen.findByRole('region', { name: '产业链列表' }, { timeout: 15_000 });
    expect(within(list).getByRole('link', { name: '智能制造装备' })).toHaveAttribute('href', '/market/marketplatform/detail/4');
    expect(within(list).getAllByText('本地配套率 57% · 配套中小企业 380 家 · 开放供需机会 5 条', { exact: false })).toHaveLength(2);
    expect(screen.getByText(/带动指数（0—100）= 本地配套率 × 50% \+ 配套中小企业数得分 × 30%（500 家及以上为满分 100）/)).toBeInTheDocument();
    expect(screen.getByText('登录后，按您的企业档案计算与每条产业链的匹配度，并说明理由。')).toBeInTheDocument();
    expect(within(list).queryByText(/我的匹配度/)).not.toBeInTheDocument();
    expect(matchCalls).toBe(0);
    await waitFor(() => expect(document.title).toBe('链主合作平台'));
  });

  it('shows the signed-in enterprise its score on each chain', async () => {
    logInForTest();
    renderScreens({ path: '/market/marketplatform', screens: portalScreens });
    const list = await screen.findByRole('region', { name: '产业链列表' }, { timeout: 15_000 });
    const line = (text: string) => (_: string, element: Element | null) => element?.tagName === 'P' && element.textContent === text;
    expect(await within(list).findByText(line('我的匹配度 94 分（中游 · 整机与智能装备）'))).toBeInTheDocument();
    expect(within(list).getByText(line('我的匹配度 30 分（主营产品与各环节都不相符）'))).toBeInTheDocument();
  });
});

describe('产业链详情', () => {
  it('shows segments, leaders, open opportunities and the score with its reasons, pointing at missing ledger facts', async () => {
    logInForTest();
    renderScreens({ path: '/market/marketplatform/detail/4', screens: portalScreens });
    expect(await screen.findByRole('heading', { level: 1, name: '智能制造装备' }, { timeout: 15_000 })).toBeInTheDocument();
    const segments = screen.getByRole('region', { name: '产业链环节' });
    expect(within(segments).getByText('典型产品：伺服电机、减速器')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '供需机会（1）' })).getByRole('heading', { name: '机器人工作站视觉检测模块配套' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '链主企业' })).getByText('杭州钱江智能装备集团有限公司')).toBeInTheDocument();

    const mine = await screen.findByRole('region', { name: '我的匹配度' });
    const reasons = within(mine).getByRole('list', { name: '匹配理由' });
    expect(within(reasons).getAllByRole('listitem')).toHaveLength(3);
    expect(within(reasons).getByText('档案未填写')).toBeInTheDocument();
    expect(within(reasons).getByText('0 / 20 分')).toBeInTheDocument();
    expect(within(mine).getByText('最相符的环节：中游 · 整机与智能装备')).toBeInTheDocument();
    expect(within(mine).getByRole('link', { name: '去企业信息补充档案' })).toHaveAttribute('href', '/PersonalCenter/enterpriseInformation');
    await waitFor(() => expect(document.title).toBe('产业链详情'));
  });

  it('asks a visitor to log in instead of showing a score', async () => {
    renderScreens({ path: '/market/marketplatform/detail/4', screens: portalScreens });
    const prompt = (await screen.findByRole('heading', { name: '登录后查看匹配度' }, { timeout: 15_000 })).parentElement as HTMLElement;
    expect(within(prompt).getByRole('link', { name: '登录' })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/market/marketplatform/detail/4')}`);
    expect(matchCalls).toBe(0);
  });

  it('says a chain does not exist', async () => {
    renderScreens({ path: '/market/marketplatform/detail/99', screens: portalScreens });
    expect(await screen.findByText('产业链不存在', undefined, { timeout: 15_000 })).toBeInTheDocument();
  });
});

describe('我要对接 on a chain opportunity', () => {
  it('opens a dialog with the account\'s phone, refuses a short note, sends the request and shows 已提交对接 on the card', async () => {
    logInForTest();
    const user = userEvent.setup();
    renderScreens({ path: '/market/marketplatform/detail/4', screens: portalScreens });
    const opportunities = await screen.findByRole('region', { name: '供需机会（1）' }, { timeout: 15_000 });
    await user.click(await within(opportunities).findByRole('button', { name: '我要对接 机器人工作站视觉检测模块配套' }));
    const dialog = await screen.findByRole('dialog', { name: '我要对接：机器人工作站视觉检测模块配套' });
    expect(within(dialog).getByText(/提交后由平台运营联系链主/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: '联系电话' })).toHaveValue('13800138001');

    await user.type(within(dialog).getByRole('textbox', { name: '对接说明' }), '太短');
    await user.click(within(dialog).getByRole('button', { name: '提交对接' }));
    expect(await within(dialog).findByText(/对接说明.*10/)).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: '对接说明' }), '：我司视觉检测模块已在三条产线应用');
    await user.type(within(dialog).getByRole('textbox', { name: '联系人' }), '陈立');
    await user.click(within(dialog).getByRole('button', { name: '提交对接' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ id: 31, note: '太短：我司视觉检测模块已在三条产线应用', contactName: '陈立', contactPhone: '13800138001' }]);
    expect(await within(opportunities).findByText('已提交对接')).toBeInTheDocument();
    expect(within(opportunities).queryByRole('button', { name: /我要对接/ })).not.toBeInTheDocument();
  });

  it('shows the operator\'s note while in progress and the reason after 未能对接, with a way to ask again', async () => {
    logInForTest();
    myRequests = [buildChainContactRequest({ state: 'declined', contactNote: '已联系', outcomeReason: '链主本期已定供应商', contactedAt: '2026-11-21T02:00:00.000Z', decidedAt: '2026-11-22T02:00:00.000Z' })];
    const { unmount } = renderScreens({ path: '/market/marketplatform/detail/4', screens: portalScreens });
    const opportunities = await screen.findByRole('region', { name: '供需机会（1）' }, { timeout: 15_000 });
    expect(await within(opportunities).findByText('未能对接')).toBeInTheDocument();
    expect(within(opportunities).getByText('原因：链主本期已定供应商')).toBeInTheDocument();
    expect(within(opportunities).getByRole('button', { name: '我要对接 机器人工作站视觉检测模块配套' })).toHaveTextContent('再次对接');
    unmount();

    myRequests = [buildChainContactRequest({ state: 'contacted', contactNote: '已转告链主采购部王经理', contactedAt: '2026-11-21T02:00:00.000Z' })];
    renderScreens({ path: '/market/marketplatform/detail/4', screens: portalScreens });
    const again = await screen.findByRole('region', { name: '供需机会（1）' }, { timeout: 15_000 });
    expect(await within(again).findByText('平台已联系链主')).toBeInTheDocument();
    expect(within(again).getByText('已转告链主采购部王经理')).toBeInTheDocument();
    expect(within(again).queryByRole('button', { name: /我要对接/ })).not.toBeInTheDocument();
  });

  it('asks a visitor to log in before 我要对接', async () => {
    renderScreens({ path: '/market/marketplatform/detail/4', screens: portalScreens });
    const opportunities = await screen.findByRole('region', { name: '供需机会（1）' }, { timeout: 15_000 });
    expect(within(opportunities).getByText('登录企业账号后可以“我要对接”，由平台联系链主。')).toBeInTheDocument();
    expect(within(opportunities).queryByRole('button', { name: /我要对接/ })).not.toBeInTheDocument();
  });
});
