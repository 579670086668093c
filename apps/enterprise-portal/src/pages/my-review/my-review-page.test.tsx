import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildServicePage, buildServiceReview, buildUserInfo, okEnvelope, portalHandler } from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  localStorage.setItem('token', 'portal-token');
  server.use(
    portalHandler('get', '/api/service/reviews/mine', () => ({ status: 200, body: okEnvelope(buildServicePage([buildServiceReview()])) })),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo()) })),
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: okEnvelope(null) })),
  );
});

describe('我的评价', { timeout: 60_000 }, () => {
  it('lists the reviews the enterprise wrote, each with its product and order', async () => {
    renderScreens({ path: '/PersonalCenter/myReview', screens: portalScreens });
    const list = await screen.findByRole('region', { name: '评价列表' }, { timeout: 15_000 });
    await waitFor(() => expect(document.title).toBe('我的评价'));
    expect(within(list).getByText(/两件专利都已授权/)).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: '发明专利申请代理（含检索与撰写）' })).toHaveAttribute('href', '/service/detail/31');
    expect(within(list).getByRole('link', { name: '查看订单：发明专利申请代理（含检索与撰写）' })).toHaveAttribute('href', '/PersonalCenter/myOrder/301');
    // Each review is the reader's own: it is headed by the institution reviewed, never by the reader's masked name.
    const review = buildServiceReview();
    expect(within(list).getByRole('link', { name: review.institutionName })).toHaveAttribute('href', `/service/institutionDetail/${review.institutionId}`);
    expect(within(list).queryByText(review.reviewerName)).not.toBeInTheDocument();
  });
});
