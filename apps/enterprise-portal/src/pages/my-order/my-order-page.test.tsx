import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildServicePage, buildServiceOrderSummary, buildServiceReview, buildUserInfo, okEnvelope, portalHandler } from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';

const server = setupServer();
const statuses: (string | null)[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  statuses.length = 0;
  localStorage.setItem('token', 'portal-token');
  server.use(
    portalHandler('get', '/api/service/orders/mine', ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      statuses.push(status);
      const rows =
        status === 'declined'
          ? []
          : [
              buildServiceOrderSummary(),
              buildServiceOrderSummary({ id: 302, orderNo: 'FW202611240002', productName: '研发费用专项审计', status: 'completed', allowedActions: [] }),
            ];
      return { status: 200, body: okEnvelope(buildServicePage(rows)) };
    }),
    portalHandler('get', '/api/service/reviews/mine', () => ({ status: 200, body: okEnvelope(buildServicePage([buildServiceReview()])) })),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo()) })),
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: okEnvelope(null) })),
  );
});

describe('我的订单', { timeout: 60_000 }, () => {
  it('lists orders with their status, offers 去评价 on a completed one and filters by status', async () => {
    const { router } = renderScreens({ path: '/PersonalCenter/myOrder', screens: portalScreens });
    const list = await screen.findByRole('region', { name: '订单列表' }, { timeout: 15_000 });
    await waitFor(() => expect(document.title).toBe('我的订单'));
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: '研发费用专项审计' })).toHaveAttribute('href', '/PersonalCenter/myOrder/302');
    expect(within(list).getByText('待确认')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: '评价 研发费用专项审计' })).toHaveAttribute('href', '/PersonalCenter/myOrder/302');
    expect(within(screen.getByRole('navigation', { name: '个人中心' })).getByRole('link', { name: '我的订单' })).toHaveClass('active');

    await userEvent.click(screen.getByRole('tab', { name: '已拒绝' }));
    expect(await screen.findByText('没有已拒绝的订单', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(statuses.at(-1)).toBe('declined');
    expect(router.state.location.search).toBe('?status=declined');
  });

  it('asks a visitor to log in', async () => {
    localStorage.removeItem('token');
    renderScreens({ path: '/PersonalCenter/myOrder', screens: portalScreens });
    expect(await screen.findByRole('heading', { name: '请先登录' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(statuses).toEqual([]);
  });
});
