import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildContentPage, buildGovServiceDetail, buildGovServiceSummary, buildLedgerRecord, buildRegionTree, buildUserInfo, okEnvelope, portalHandler } from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';

const server = setupServer();
const listQueries: URLSearchParams[] = [];
const favorites = new Set<number>();
let detailStatus = 200;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

beforeEach(() => {
  listQueries.length = 0;
  favorites.clear();
  detailStatus = 200;
  server.use(
    portalHandler('get', '/api/gov-service/list', ({ request }) => {
      const query = new URL(request.url).searchParams;
      listQueries.push(query);
      const rows =
        query.get('favorite') === 'true'
          ? []
          : [buildGovServiceSummary({ id: 7, name: `${query.get('topic') ?? 'all'} 的事项`, favorite: favorites.has(7) }), buildGovServiceSummary({ id: 8, name: '危险化学品经营许可（不带储存）', visits: 1, fullyOnline: false, promisedDays: 10 })];
      return { status: 200, body: okEnvelope(buildContentPage(rows, { total: rows.length })) };
    }),
    portalHandler('get', '/api/gov-service/{id}', ({ params }) =>
      detailStatus === 404
        ? { status: 404, body: { code: 404, msg: '政务服务事项不存在', data: null, statusCode: 404 } }
        : { status: 200, body: okEnvelope(buildGovServiceDetail({ id: Number(params.id), favorite: favorites.has(Number(params.id)) })) },
    ),
    portalHandler('post', '/api/gov-service/{id}/favorite', ({ params }) => {
      favorites.add(Number(params.id));
      return { status: 200, body: okEnvelope({ serviceId: Number(params.id), favorite: true }) };
    }),
    // 13800138000's ledger: registered in 余杭区 (330110), 杭州市.
    portalHandler('get', '/api/enterprise/ledger', () => ({ status: 200, body: okEnvelope(buildLedgerRecord()) })),
    portalHandler('get', '/api/v1/region/tree', () => ({ status: 200, body: okEnvelope(buildRegionTree()) })),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo()) })),
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: okEnvelope(null) })),
  );
});

const results = () => screen.findByRole('region', { name: '政务服务事项列表' }, { timeout: 15_000 });

