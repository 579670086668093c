import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildApplication,
  buildApplicationPage,
  buildCalendarWindow,
  buildLedger,
  buildLedgerRecord,
  buildReportPage,
  buildReportSummary,
  buildServiceOrderSummary,
  buildServicePage,
  buildUserInfo,
  errorEnvelope,
  okEnvelope,
  portalHandler,
} from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';

const server = setupServer();
let ledgerRequests = 0;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  ledgerRequests = 0;
  server.use(
    portalHandler('get', '/api/enterprise/ledger', () => {
      ledgerRequests += 1;
      return { status: 200, body: okEnvelope(buildLedgerRecord({ ledger: buildLedger() })) };
    }),
    portalHandler('get', '/api/application/mine', () => ({
      status: 200,
      body: okEnvelope(
        buildApplicationPage(
          [
            buildApplication({ id: 8, projectId: 80, projectName: '2026年度人才专项资助', status: 'returned' }),
            buildApplication({ id: 9, projectId: 90, projectName: '2026年度技改补助', status: 'approved' }),
          ],
          { total: 7 },
        ),
      ),
    })),
    portalHandler('get', '/api/service/orders/mine', () => ({
      status: 200,
      body: okEnvelope(buildServicePage([buildServiceOrderSummary({ id: 301, status: 'delivered', allowedActions: ['confirm'], productName: '高企认定全程辅导' })])),
    })),
    portalHandler('get', '/api/enterprise/reports', () => ({
      status: 200,
      body: okEnvelope(buildReportPage([buildReportSummary({ id: 41, title: '政策匹配报告（2026-11-20）' })])),
    })),
    portalHandler('get', '/api/message/unread-count', () => ({ status: 200, body: okEnvelope({ count: 4 }) })),
    portalHandler('get', '/api/calendar/follows', () => ({
      status: 200,
      body: okEnvelope([buildCalendarWindow({ noticeId: 5, title: '杭州市专精特新认定通知', endTime: new Date(Date.now() + 2 * 86_400_000 - 3_600_000).toISOString() })]),
    })),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo()) })),
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: okEnvelope(null) })),
  );
});

describe('个人中心', { timeout: 60_000 }, () => {
  // A deadline reads 明天 or 还剩 N 天 by the calendar day in China: the clock is set to a morning there, so the
  // deadline 47 hours on is two calendar days away whatever the hour the tests run (at 00:47 it was 明天 23:47).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T02:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the real figures with links and what to do next, each leading where it is done', async () => {
    localStorage.setItem('token', 'portal-token');
    renderScreens({ path: '/PersonalCenter', screens: portalScreens });
    const todo = await screen.findByRole('list', { name: '待办事项' }, { timeout: 15_000 });
    await waitFor(() => expect(document.title).toBe('个人中心'));
    const links = within(todo).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['「杭州市专精特新认定通知」还剩 2 天截止', '/findpolicy/DeclarationNotice/detail/5'],
      ['补正「2026年度人才专项资助」的申报材料', '/findpolicy/ProjectApplication/80?applicationId=8'],
      ['验收「高企认定全程辅导」', '/PersonalCenter/myOrder/301'],
      ['查看 4 条未读消息', '/PersonalCenter/messageCenter'],
      [expect.stringMatching(/^完善企业信息：还缺 \d+ 项$/), expect.stringMatching(/^\/PersonalCenter\/enterpriseInformation#field-/)],
    ]);
    expect(await screen.findByText('共 7 个申报')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '最近的申报' })).getByRole('link', { name: '2026年度技改补助' })).toHaveAttribute('href', '/PersonalCenter/myApplication/9');
    expect(screen.getByRole('link', { name: '政策匹配报告（2026-11-20）' })).toHaveAttribute('href', '/PersonalCenter/myReport/41');
    expect(screen.getByRole('progressbar', { name: '档案完整度' })).toBeInTheDocument();
    expect(screen.getByText('4')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: '个人中心' });
    expect(within(menu).getByRole('link', { name: '个人中心首页' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: '账号设置' })).not.toHaveAttribute('aria-current');
  });

  it('shows an error with a retry for a section that fails, and the rest of the page still works', async () => {
    localStorage.setItem('token', 'portal-token');
    server.use(portalHandler('get', '/api/service/orders/mine', () => ({ status: 400, body: errorEnvelope(400, '订单服务暂不可用') })));
    renderScreens({ path: '/PersonalCenter', screens: portalScreens });
    expect(await screen.findByText('订单服务暂不可用', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByText('共 7 个申报')).toBeInTheDocument();
  });

  it('asks a visitor to log in and asks the server nothing', async () => {
    renderScreens({ path: '/PersonalCenter', screens: portalScreens });
    expect(await screen.findByText('请先登录', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(ledgerRequests).toBe(0);
  });
});
