import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '@smes/config';
import { buildAdminApplicationList, buildAdminApplicationSummary, buildUserInfo, errorEnvelope, okEnvelope, portalHandler } from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { consoleScreens, consoleUserArea } from '../../app/routes';

const server = setupServer();
const queries: Record<string, string>[] = [];
let userType: 'admin' | 'enterprise' = 'admin';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  localStorage.clear();
  queries.length = 0;
  userType = 'admin';
  localStorage.setItem('token', 'admin-token');
  server.use(
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: okEnvelope(null) })),
    portalHandler('get', '/api/message/unread-count', () => ({ status: 200, body: okEnvelope({ count: 0 }) })),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo({ userType, nickName: '平台运营' })) })),
    portalHandler('get', '/api/admin/applications', ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      const status = (query['status'] as 'submitted' | undefined) ?? 'submitted';
      const rows = query['keyword'] === '无此企业' ? [] : [buildAdminApplicationSummary({ id: 31, status, projectName: '数字化改造补助' })];
      return {
        status: 200,
        body: okEnvelope(
          buildAdminApplicationList(rows, {
            statusCounts: [
              { status: 'submitted', count: 3 },
              { status: 'accepted', count: 2 },
            ],
          }),
        ),
      };
    }),
  );
});

function renderList(path = '/applicationReview') {
  return renderScreens({ path, screens: consoleScreens, userArea: consoleUserArea, appOrigin: DEFAULT_CONFIG.consoleOrigin });
}

describe('申报受理', () => {
  it('opens on the 已提交 queue with counts per state, each application linking to its detail', async () => {
    renderList();
    const list = await screen.findByRole('region', { name: '申报列表' });
    await waitFor(() => expect(document.title).toBe('申报受理'));
    expect(queries[0]).toEqual({ pageNum: '1', pageSize: '10', status: 'submitted' });
    expect(screen.getByRole('tab', { name: '已提交 3', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '全部 5' })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: '数字化改造补助' })).toHaveAttribute('href', '/applicationReview/31');
    expect(within(list).getByText(/^杭州云栖智造科技有限公司 · 提交于 2025-03-12 10:00/)).toBeInTheDocument();
  });

  it('filters by state and keyword through the address bar', async () => {
    const { router } = renderList();
    await screen.findByRole('region', { name: '申报列表' });
    await userEvent.click(screen.getByRole('tab', { name: '已受理 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=accepted'));
    await waitFor(() => expect(queries.at(-1)).toEqual({ pageNum: '1', pageSize: '10', status: 'accepted' }));

    await userEvent.type(screen.getByRole('textbox', { name: '企业或项目名称' }), '无此企业{Enter}');
    expect(await screen.findByText('没有已受理的申报')).toBeInTheDocument();
    expect(queries.at(-1)).toEqual({ pageNum: '1', pageSize: '10', status: 'accepted', keyword: '无此企业' });
    await userEvent.click(screen.getByRole('button', { name: '清除关键词' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=accepted'));
  });

  it('tells an enterprise account it has no access, without asking for the list', async () => {
    userType = 'enterprise';
    renderList();
    expect(await screen.findByText('无权访问')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回工作台' })).toHaveAttribute('href', '/home');
    expect(queries).toEqual([]);
  });

  it('shows the server’s refusal with a retry', async () => {
    server.use(portalHandler('get', '/api/admin/applications', () => ({ status: 403, body: errorEnvelope(403, '无权执行此操作') })));
    renderList();
    expect(await screen.findByText('无权执行此操作')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
