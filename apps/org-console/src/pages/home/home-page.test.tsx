import { screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '@smes/config';
import { buildMyInstitution, buildUserInfo, okEnvelope, portalHandler } from '@smes/api/testing';
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

  it('offers one way to log in on the whole page, header included, not two (issue 15)', async () => {
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
    server.use(portalHandler('get', '/api/org/institution/mine', () => ({ status: 200, body: okEnvelope(mine) })));
    renderHome();
    expect(await screen.findByText('本机构已通过平台认证，可发布服务产品与案例、承接企业订单。')).toBeInTheDocument();
    expect(screen.getByText('认证状态：已通过')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '浙江中创知识产权服务有限公司' })).toBeInTheDocument();
    expect(screen.getByText('知识产权')).toBeInTheDocument();
  });

  it('leads the platform operator to 申报受理 instead of an institution profile', async () => {
    localStorage.setItem('token', 'admin-token');
    server.use(portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo({ userType: 'admin', nickName: '平台运营' })) })));
    renderHome();
    expect(await screen.findByRole('heading', { name: '平台运营' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '申报受理' })).toHaveAttribute('href', '/applicationReview');
    expect(screen.queryByText(/尚未完成服务机构认证/)).not.toBeInTheDocument();
  });

  it.each([
    ['pending', '认证申请审核中'],
    ['none', '您的账号尚未完成服务机构认证'],
    ['rejected', '认证申请未通过'],
  ] as const)('shows a %s institution only its status', async (status, text) => {
    localStorage.setItem('token', 'org-token');
    const mine = buildMyInstitution({ status, rejectReason: status === 'rejected' ? '营业执照已过期' : null });
    server.use(portalHandler('get', '/api/org/institution/mine', () => ({ status: 200, body: okEnvelope(mine) })));
    renderHome();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText(/本机构已通过平台认证/)).not.toBeInTheDocument();
  });
});
