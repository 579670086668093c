import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildRegionTree, buildServiceCaseCard, buildServicePage, buildServiceProductCard, okEnvelope, portalHandler } from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';

const server = setupServer();
const productQueries: URLSearchParams[] = [];
const caseQueries: URLSearchParams[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  productQueries.length = 0;
  caseQueries.length = 0;
  server.use(
    portalHandler('get', '/api/service/products', ({ request }) => {
      productQueries.push(new URL(request.url).searchParams);
      const rows = [
        buildServiceProductCard(),
        buildServiceProductCard({ id: 32, name: '研发费用专项审计', priceMode: 'negotiable', price: null, needs: ['研发费用专项审计'] }),
        buildServiceProductCard({ id: 33, name: '高企认定辅导', priceMode: 'from', price: 6700, needs: [] }),
      ];
      return { status: 200, body: okEnvelope(buildServicePage(rows)) };
    }),
    portalHandler('get', '/api/service/cases', ({ request }) => {
      caseQueries.push(new URL(request.url).searchParams);
      return { status: 200, body: okEnvelope(buildServicePage([buildServiceCaseCard()])) };
    }),
    portalHandler('get', '/api/service/needs', () => ({
      status: 200,
      body: okEnvelope([
        { need: '专利申请代理', productCount: 12 },
        { need: '研发费用专项审计', productCount: 5 },
      ]),
    })),
    portalHandler('get', '/api/v1/region/tree', () => ({ status: 200, body: okEnvelope(buildRegionTree()) })),
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: okEnvelope(null) })),
  );
});

describe('服务产品与案例', { timeout: 60_000 }, () => {
  it('lists products with 一口价, 起价 or 面议 and filters by need tag, price mode and price order', async () => {
    renderScreens({ path: '/service/productPage', screens: portalScreens });
    const list = await screen.findByRole('region', { name: '服务产品列表' }, { timeout: 15_000 });
    await waitFor(() => expect(document.title).toBe('服务产品与案例'));
    expect(within(list).getByText('¥6,800')).toBeInTheDocument();
    expect(within(list).getByText('¥6,700 起')).toBeInTheDocument();
    expect(within(list).getByText('面议')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: '研发费用专项审计' })).toHaveAttribute('href', '/service/detail/32');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: '需求' }), await screen.findByRole('option', { name: '研发费用专项审计（5）' }));
    await waitFor(() => expect(productQueries.at(-1)?.get('need')).toBe('研发费用专项审计'), { timeout: 15_000 });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '价格方式' }), await screen.findByRole('option', { name: '面议' }));
    await waitFor(() => expect(productQueries.at(-1)?.get('priceMode')).toBe('negotiable'), { timeout: 15_000 });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '排序' }), await screen.findByRole('option', { name: '价格从低到高' }));
    await waitFor(() => expect(productQueries.at(-1)?.get('orderBy')).toBe('price'), { timeout: 15_000 });
    expect(productQueries.at(-1)?.get('isAsc')).toBe('asc');
    expect(screen.getByRole('button', { name: '移除条件 需求：研发费用专项审计' })).toBeInTheDocument();
  });

  it('switches to the cases tab keeping the keyword and category, and back', async () => {
    const { router } = renderScreens({ path: '/service/productPage?keyword=高企&category=知识产权&need=专利申请代理', screens: portalScreens });
    await screen.findByRole('region', { name: '服务产品列表' }, { timeout: 15_000 });
    await userEvent.click(screen.getByRole('tab', { name: '成功案例' }));
    const cases = await screen.findByRole('region', { name: '成功案例列表' }, { timeout: 15_000 });
    expect(within(cases).getByRole('link', { name: /汽车零部件企业/ })).toHaveAttribute('href', '/service/anli/51');
    expect(Object.fromEntries(caseQueries.at(-1) ?? [])).toEqual({ pageNum: '1', pageSize: '10', keyword: '高企', category: '知识产权' });
    expect(router.state.location.search).toContain('tab=cases');

    await userEvent.click(screen.getByRole('button', { name: '移除条件 服务类别：知识产权' }));
    await waitFor(() => expect(caseQueries.at(-1)?.has('category')).toBe(false), { timeout: 15_000 });
    expect(router.state.location.search).toContain('tab=cases');

    await userEvent.click(screen.getByRole('tab', { name: '服务产品' }));
    await screen.findByRole('region', { name: '服务产品列表' }, { timeout: 15_000 });
    expect(router.state.location.search).not.toContain('tab=');
  });
});
