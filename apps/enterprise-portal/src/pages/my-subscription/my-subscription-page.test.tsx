import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildDictList,
  buildRegionTree,
  buildSubscription,
  buildUserInfo,
  errorEnvelope,
  okEnvelope,
  portalHandler,
} from '@smes/api/testing';
import type { Subscription } from '@smes/api';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';

const server = setupServer();
const saved: Subscription[] = [];
const visits: string[] = [];
let current: Subscription;

const CATEGORY_LABELS = ['科技创新', '财政补贴', '人才引进'];
const INDUSTRY_DICT = [
  { dictCode: 1, dictLabel: '制造业', dictValue: 'C', dictSort: 1, dictType: 'industry', isDefault: 'N' as const },
  { dictCode: 2, dictLabel: '信息传输、软件和信息技术服务业', dictValue: 'I', dictSort: 2, dictType: 'industry', isDefault: 'N' as const },
];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'portal-token');
  localStorage.setItem('userinfo', JSON.stringify(buildUserInfo()));
  saved.length = 0;
  visits.length = 0;
  current = buildSubscription({ categories: ['v1'], industries: ['C'] });
  server.use(
    portalHandler('get', '/api/subscription', () => ({ status: 200, body: okEnvelope(current) })),
    portalHandler('put', '/api/subscription', async ({ request }) => {
      const body = (await request.json()) as Subscription;
      saved.push(body);
      current = body;
      return { status: 200, body: okEnvelope(body) };
    }),
    portalHandler('get', '/api/v1/dict/data/type/{type}', ({ params }) => ({
      status: 200,
      body: okEnvelope(params.type === 'industry' ? INDUSTRY_DICT : buildDictList(String(params.type), CATEGORY_LABELS)),
    })),
    portalHandler('get', '/api/v1/region/tree', () => ({ status: 200, body: okEnvelope(buildRegionTree()) })),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo()) })),
    portalHandler('post', '/api/report/view/record', async ({ request }) => {
      visits.push(new URLSearchParams(await request.text()).get('type') ?? '');
      return { status: 200, body: okEnvelope(null) };
    }),
  );
});

const path = '/PersonalCenter/mySubscription';

async function group(name: string) {
  return screen.findByRole('group', { name });
}

