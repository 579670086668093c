import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildContentPage, buildNewsDetail, buildNewsSummary, okEnvelope, portalHandler } from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';
import { CAROUSEL_INTERVAL_MS } from '../../features/news/news-carousel';

const server = setupServer();
const listQueries: URLSearchParams[] = [];
let detailStatus = 200;

const FEATURED = [
  buildNewsSummary({ id: 1, title: '深圳专精特新中小企业新增认定 320 家', category: 'dynamic', featured: true }),
  buildNewsSummary({ id: 2, title: '广东省工业和信息化厅关于做好2026年度中小企业服务月工作的通知', category: 'notice', featured: true }),
];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

function setReducedMotion(reduced: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduced && query.includes('prefers-reduced-motion'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

beforeEach(() => {
  listQueries.length = 0;
  detailStatus = 200;
  setReducedMotion(false);
  server.use(
    portalHandler('get', '/api/news/list', ({ request }) => {
      const query = new URL(request.url).searchParams;
      listQueries.push(query);
      if (query.get('featured') === 'true') return { status: 200, body: okEnvelope(buildContentPage(FEATURED)) };
      const category = query.get('category') ?? 'announcement';
      return {
        status: 200,
        body: okEnvelope(buildContentPage([buildNewsSummary({ id: 61, category: category as 'announcement', title: `${category} 的资讯` })], { total: 35 })),
      };
    }),
    portalHandler('get', '/api/news/{id}', ({ params }) =>
      detailStatus === 404
        ? { status: 404, body: { code: 404, msg: '资讯不存在', data: null, statusCode: 404 } }
        : { status: 200, body: okEnvelope(buildNewsDetail({ id: Number(params.id), viewCount: 813 })) },
    ),
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: okEnvelope(null) })),
  );
});

describe('资讯', { timeout: 60_000 }, () => {
  it('lists news with source, date and views, and filters by category through the URL', async () => {
    const { router } = renderScreens({ path: '/news', screens: portalScreens });
    const list = await screen.findByRole('region', { name: '资讯列表' }, { timeout: 15_000 });
    expect(within(list).getByText(/来源：深圳市中小企业服务局 · 深圳市 · 发布于 2026-11-20 · 浏览 812/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '新闻动态' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=dynamic'), { timeout: 15_000 });
    expect(await screen.findByRole('link', { name: 'dynamic 的资讯' }, { timeout: 15_000 })).toHaveAttribute('href', '/news/details/61');
    expect(listQueries.filter((query) => query.get('featured') !== 'true').at(-1)?.get('category')).toBe('dynamic');
    await waitFor(() => expect(document.title).toBe('资讯'));
  });

  it('moves the carousel with its buttons, and rotates on its own until paused', async () => {
    renderScreens({ path: '/news', screens: portalScreens });
    const carousel = await screen.findByRole('region', { name: '头条资讯' }, { timeout: 15_000 });
    expect(within(carousel).getByRole('group', { name: '第 1 条，共 2 条' })).toHaveTextContent(FEATURED[0]?.title ?? '');
    await userEvent.click(within(carousel).getByRole('button', { name: '下一条' }));
    expect(within(carousel).getByRole('group', { name: '第 2 条，共 2 条' })).toHaveTextContent(FEATURED[1]?.title ?? '');
    await userEvent.click(within(carousel).getByRole('button', { name: '上一条' }));
    expect(within(carousel).getByRole('group', { name: '第 1 条，共 2 条' })).toBeInTheDocument();

    // Rotation runs only while neither pointer nor focus is inside; take them out, then let time pass.
    vi.useFakeTimers();
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(within(carousel).getByRole('group', { name: '第 2 条，共 2 条' })).toBeInTheDocument();
    fireEvent.click(within(carousel).getByRole('button', { name: '暂停轮播' }));
    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 3));
    expect(within(carousel).getByRole('group', { name: '第 2 条，共 2 条' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: '继续轮播' })).toBeInTheDocument();
  });

  it('never rotates, and offers no pause, when the reader asks for reduced motion', async () => {
    setReducedMotion(true);
    // Fake from the start (time still flows for the loading), so a timer set at first render would be advanced below.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderScreens({ path: '/news', screens: portalScreens });
    const carousel = await screen.findByRole('region', { name: '头条资讯' }, { timeout: 15_000 });
    expect(within(carousel).queryByRole('button', { name: '暂停轮播' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 3));
    expect(within(carousel).getByRole('group', { name: '第 1 条，共 2 条' })).toBeInTheDocument();
  });

  it('shows a detail with source, date, the server view count and related items', async () => {
    renderScreens({ path: '/news/details/61', screens: portalScreens });
    expect(await screen.findByRole('heading', { level: 1, name: buildNewsDetail().title }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('来源：深圳市中小企业服务局')).toBeInTheDocument();
    expect(screen.getByText('发布日期：2026-11-20')).toBeInTheDocument();
    expect(screen.getByText('浏览量：813')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '广州2026年第1批拟认定高新技术企业名单公示' })).toHaveAttribute('href', '/news/details/62');
    expect(screen.getByRole('link', { name: '公示公告' })).toHaveAttribute('href', '/news?category=announcement');
    await waitFor(() => expect(document.title).toBe('资讯详情'));
  });

  it('says when an item does not exist', async () => {
    detailStatus = 404;
    renderScreens({ path: '/news/details/99999', screens: portalScreens });
    expect(await screen.findByText('资讯不存在', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回资讯列表' })).toHaveAttribute('href', '/news');
  });
});
