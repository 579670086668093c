import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '@smes/config';
import { buildAdminOverview, buildMyInstitution, buildOrgDashboard, buildOrgOrderSummary, buildUserInfo, okEnvelope, portalHandler } from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { consoleScreens, consoleUserArea } from '../../app/routes';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  localStorage.clear();
  server.use(
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: { code: 200, msg: '操作成功', data: null, statusCode: 200 } })),
    portalHandler('get', '/api/message/unread-count', () => ({ status: 200, body: okEnvelope({ count: 0 }) })),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo({ userType: 'org' })) })),
  );
});

function renderHome() {
  return renderScreens({ path: '/home', screens: consoleScreens, userArea: consoleUserArea, appOrigin: DEFAULT_CONFIG.consoleOrigin });
}

describe('工作台', () => {
  it('asks a visitor to log in, with the SSO page sending them back to the console', async () => {
    renderHome();
    expect(await screen.findByRole('heading', { name: '请先登录' })).toBeInTheDocument();
    const sso = screen.getByRole('link', { name: '统一身份认证登录' });
    const state = sessionStorage.getItem('sso_state');
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(sso).toHaveAttribute('href', `${DEFAULT_CONFIG.ssoPagesBase}/login?backUrl=${encodeURIComponent(`${DEFAULT_CONFIG.consoleOrigin}/home?ssoState=${state}`)}`);
  });

  it('offers one way to log in on the whole page, header included, not two', async () => {
    renderHome();
    await screen.findByRole('heading', { name: '请先登录' });
    // The header is a lazy route of its own: wait for it, or a missing 登录 there would prove nothing.
    await screen.findAllByText('测试门户');
    const entries = [...screen.queryAllByRole('link'), ...screen.queryAllByRole('button')].filter((element) => element.textContent?.includes('登录'));
    expect(entries.map((element) => element.textContent)).toEqual(['统一身份认证登录']);
    expect(screen.getByRole('link', { name: '注册账号' })).toHaveAttribute('href', expect.stringContaining(`${DEFAULT_CONFIG.ssoPagesBase}/register`));
  });

  it('shows a certified institution its profile', async () => {
    localStorage.setItem('token', 'org-token');
    const mine = buildMyInstitution({
      status: 'approved',
      institution: {
        id: 1,
        name: '浙江中创知识产权服务有限公司',
        creditCode: '91330100MA2H2X3Y4K',
        serviceCategories: ['知识产权', '科技咨询'],
        regionName: '浙江省杭州市',
        contactName: '王敏',
        contactPhone: '0571-88886666',
        submittedAt: '2026-03-01T02:00:00Z',
        reviewedAt: '2026-03-05T02:00:00Z',
      },
    });
    const dashboard = buildOrgDashboard({
      orderCounts: { pending: 2, quoted: 0, accepted: 1, in_service: 3, delivered: 1, completed: 18, cancelled: 1, declined: 0 },
      productsOnShelf: 5,
      productsTotal: 6,
      unreadMessages: 9,
      recentOrders: [buildOrgOrderSummary({ id: 77, productName: '高新技术企业认定全程辅导' })],
    });
    server.use(
      portalHandler('get', '/api/org/institution/mine', () => ({ status: 200, body: okEnvelope(mine) })),
      portalHandler('get', '/api/org/dashboard', () => ({ status: 200, body: okEnvelope(dashboard) })),
      portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo({ userType: 'org', nickName: '新入驻机构' })) })),
    );
    renderHome();
    expect(await screen.findByText('本机构已通过平台认证，可发布服务产品与案例、承接企业订单。')).toBeInTheDocument();
    // The header names the certified institution, not the nickname the account registered with.
    expect(await screen.findByRole('button', { name: /^用户菜单：浙江中创知识产权服务有限公司（已认证）/ })).toBeInTheDocument();
    expect(screen.getByText('认证状态：已通过')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '浙江中创知识产权服务有限公司' })).toBeInTheDocument();
    expect(screen.getByText('知识产权')).toBeInTheDocument();

    // The dashboard: each status to handle links to its orderManage tab, with the count in the link's name.
    expect(await screen.findByRole('link', { name: '查看待确认订单（2 个）' })).toHaveAttribute('href', '/orderManage?status=pending');
    expect(screen.getByRole('link', { name: '查看服务中订单（3 个）' })).toHaveAttribute('href', '/orderManage?status=in_service');
    expect(screen.getByRole('link', { name: '查看上架中的产品（5 个）' })).toHaveAttribute('href', '/productManage?status=on_shelf');
    expect(screen.getByText('5 / 6')).toBeInTheDocument();
    expect(screen.getByText('4.7 分')).toBeInTheDocument();
    expect(screen.getByText('12 条评价')).toBeInTheDocument();
    // The unread count leads to the console's own message center, on its 未读 tab.
    expect(screen.getByRole('link', { name: '查看未读消息（9 条）' })).toHaveAttribute('href', '/messageCenter?tab=unread');
    expect(screen.getByRole('link', { name: '高新技术企业认定全程辅导' })).toHaveAttribute('href', '/orderManage/details/77');
    expect(screen.getByText('暂无评价')).toBeInTheDocument();
  });

  it('tells an enterprise account to use the enterprise portal, with a link there', async () => {
    localStorage.setItem('token', 'enterprise-token');
    server.use(
      portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo({ userType: 'enterprise' })) })),
      portalHandler('get', '/api/org/institution/mine', () => ({ status: 200, body: okEnvelope(buildMyInstitution({ status: 'none' })) })),
    );
    renderHome();
    expect(await screen.findByText('您登录的是企业账号')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '前往企业服务门户' })).toHaveAttribute('href', `${DEFAULT_CONFIG.portalOrigin}/login?via=sso&redirect=%2Fhome`);
    expect(screen.queryByText('您的账号尚未完成服务机构认证')).not.toBeInTheDocument();
  });

  it('shows the platform operator what waits in each review queue, each count leading to its queue', async () => {
    localStorage.setItem('token', 'admin-token');
    server.use(
      portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo({ userType: 'admin', nickName: '平台运营' })) })),
      portalHandler('get', '/api/admin/overview', () => ({ status: 200, body: okEnvelope(buildAdminOverview({ listingsPending: 3, applicationsSubmitted: 4 })) })),
    );
    renderHome();
    const queues = await screen.findByRole('list', { name: '待办' });
    expect(within(queues).getByRole('link', { name: '上架审核：3 项产品或案例待审核' })).toHaveAttribute('href', '/listingReview');
    expect(within(queues).getByRole('link', { name: '申报受理：4 个申报待受理' })).toHaveAttribute('href', '/applicationReview');
    expect(within(queues).getByRole('link', { name: '入驻审核：1 份申请待审核' })).toHaveAttribute('href', '/certificationReview');
    expect(within(queues).getByRole('link', { name: '需求审核：2 条需求待审核' })).toHaveAttribute('href', '/demandReview');
    expect(within(queues).getByRole('link', { name: '产业链对接：2 条对接请求待处理' })).toHaveAttribute('href', '/chainContacts');
    expect(screen.getByRole('link', { name: '政策发布' })).toHaveAttribute('href', '/policyPublish');
    expect(screen.queryByText(/尚未完成服务机构认证/)).not.toBeInTheDocument();
  });

  it.each([
    ['pending', '认证申请审核中'],
    ['none', '您的账号尚未完成服务机构认证'],
    ['rejected', '认证申请未通过'],
  ] as const)('shows a %s institution only its status', async (status, text) => {
    localStorage.setItem('token', 'org-token');
    const mine = buildMyInstitution({ status, rejectReason: status === 'rejected' ? '营业执照已过期' : null });
    server.use(
      portalHandler('get', '/api/org/institution/mine', () => ({ status: 200, body: okEnvelope(mine) })),
      portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo({ userType: 'org', nickName: '新入驻机构' })) })),
    );
    renderHome();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText(/本机构已通过平台认证/)).not.toBeInTheDocument();
    const words = { pending: '认证审核中', none: '未认证', rejected: '认证未通过' }[status];
    expect(await screen.findByRole('button', { name: new RegExp(`^用户菜单：新入驻机构（${words}）`) })).toBeInTheDocument();
  });
});