describe('我的订阅', () => {
  it('shows the saved choices, titled and recorded', async () => {
    renderScreens({ path, screens: portalScreens });
    const categories = await group('政策类别');
    expect(within(categories).getByRole('checkbox', { name: '科技创新' })).toHaveAttribute('aria-checked', 'true');
    expect(within(categories).getByRole('checkbox', { name: '财政补贴' })).toHaveAttribute('aria-checked', 'false');
    const industries = await group('所属行业');
    expect(within(industries).getByRole('checkbox', { name: '制造业' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: '新政策提醒' })).toBeChecked();
    // Fewer choices than the contract's 20: the count says how many there are.
    expect(within(screen.getByRole('region', { name: '政策类别' })).getByText('已选 1/3')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '所属行业' })).getByText('已选 1/2')).toBeInTheDocument();
    // The test tree has 10 provinces, cities and districts.
    await waitFor(() => expect(within(screen.getByRole('region', { name: '关注地区' })).getByText('已选 0/10')).toBeInTheDocument());
    await waitFor(() => expect(document.title).toBe('我的订阅'));
    await waitFor(() => expect(visits).toEqual(['我的订阅']));
  });

  it('saves categories, a region found by search, industries and switches, with a toast', async () => {
    const user = userEvent.setup();
    renderScreens({ path, screens: portalScreens });
    await user.click(within(await group('政策类别')).getByRole('checkbox', { name: '财政补贴' }));

    const regions = await group('关注地区');
    await user.type(within(regions).getByLabelText('搜索地区'), '杭州');
    await user.click(within(regions).getByRole('checkbox', { name: '杭州市' }));
    expect(within(regions).getByRole('list', { name: '已选地区' })).toHaveTextContent('浙江省 · 杭州市');

    await user.click(within(await group('所属行业')).getByRole('checkbox', { name: '信息传输、软件和信息技术服务业' }));
    await user.click(screen.getByRole('switch', { name: '申报通知提醒' }));
    const matches = within(screen.getByRole('region', { name: '政策匹配推送' })).getByRole('switch', { name: '可能符合的政策推送' });
    expect(matches).toBeChecked();
    await user.click(matches);
    expect(screen.getByText('已关闭：新发布的政策即使您可能符合，也不会推送给您。')).toBeInTheDocument();
    expect(screen.getByText('有未保存的修改')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '保存' }));

    expect(await screen.findByText('订阅已保存')).toBeInTheDocument();
    expect(saved).toEqual([
      { categories: ['v1', 'v2'], regionCodes: ['330100'], industries: ['C', 'I'], notifyPolicies: true, notifyNotices: false, notifyMatches: false },
    ]);
    expect(screen.queryByText('有未保存的修改')).not.toBeInTheDocument();
  });

  it('unfolds the tree with the keyboard and removes a region by its chip', async () => {
    const user = userEvent.setup();
    current = buildSubscription({ regionCodes: ['440305'] });
    renderScreens({ path, screens: portalScreens });
    const regions = await group('关注地区');
    // The branch of a chosen district starts unfolded.
    expect(within(regions).getByRole('checkbox', { name: '南山区' })).toBeChecked();
    const zhejiang = within(regions).getByRole('button', { name: '浙江省的下级地区' });
    expect(zhejiang).toHaveAttribute('aria-expanded', 'false');
    zhejiang.focus();
    await user.keyboard('{Enter}');
    expect(zhejiang).toHaveAttribute('aria-expanded', 'true');
    expect(within(regions).getByRole('checkbox', { name: '杭州市' })).not.toBeChecked();

    await user.click(within(regions).getByRole('button', { name: '取消订阅 广东省 · 深圳市 · 南山区' }));
    expect(within(regions).getByRole('checkbox', { name: '南山区' })).not.toBeChecked();
    expect(within(regions).queryByRole('list', { name: '已选地区' })).not.toBeInTheDocument();
  });

  it('stops at 20 of a kind with a Chinese message', async () => {
    const labels = Array.from({ length: 21 }, (_, index) => `类别${index + 1}`);
    server.use(portalHandler('get', '/api/v1/dict/data/type/{type}', ({ params }) => ({
      status: 200,
      body: okEnvelope(params.type === 'industry' ? INDUSTRY_DICT : buildDictList(String(params.type), labels)),
    })));
    current = buildSubscription({ categories: labels.slice(0, 20).map((_, index) => `v${index + 1}`) });
    const user = userEvent.setup();
    renderScreens({ path, screens: portalScreens });
    const categories = await group('政策类别');
    expect(screen.getByText('已选 20/20')).toBeInTheDocument();

    await user.click(within(categories).getByRole('checkbox', { name: '类别21' }));

    expect(within(categories).getByRole('checkbox', { name: '类别21' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('alert')).toHaveTextContent('最多可订阅 20 个政策类别，请先取消部分已选项');
  });

  it("shows the server's refusal on screen", async () => {
    server.use(portalHandler('put', '/api/subscription', () => ({ status: 400, body: errorEnvelope(400, '地区编码 990000 不存在') })));
    const user = userEvent.setup();
    renderScreens({ path, screens: portalScreens });
    await user.click(within(await group('政策类别')).getByRole('checkbox', { name: '人才引进' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存失败：地区编码 990000 不存在')).toBeInTheDocument();
    expect(screen.getByText('有未保存的修改')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    server.use(
      portalHandler('get', '/api/message/list', () => ({ status: 200, body: okEnvelope({ rows: [], total: 0, pageNum: 1, pageSize: 10 }) })),
      portalHandler('get', '/api/message/unread-count', () => ({ status: 200, body: okEnvelope({ count: 0 }) })),
    );
    const user = userEvent.setup();
    const { router } = renderScreens({ path, screens: portalScreens });
    await user.click(within(await group('政策类别')).getByRole('checkbox', { name: '人才引进' }));
    const nav = screen.getByRole('navigation', { name: '个人中心' });

    await user.click(within(nav).getByRole('link', { name: '消息中心' }));
    const dialog = await screen.findByRole('dialog', { name: '离开此页面？' });
    await user.click(within(dialog).getByRole('button', { name: '继续编辑' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(path);
    expect(within(await group('政策类别')).getByRole('checkbox', { name: '人才引进' })).toHaveAttribute('aria-checked', 'true');

    await user.click(within(nav).getByRole('link', { name: '消息中心' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '放弃修改并离开' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/PersonalCenter/messageCenter'));
  });

  it('undoes the changes back to what was saved', async () => {
    const user = userEvent.setup();
    renderScreens({ path, screens: portalScreens });
    const categories = await group('政策类别');
    await user.click(within(categories).getByRole('checkbox', { name: '科技创新' }));
    expect(within(categories).getByRole('checkbox', { name: '科技创新' })).toHaveAttribute('aria-checked', 'false');
    await user.click(screen.getByRole('button', { name: '撤销修改' }));
    expect(within(categories).getByRole('checkbox', { name: '科技创新' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('button', { name: '撤销修改' })).toBeDisabled();
  });

  it('keeps the form usable when the region tree fails, with a retry there', async () => {
    server.use(portalHandler('get', '/api/v1/region/tree', () => ({ status: 503, body: errorEnvelope(503, '区划服务暂不可用') })));
    renderScreens({ path, screens: portalScreens });
    expect(within(await group('政策类别')).getAllByRole('checkbox')).toHaveLength(3);
    const regions = screen.getByRole('region', { name: '关注地区' });
    expect(await within(regions).findByText(/行政区划加载失败/, undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(within(regions).getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