describe('政务服务', { timeout: 60_000 }, () => {
  it('lists items with time, trips and fee, and filters by topic through the URL', async () => {
    const { router } = renderScreens({ path: '/governmentService', screens: portalScreens });
    const list = await results();
    const first = within(list).getAllByRole('article')[0] as HTMLElement;
    expect(within(first).getByText('承诺时限：1 个工作日')).toBeInTheDocument();
    expect(within(first).getByText('全程网办（0 次到现场）')).toBeInTheDocument();
    expect(within(within(list).getAllByRole('article')[1] as HTMLElement).getByText('到现场 1 次')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '税务办理' }));
    await waitFor(() => expect(router.state.location.search).toBe('?topic=tax'), { timeout: 15_000 });
    expect(await screen.findByRole('link', { name: 'tax 的事项' }, { timeout: 15_000 })).toHaveAttribute('href', '/governmentService/detail/7');
    expect(listQueries.at(-1)?.get('topic')).toBe('tax');
    await waitFor(() => expect(document.title).toBe('政务服务'));
    // 只看我的收藏 is for an account; a visitor is not offered it.
    expect(screen.queryByRole('switch', { name: '只看我的收藏' })).not.toBeInTheDocument();
  });

  it('a visitor’s 只看收藏 link lists everything instead of asking the server for an account’s list', async () => {
    renderScreens({ path: '/governmentService?favorite=true', screens: portalScreens });
    await results();
    expect(listQueries.every((query) => query.get('favorite') === null)).toBe(true);
  });

  it('a signed-in enterprise sees its own city’s guides first, and can ask for every city', async () => {
    localStorage.setItem('token', 'portal-token');
    const { router } = renderScreens({ path: '/governmentService', screens: portalScreens });
    await results();
    expect(listQueries.map((query) => query.get('regionCode'))).toEqual(['330100']);
    const chip = await screen.findByRole('button', { name: '移除条件 地区：杭州市（企业所在地）' }, { timeout: 15_000 });
    await userEvent.click(chip);
    await waitFor(() => expect(router.state.location.search).toBe('?regionCode=all'));
    await waitFor(() => expect(listQueries.at(-1)?.get('regionCode')).toBeNull());
    expect(screen.queryByRole('button', { name: /企业所在地/ })).not.toBeInTheDocument();
  });

  it('a visitor sees every city', async () => {
    renderScreens({ path: '/governmentService', screens: portalScreens });
    await results();
    expect(listQueries.every((query) => query.get('regionCode') === null)).toBe(true);
  });

  it('for a logged-in user, 只看我的收藏 asks for the account’s list and says how to fill it', async () => {
    localStorage.setItem('token', 'portal-token');
    const { router } = renderScreens({ path: '/governmentService', screens: portalScreens });
    await results();
    // The switch is a chunk of its own, drawn for an account once loaded (ADR 96).
    await userEvent.click(await screen.findByRole('switch', { name: '只看我的收藏' }));
    await waitFor(() => expect(router.state.location.search).toBe('?favorite=true'));
    expect(await screen.findByText('还没有收藏的事项', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(listQueries.at(-1)?.get('favorite')).toBe('true');
    // Favourites from every city, not only the default one.
    expect(listQueries.at(-1)?.get('regionCode')).toBeNull();
  });

  it('shows the whole guide: conditions, materials with a sample on demand, steps, places and the online entry', async () => {
    renderScreens({ path: '/governmentService/detail/7', screens: portalScreens });
    expect(await screen.findByRole('heading', { level: 1, name: '企业设立登记（有限责任公司）' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('企业名称已通过自主申报')).toBeInTheDocument();
    expect(screen.getByText('1. 《公司登记（备案）申请书》')).toBeInTheDocument();
    expect(screen.getByText('视情形提交')).toBeInTheDocument();
    const sample = screen.getByRole('button', { name: '查看填写示例' });
    expect(sample).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(sample);
    expect(sample).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('名称：杭州云帆智能科技有限公司')).toBeVisible();
    expect(screen.getByText('审核')).toBeInTheDocument();
    expect(screen.getByText('（1 个工作日）')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '12315' })).toHaveAttribute('href', 'tel:12315');
    const online = screen.getByRole('link', { name: /前往浙江政务服务网（浙里办）/ });
    expect(online).toHaveAttribute('href', 'https://www.zjzwfw.gov.cn/');
    expect(online).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: '企业名称自主申报' })).toHaveAttribute('href', '/governmentService/detail/2');
    // A visitor is sent to 登录 and brought back here to 收藏.
    expect(screen.getByRole('link', { name: '登录后收藏' })).toHaveAttribute('href', '/login?redirect=%2FgovernmentService%2Fdetail%2F7');
    await waitFor(() => expect(document.title).toBe('办事指南'));
  });

  it('收藏 a guide when logged in', async () => {
    localStorage.setItem('token', 'portal-token');
    renderScreens({ path: '/governmentService/detail/7', screens: portalScreens });
    const button = await screen.findByRole('button', { name: '收藏' }, { timeout: 15_000 });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(await screen.findByRole('button', { name: '已收藏' }, { timeout: 15_000 })).toHaveAttribute('aria-pressed', 'true');
    expect(favorites.has(7)).toBe(true);
  });

  it('says when an item does not exist', async () => {
    detailStatus = 404;
    renderScreens({ path: '/governmentService/detail/99999', screens: portalScreens });
    expect(await screen.findByText('政务服务事项不存在', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回政务服务' })).toHaveAttribute('href', '/governmentService');
  });
});
