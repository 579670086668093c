import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildInstitutionCard, buildRegionTree, buildServicePage, okEnvelope, portalHandler } from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';

const server = setupServer();
const listQueries: URLSearchParams[] = [];
const visits: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  listQueries.length = 0;
  visits.length = 0;
  server.use(
    portalHandler('get', '/api/service/institutions', ({ request }) => {
      const query = new URL(request.url).searchParams;
      listQueries.push(query);
      const page = Number(query.get('pageNum') ?? 1);
      const rows = Array.from({ length: 10 }, (_, index) =>
        buildInstitutionCard({ id: page * 100 + index, name: `第 ${page} 页 服务机构 ${index}`, rating: index === 0 ? null : 4.5 }),
      );
      return { status: 200, body: okEnvelope(buildServicePage(rows, { total: 23, pageNum: page })) };
    }),
    portalHandler('get', '/api/v1/region/tree', () => ({ status: 200, body: okEnvelope(buildRegionTree()) })),
    portalHandler('post', '/api/report/view/record', async ({ request }) => {
      visits.push(new URLSearchParams(await request.text()).get('type') ?? '');
      return { status: 200, body: okEnvelope(null) };
    }),
  );
});

const results = () => screen.findByRole('region', { name: '服务机构列表' }, { timeout: 15_000 });

describe('服务机构', { timeout: 60_000 }, () => {
  it('lists certified institutions with rating and links, titles the page and records the visit', async () => {
    renderScreens({ path: '/service/institutions', screens: portalScreens });
    const list = await results();
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(10), { timeout: 15_000 });
    expect(screen.getByText('共找到 23 家机构')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: '第 1 页 服务机构 3' })).toHaveAttribute('href', '/service/institutionDetail/103');
    expect(within(list).getAllByText('4.5 分').length).toBe(9);
    expect(within(list).getByText('暂无评分')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('服务机构'));
    await waitFor(() => expect(visits).toEqual(['服务机构']), { timeout: 15_000 });

    await userEvent.click(within(screen.getByRole('navigation', { name: '分页' })).getByRole('button', { name: '下一页' }));
    expect(await screen.findByRole('link', { name: '第 2 页 服务机构 0' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(listQueries.at(-1)?.get('pageNum')).toBe('2');
  });

  it('filters by category, region and rating and sorts, each filter a removable chip', async () => {
    const { router } = renderScreens({ path: '/service/institutions', screens: portalScreens });
    await results();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '服务类别' }), await screen.findByRole('option', { name: '知识产权' }));
    await waitFor(() => expect(listQueries.at(-1)?.get('category')).toBe('知识产权'), { timeout: 15_000 });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: '省份' }), await screen.findByRole('option', { name: '浙江省' }));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: '城市' }), await screen.findByRole('option', { name: '杭州市' }));
    await waitFor(() => expect(listQueries.at(-1)?.get('regionCode')).toBe('330100'), { timeout: 15_000 });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: '评分' }), await screen.findByRole('option', { name: '4.5 分以上' }));
    await waitFor(() => expect(listQueries.at(-1)?.get('minRating')).toBe('4.5'), { timeout: 15_000 });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: '排序' }), await screen.findByRole('option', { name: '成交最多' }));
    await waitFor(() => expect(listQueries.at(-1)?.get('orderBy')).toBe('orders'), { timeout: 15_000 });
    expect(listQueries.at(-1)?.get('category')).toBe('知识产权');

    await userEvent.click(screen.getByRole('button', { name: '移除条件 地区：浙江省 › 杭州市' }));
    await waitFor(() => expect(listQueries.at(-1)?.has('regionCode')).toBe(false), { timeout: 15_000 });
    expect(router.state.location.search).not.toContain('regionCode');
  });

  it('says so when no institution matches, and offers to clear the filters', async () => {
    server.use(portalHandler('get', '/api/service/institutions', () => ({ status: 200, body: okEnvelope(buildServicePage([], { total: 0 })) })));
    renderScreens({ path: '/service/institutions?category=法律服务', screens: portalScreens });
    expect(await screen.findByText('没有符合条件的机构', {}, { timeout: 15_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '清除筛选' }));
    expect(await screen.findByText('暂无服务机构', {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});
