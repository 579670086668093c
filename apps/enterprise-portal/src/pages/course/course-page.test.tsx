import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildCourseDetail, buildCourseList, buildCourseProgress, buildCourseSummary, buildUserInfo, errorEnvelope, okEnvelope, portalHandler } from '@smes/api/testing';
import type { CourseProgress } from '@smes/api';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';

const server = setupServer();
const listQueries: URLSearchParams[] = [];
let progress: CourseProgress;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

beforeEach(() => {
  listQueries.length = 0;
  progress = buildCourseProgress();
  server.use(
    portalHandler('get', '/api/course/list', ({ request }) => {
      listQueries.push(new URL(request.url).searchParams);
      return {
        status: 200,
        body: okEnvelope(buildCourseList([buildCourseSummary(), buildCourseSummary({ id: 2, title: '专利申请与布局入门', category: 'ip' })], { total: 44 })),
      };
    }),
    portalHandler('get', '/api/course/{id}', ({ params }) =>
      params['id'] === '1' ? { status: 200, body: okEnvelope(buildCourseDetail()) } : { status: 404, body: errorEnvelope(404, '课程不存在') },
    ),
    portalHandler('get', '/api/course/{id}/progress', () => ({ status: 200, body: okEnvelope(progress) })),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo()) })),
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: okEnvelope(null) })),
  );
});

describe('找培训', { timeout: 60_000 }, () => {
  it('lists courses with category, lecturer and length, and filters and sorts in the URL', async () => {
    const { router } = renderScreens({ path: '/course', screens: portalScreens });
    const list = await screen.findByRole('region', { name: '课程列表' }, { timeout: 15_000 });
    await waitFor(() => expect(document.title).toBe('找培训'));
    expect(screen.getByRole('heading', { level: 1, name: '找培训' })).toBeInTheDocument();
    expect(await screen.findByText('共 44 门课程')).toBeInTheDocument();
    const [first] = within(list).getAllByRole('article');
    expect(within(first as HTMLElement).getByRole('link', { name: '研发费用加计扣除政策与实务' })).toHaveAttribute('href', '/course/courseDetails/1');
    expect(within(first as HTMLElement).getByText('讲师：陈建华（国家税务总局杭州市税务局 所得税科 科长）')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText('3 章 · 1 分 12 秒 · 2,360 人学过 · 2026-11-02 上线')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: '知识产权' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=ip'));
    await waitFor(() => expect(listQueries.at(-1)?.get('category')).toBe('ip'));
    expect(listQueries.at(-1)?.get('orderBy')).toBe('newest');
  });

  it('shows a visitor the trial chapter and a way to log in', async () => {
    renderScreens({ path: '/course/courseDetails/1', screens: portalScreens });
    const trial = await screen.findByRole('link', { name: '试看第一章' }, { timeout: 15_000 });
    await waitFor(() => expect(document.title).toBe('课程详情'));
    expect(trial).toHaveAttribute('href', '/course/courseViewing/1?chapter=11');
    expect(screen.getByRole('link', { name: '登录后学习全部章节' })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/course/courseDetails/1')}`);
    expect(screen.getByText('第3章 预缴申报与汇算清缴')).toBeInTheDocument();
    expect(screen.getByText('有研发活动的企业财务负责人和办税人员')).toBeInTheDocument();
  });

  it('offers a learner 继续学习 at the chapter where they stopped, with their percentage', async () => {
    localStorage.setItem('token', 'portal-token');
    progress = buildCourseProgress({ percent: 35, lastChapterId: 12 });
    renderScreens({ path: '/course/courseDetails/1', screens: portalScreens });
    const link = await screen.findByRole('link', { name: '继续学习' }, { timeout: 15_000 });
    expect(link).toHaveAttribute('href', '/course/courseViewing/1?chapter=12');
    expect(screen.getByText('已学 35%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '课程学习进度' })).toHaveAttribute('aria-valuenow', '35');
  });

  it('says a missing course does not exist', async () => {
    renderScreens({ path: '/course/courseDetails/9', screens: portalScreens });
    expect(await screen.findByText('课程不存在', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回课程列表' })).toHaveAttribute('href', '/course');
  });
});
