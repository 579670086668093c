import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildCourseSummary, buildMyCourse, buildUserInfo, okEnvelope, portalHandler } from '@smes/api/testing';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';

const server = setupServer();
const statuses: (string | null)[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

beforeEach(() => {
  statuses.length = 0;
  localStorage.setItem('token', 'portal-token');
  const learning = buildMyCourse();
  const done = buildMyCourse({
    course: buildCourseSummary({ id: 2, title: '专利申请与布局入门', category: 'ip' }),
    percent: 100,
    completed: true,
    completedAt: '2026-11-20T06:00:00.000Z',
    completedChapters: 3,
    lastChapterId: 23,
  });
  server.use(
    portalHandler('get', '/api/course/mine', ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      statuses.push(status);
      const rows = status === 'completed' ? [done] : status === 'learning' ? [learning] : [learning, done];
      return { status: 200, body: okEnvelope({ rows, total: rows.length, pageNum: 1, pageSize: 10 }) };
    }),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo()) })),
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: okEnvelope(null) })),
  );
});

describe('我的课程', { timeout: 60_000 }, () => {
  it('lists courses in progress with their percentage and 继续学习 at the saved chapter, and completed ones', async () => {
    const { router } = renderScreens({ path: '/PersonalCenter/myCourse', screens: portalScreens });
    const list = await screen.findByRole('region', { name: '我的课程列表' }, { timeout: 15_000 });
    await waitFor(() => expect(document.title).toBe('我的课程'));
    const [learning, done] = within(list).getAllByRole('article') as HTMLElement[];
    expect(within(learning as HTMLElement).getByText('学习中')).toBeInTheDocument();
    expect(within(learning as HTMLElement).getByText('35%')).toBeInTheDocument();
    expect(within(learning as HTMLElement).getByText(/上次学到：人员人工与直接投入 0:07/)).toBeInTheDocument();
    expect(within(learning as HTMLElement).getByRole('link', { name: '继续学习：研发费用加计扣除政策与实务' })).toHaveAttribute(
      'href',
      '/course/courseViewing/1?chapter=12',
    );
    expect(within(done as HTMLElement).getByRole('link', { name: '复习：专利申请与布局入门' })).toHaveAttribute('href', '/course/courseViewing/2?chapter=23');
    expect(within(done as HTMLElement).getByText('学完于 2026-11-20 14:00')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: '已学完' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=completed'));
    await waitFor(() => expect(statuses.at(-1)).toBe('completed'));
    await waitFor(() => expect(within(screen.getByRole('region', { name: '我的课程列表' })).getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('link', { name: '我的课程' })).toHaveAttribute('aria-current', 'page');
  });
});
