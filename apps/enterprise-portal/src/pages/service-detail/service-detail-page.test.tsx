import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildRatingSummary,
  buildServicePage,
  buildServiceProductCard,
  buildServiceProductDetail,
  buildServiceReview,
  errorEnvelope,
  okEnvelope,
  portalHandler,
} from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';

const server = setupServer();
let detail = buildServiceProductDetail();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  detail = buildServiceProductDetail();
  server.use(
    portalHandler('get', '/api/service/products/{id}', ({ params }) =>
      Number(params.id) === 404 ? { status: 404, body: errorEnvelope(404, '产品不存在') } : { status: 200, body: okEnvelope(detail) },
    ),
    portalHandler('get', '/api/service/products/{id}/reviews', () => ({
      status: 200,
      body: okEnvelope(buildServicePage([buildServiceReview(), buildServiceReview({ id: 92, reviewerName: '宁波****有限公司', updatedAt: '2026-10-14T02:00:00Z' })])),
    })),
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: okEnvelope(null) })),
  );
});

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });

describe('服务产品详情', { timeout: 60_000 }, () => {
  it('shows price, delivery time, deliverables, the institution, cases and reviews with the breakdown', async () => {
    renderScreens({ path: '/service/detail/31', screens: portalScreens });
    await heading('发明专利申请代理（含检索与撰写）');
    await waitFor(() => expect(document.title).toBe('服务产品详情'));
    expect(screen.getAllByText('¥6,800 起').length).toBeGreaterThan(0);
    expect(screen.getByText('30 天')).toBeInTheDocument();
    const deliverables = screen.getByRole('region', { name: '交付成果' });
    expect(within(deliverables).getAllByRole('listitem').map((item) => item.textContent)).toEqual(detail.deliverables);
    expect(screen.getAllByRole('link', { name: '杭州知衡知识产权代理有限公司' })[0]).toHaveAttribute('href', '/service/institutionDetail/7');
    expect(screen.getByRole('link', { name: detail.cases[0]?.title ?? '' })).toHaveAttribute('href', '/service/anli/51');

    const reviews = screen.getByRole('region', { name: '用户评价' });
    expect(within(reviews).getByText('共 9 条评价')).toBeInTheDocument();
    expect(within(reviews).getByRole('list', { name: '评分分布' })).toBeInTheDocument();
    expect(within(reviews).getByRole('progressbar', { name: '5 星 8 条' })).toBeInTheDocument();
    expect(await within(reviews).findByText('宁波****有限公司', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(reviews).getByText('修改于 2026-10-14')).toBeInTheDocument();
    expect(within(reviews).getAllByText('服务质量 5 星 · 响应速度 4 星 · 专业能力 5 星')).toHaveLength(2);
  });

  it('says 面议 for a negotiable price and 暂无评价 before the first review, asking for no reviews', async () => {
    detail = buildServiceProductDetail({
      product: buildServiceProductCard({ priceMode: 'negotiable', price: null, rating: null, reviewCount: 0 }),
      rating: buildRatingSummary({ average: null, count: 0, dimensions: { quality: null, responsiveness: null, professionalism: null }, distribution: [0, 0, 0, 0, 0] }),
    });
    server.use(portalHandler('get', '/api/service/products/{id}/reviews', () => ({ status: 500, body: errorEnvelope(500, 'should not be asked') })));
    renderScreens({ path: '/service/detail/31', screens: portalScreens });
    await heading('发明专利申请代理（含检索与撰写）');
    expect(screen.getAllByText('面议').length).toBeGreaterThan(0);
    expect(within(screen.getByRole('region', { name: '用户评价' })).getByText('暂无评价')).toBeInTheDocument();
  });

  it('tells an unknown product apart and leads back to the list', async () => {
    renderScreens({ path: '/service/detail/404', screens: portalScreens });
    expect(await screen.findByText('服务产品不存在', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回服务产品与案例' })).toHaveAttribute('href', '/service/productPage');
  });
});
