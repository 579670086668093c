import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApplication, buildApplicationPage, buildUserInfo, errorEnvelope, okEnvelope, portalHandler } from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';

const server = setupServer();
const visits: string[] = [];
const listQueries: Record<string, string>[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'portal-token');
  localStorage.setItem('userinfo', JSON.stringify(buildUserInfo()));
  visits.length = 0;
  listQueries.length = 0;
  server.use(
    portalHandler('get', '/api/application/mine', ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      listQueries.push(query);
      const pageNum = Number(query['pageNum']);
      const status = (query['status'] as 'draft' | undefined) ?? 'draft';
      const rows = Array.from({ length: pageNum === 2 ? 2 : 10 }, (_, index) =>
        buildApplication({
          id: pageNum * 100 + index,
          projectId: 10 + index,
          projectName: `第 ${pageNum} 页申报 ${index + 1}`,
          status,
          progress: 50,
          submittedAt: status === 'draft' ? null : '2026-03-12T01:30:00.000Z',
        }),
      );
      return { status: 200, body: okEnvelope(buildApplicationPage(rows, { total: 12, pageNum, pageSize: 10 })) };
    }),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo()) })),
    portalHandler('post', '/api/report/view/record', async ({ request }) => {
      visits.push(new URLSearchParams(await request.text()).get('type') ?? '');
      return { status: 200, body: okEnvelope(null) };
    }),
  );
});

describe('我的申报', () => {
  it('lists the applications with progress and status, linking each to its 我要申报', async () => {
    renderScreens({ path: '/PersonalCenter/myApplication', screens: portalScreens });
    const list = await screen.findByRole('region', { name: '申报列表' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(10));
    await waitFor(() => expect(document.title).toBe('我的申报'));
    await waitFor(() => expect(visits).toEqual(['我的申报']));
    expect(listQueries[0]).toEqual({ pageNum: '1', pageSize: '10' });
    expect(screen.getByText('共 12 个申报')).toBeInTheDocument();

    const first = within(list).getAllByRole('article')[0];
    if (!first) throw new Error('no card');
    expect(within(first).getByRole('link', { name: '第 1 页申报 1' })).toHaveAttribute('href', '/findpolicy/ProjectApplication/10?applicationId=100');
    expect(within(first).getByRole('progressbar', { name: '材料进度 50%' })).toHaveAttribute('aria-valuenow', '50');
    expect(within(first).getByText('待提交')).toBeInTheDocument();
    expect(within(first).getByText(/^已上传 0 份材料文件 · 创建于/)).toBeInTheDocument();
    expect(within(first).getByText('当前环节：材料准备中，提交后进入受理')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: '办理进度：第 1 页申报 1' })).toHaveAttribute('href', '/PersonalCenter/myApplication/100');

    await userEvent.click(within(screen.getByRole('navigation', { name: '分页' })).getByRole('button', { name: '下一页' }));
    expect(await screen.findByText('第 2 页申报 1')).toBeInTheDocument();
    expect(listQueries.at(-1)).toEqual({ pageNum: '2', pageSize: '10' });
  });

  it('filters by status through the address bar, and back restores the filter', async () => {
    const { router } = renderScreens({ path: '/PersonalCenter/myApplication?pageNum=2', screens: portalScreens });
    await screen.findByText('第 2 页申报 1');
    const filter = screen.getByRole('group', { name: '按申报状态筛选' });
    expect(within(filter).getByRole('button', { name: '全部' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within(filter).getByRole('button', { name: '已提交' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=submitted'));
    expect(within(filter).getByRole('button', { name: '已提交' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(listQueries.at(-1)).toEqual({ pageNum: '1', pageSize: '10', status: 'submitted' }));
    expect((await screen.findAllByText(/提交于 2026-03-12 09:30/)).length).toBeGreaterThan(0);

    await router.navigate(-1);
    await waitFor(() => expect(within(filter).getByRole('button', { name: '全部' })).toHaveAttribute('aria-pressed', 'true'));
    expect(router.state.location.search).toBe('?pageNum=2');
  });

  it('ignores nonsense in the address', async () => {
    renderScreens({ path: '/PersonalCenter/myApplication?status=moon&pageNum=-3', screens: portalScreens });
    await screen.findByText('第 1 页申报 1');
    expect(listQueries[0]).toEqual({ pageNum: '1', pageSize: '10' });
  });

  it('has a way to start when there is nothing yet, and a way back from an empty filter', async () => {
    server.use(portalHandler('get', '/api/application/mine', () => ({ status: 200, body: okEnvelope(buildApplicationPage([], { total: 0 })) })));
    const first = renderScreens({ path: '/PersonalCenter/myApplication', screens: portalScreens });
    expect(await screen.findByText('还没有申报')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '浏览申报项目' })).toHaveAttribute('href', '/findpolicy/DeclarationProject');
    first.unmount();

    const { router } = renderScreens({ path: '/PersonalCenter/myApplication?status=approved', screens: portalScreens });
    expect(await screen.findByText('没有审核通过的申报')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '查看全部申报' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows the server’s error with a retry', async () => {
    server.use(portalHandler('get', '/api/application/mine', () => ({ status: 400, body: errorEnvelope(400, 'pageSize 须为 1-100 的整数') })));
    renderScreens({ path: '/PersonalCenter/myApplication', screens: portalScreens });
    expect(await screen.findByText('pageSize 须为 1-100 的整数')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('asks a visitor to log in without asking the server', async () => {
    localStorage.clear();
    renderScreens({ path: '/PersonalCenter/myApplication', screens: portalScreens });
    expect(await screen.findByText('请先登录')).toBeInTheDocument();
    expect(listQueries).toEqual([]);
  });
});
