import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '@smes/config';
import type { ListingReview } from '@smes/api';
import { buildListingReview, buildListingReviewPage, buildListingReviewSummary, buildUserInfo, okEnvelope, portalHandler } from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { consoleScreens, consoleUserArea } from '../../app/routes';

const server = setupServer();
const queries: URLSearchParams[] = [];
const decisions: { path: string; body: unknown }[] = [];
let review: ListingReview;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'admin-token');
  queries.length = 0;
  decisions.length = 0;
  review = buildListingReview(
    {
      liveProduct: { ...buildListingReview().product!, name: '发明专利申请代理', price: 5800 },
    },
    { id: 41, change: true, title: '发明专利申请代理（加急）' },
  );
  server.use(
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: okEnvelope(null) })),
    portalHandler('get', '/api/message/unread-count', () => ({ status: 200, body: okEnvelope({ count: 0 }) })),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo({ userType: 'admin', nickName: '平台运营' })) })),
    portalHandler('get', '/api/admin/listing-reviews', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return {
        status: 200,
        body: okEnvelope(
          buildListingReviewPage([
            buildListingReviewSummary({ id: 41, change: true }),
            buildListingReviewSummary({ id: 42, kind: 'case', itemId: 501, title: '汽配企业发明专利布局', change: false }),
          ]),
        ),
      };
    }),
    portalHandler('get', '/api/admin/listing-reviews/{id}', () => ({ status: 200, body: okEnvelope(review) })),
    portalHandler('post', '/api/admin/listing-reviews/{id}/approve', async ({ request }) => {
      decisions.push({ path: 'approve', body: await request.json() });
      review = { ...review, summary: { ...review.summary, state: 'approved', reviewedAt: '2026-11-21T02:00:00Z' }, reviewer: '平台运营' };
      return { status: 200, body: okEnvelope(review) };
    }),
    portalHandler('post', '/api/admin/listing-reviews/{id}/reject', async ({ request }) => {
      const body = (await request.json()) as { reason: string };
      decisions.push({ path: 'reject', body });
      review = { ...review, summary: { ...review.summary, state: 'rejected' }, reason: body.reason };
      return { status: 200, body: okEnvelope(review) };
    }),
  );
});

function render(path: string) {
  return renderScreens({ path, screens: consoleScreens, userArea: consoleUserArea, appOrigin: DEFAULT_CONFIG.consoleOrigin });
}

describe('上架审核', { timeout: 30_000 }, () => {
  it('lists what waits, new and changed, and narrows to products or cases', async () => {
    const { router } = render('/listingReview');
    const list = await screen.findByRole('region', { name: '上架审核列表' });
    await waitFor(() => expect(document.title).toBe('上架审核'));
    expect(within(list).getByRole('link', { name: '发明专利申请代理（加急）' })).toHaveAttribute('href', '/listingReview/41');
    expect(within(list).getByText(/^服务产品（修改） · 浙江中创知识产权服务有限公司/)).toBeInTheDocument();
    expect(within(list).getByText(/^成功案例（新发布）/)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '类型' }), '成功案例');
    await waitFor(() => expect(queries.at(-1)?.get('kind')).toBe('case'));
    expect(router.state.location.search).toBe('?kind=case');
  });

  it('shows a change beside what the portal shows now, and approves it only once confirmed', async () => {
    render('/listingReview/41');
    const content = await screen.findByRole('region', { name: '提交的修改（与门户现在展示的内容对照）' });
    expect(within(content).getByText('产品名称（已修改）')).toBeInTheDocument();
    expect(within(content).getByText('修改前：发明专利申请代理')).toBeInTheDocument();
    expect(within(content).getByText('¥6,800 起')).toBeInTheDocument();
    expect(within(content).getByText('修改前：¥5,800 起')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '通过' }));
    const dialog = await screen.findByRole('dialog', { name: '确认通过？' });
    expect(dialog).toHaveTextContent('门户改为展示这次提交的内容');
    expect(decisions).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: '确认通过' }));
    await waitFor(() => expect(decisions).toEqual([{ path: 'approve', body: { expectedState: 'pending' } }]));
    expect(await screen.findByText('已通过')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '通过' })).not.toBeInTheDocument();
  });

  it('refuses a product outside the certified scope with the reason the institution reads', async () => {
    review = buildListingReview({ product: { ...buildListingReview().product!, category: '融资服务' } }, { category: '融资服务' });
    render('/listingReview/41');
    expect(await screen.findByText('服务类别“融资服务”不在机构认证的服务范围内。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('dialog', { name: '驳回？' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /驳回原因/ }), '融资服务不在认证范围');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认驳回' }));
    await waitFor(() => expect(decisions).toEqual([{ path: 'reject', body: { reason: '融资服务不在认证范围' } }]));
    expect(await screen.findByText('驳回原因：融资服务不在认证范围')).toBeInTheDocument();
  });

  it('is for the operator only', async () => {
    server.use(portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo({ userType: 'org' })) })));
    render('/listingReview');
    expect(await screen.findByText('当前账号不能查看或审核机构发布的产品和案例。')).toBeInTheDocument();
  });
});
