import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DemandDetail } from '@smes/api';
import {
  buildContentPage,
  buildDemandDetail,
  buildDemandResponse,
  buildDemandSummary,
  buildDictData,
  buildRegionTree,
  buildUserInfo,
  errorEnvelope,
  okEnvelope,
  portalHandler,
} from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';

const server = setupServer();
const listQueries: URLSearchParams[] = [];
const responses: unknown[] = [];
let detail: DemandDetail = buildDemandDetail();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

beforeEach(() => {
  listQueries.length = 0;
  responses.length = 0;
  detail = buildDemandDetail();
  server.use(
    portalHandler('get', '/api/market/demands', ({ request }) => {
      listQueries.push(new URL(request.url).searchParams);
      return { status: 200, body: okEnvelope(buildContentPage([buildDemandSummary()], { total: 23 })) };
    }),
    portalHandler('get', '/api/market/demands/{id}', ({ params }) =>
      Number(params.id) === 404 ? { status: 404, body: errorEnvelope(404, '需求不存在或未公开') } : { status: 200, body: okEnvelope(detail) },
    ),
    portalHandler('post', '/api/market/demands/{id}/responses', async ({ request }) => {
      const body = await request.json();
      responses.push(body);
      const response = buildDemandResponse({ responderName: '杭州云栖智造科技有限公司' });
      detail = buildDemandDetail({ myResponse: response });
      return { status: 200, body: okEnvelope(response) };
    }),
    portalHandler('get', '/api/v1/dict/data/type/{type}', () => ({
      status: 200,
      body: okEnvelope([buildDictData({ dictLabel: '制造业', dictValue: 'C', dictType: 'industry' }), buildDictData({ dictCode: 2, dictLabel: '信息传输、软件和信息技术服务业', dictValue: 'I', dictType: 'industry' })]),
    })),
    portalHandler('get', '/api/v1/region/tree', () => ({ status: 200, body: okEnvelope(buildRegionTree()) })),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo()) })),
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: okEnvelope(null) })),
  );
});

describe('找市场', { timeout: 60_000 }, () => {
  it('the hub links the three sub-pages and shows the newest demands', async () => {
    renderScreens({ path: '/market', screens: portalScreens });
    const nav = await screen.findByRole('navigation', { name: '找市场栏目' }, { timeout: 15_000 });
    expect(within(nav).getByRole('link', { name: /市场项目/ })).toHaveAttribute('href', '/market/marketorder');
    expect(within(nav).getByRole('link', { name: /优质中小企业/ })).toHaveAttribute('href', '/market/marketcustom');
    expect(within(nav).getByRole('link', { name: /链主合作平台/ })).toHaveAttribute('href', '/market/marketplatform');
    expect(await screen.findByRole('link', { name: '征集注塑件表面缺陷视觉检测方案' })).toHaveAttribute('href', '/market/marketorder/detail/301');
    expect(listQueries[0]?.get('pageSize')).toBe('6');
    await waitFor(() => expect(document.title).toBe('找市场'));
  });

  it('市场项目 reads its filters from the URL, sends them, and writes a change back', async () => {
    const { router } = renderScreens({ path: '/market/marketorder?type=technology&industry=C&budget=10to50', screens: portalScreens });
    const list = await screen.findByRole('region', { name: '需求列表' }, { timeout: 15_000 });
    expect(within(list).getByText(/预算：20-60 万元 · 杭州市余杭区 · 截止 2027-01-20 · 2 家对接/)).toBeInTheDocument();
    expect(Object.fromEntries(listQueries.at(-1)?.entries() ?? [])).toMatchObject({ type: 'technology', industry: 'C', budget: '10to50' });
    expect(await screen.findByRole('button', { name: /类型：技术需求/ })).toBeInTheDocument();
    await userEvent.type(within(screen.getByRole('search', { name: '搜索需求' })).getByRole('textbox', { name: '关键词' }), '视觉{Enter}');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('视觉'));
    await waitFor(() => expect(document.title).toBe('市场项目'));
  });

  it('a visitor is asked to log in before responding, and comes back to the demand', async () => {
    renderScreens({ path: '/market/marketorder/detail/301', screens: portalScreens });
    expect(await screen.findByRole('heading', { level: 1, name: '征集注塑件表面缺陷视觉检测方案' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('联系方式仅对发布方采纳的对接单位可见。')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: '登录' })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/market/marketorder/detail/301')}`);
  });

  it('a signed-in enterprise responds with a checked form, then sees its response', async () => {
    localStorage.setItem('token', 'portal-token');
    renderScreens({ path: '/market/marketorder/detail/301', screens: portalScreens });
    const form = await screen.findByRole('form', { name: '我要对接' }, { timeout: 15_000 });
    await userEvent.click(within(form).getByRole('button', { name: '提交对接' }));
    expect(await within(form).findByText('请输入对接说明')).toBeInTheDocument();
    expect(responses).toEqual([]);
    await userEvent.type(within(form).getByRole('textbox', { name: '对接说明' }), '我们已有类似场景的落地案例，可来样测试。');
    // The account's phone is prefilled; the account holds no person's name.
    expect(within(form).getByRole('textbox', { name: '联系电话' })).toHaveValue('13800138000');
    expect(within(form).getByRole('textbox', { name: '联系人' })).toHaveValue('');
    await userEvent.type(within(form).getByRole('textbox', { name: '联系人' }), '周思远');
    await userEvent.click(within(form).getByRole('button', { name: '提交对接' }));
    await waitFor(() => expect(responses).toEqual([{ message: '我们已有类似场景的落地案例，可来样测试。', contactName: '周思远', contactPhone: '13800138000' }]));
    expect(await screen.findByText('您已提交对接，发布方会收到通知。')).toBeInTheDocument();
  });

  it('an unknown demand says so', async () => {
    renderScreens({ path: '/market/marketorder/detail/404', screens: portalScreens });
    expect(await screen.findByText('需求不存在', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回市场项目' })).toHaveAttribute('href', '/market/marketorder');
  });
});
