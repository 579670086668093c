import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildCourseDetail, buildCourseProgress, buildUserInfo, okEnvelope, portalHandler } from '@smes/api/testing';
import type { CourseProgress } from '@smes/api';
import { renderScreens } from '@smes/shell/testing';
import { portalScreens } from '../../app/routes';

const server = setupServer();
const saves: { chapterId: string; positionSeconds: number }[] = [];
let progress: CourseProgress;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

beforeEach(() => {
  saves.length = 0;
  progress = buildCourseProgress({
    percent: 10,
    lastChapterId: 12,
    chapters: [
      { chapterId: 11, positionSeconds: 18, completed: true, updatedAt: '2026-11-24T01:00:00.000Z' },
      { chapterId: 12, positionSeconds: 7.5, completed: false, updatedAt: '2026-11-24T02:00:00.000Z' },
      { chapterId: 13, positionSeconds: 0, completed: false, updatedAt: null },
    ],
  });
  server.use(
    portalHandler('get', '/api/course/{id}', () => ({ status: 200, body: okEnvelope(buildCourseDetail()) })),
    portalHandler('get', '/api/course/{id}/progress', () => ({ status: 200, body: okEnvelope(progress) })),
    portalHandler('put', '/api/course/chapters/{id}/progress', async ({ request, params }) => {
      const { positionSeconds } = (await request.json()) as { positionSeconds: number };
      saves.push({ chapterId: String(params['id']), positionSeconds });
      return { status: 200, body: okEnvelope(progress) };
    }),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo()) })),
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: okEnvelope(null) })),
  );
});

/** The player as the browser would have it once the clip's length is known. */
function loadVideo(video: HTMLVideoElement, duration: number) {
  Object.defineProperty(video, 'duration', { configurable: true, value: duration });
  fireEvent.loadedMetadata(video);
}

function moveTo(video: HTMLVideoElement, seconds: number) {
  video.currentTime = seconds;
}

describe('课程学习', { timeout: 60_000 }, () => {
  it('opens where the learner stopped, resumes at the saved position and saves on pause', async () => {
    localStorage.setItem('token', 'portal-token');
    renderScreens({ path: '/course/courseViewing/1', screens: portalScreens });
    const video = (await screen.findByLabelText('第2章 人员人工与直接投入', {}, { timeout: 15_000 })) as HTMLVideoElement;
    await waitFor(() => expect(document.title).toBe('课程学习'));
    expect(video).toHaveAttribute('src', 'http://127.0.0.1:3100/api/course/chapters/12/video');
    expect(video).toHaveAttribute('controls');
    // The picture names the course and the chapter playing (the clips are shared sample footage).
    expect(video.parentElement).toHaveTextContent(/ · 第2章 人员人工与直接投入$/);
    loadVideo(video, 24);
    expect(video.currentTime).toBe(7.5);
    expect(await screen.findByText('已从上次看到的 0:07 继续播放。')).toBeInTheDocument();

    const chapters = screen.getByRole('navigation', { name: '课程章节' });
    expect(within(chapters).getByRole('link', { name: '第2章 人员人工与直接投入' })).toHaveAttribute('aria-current', 'true');
    expect(within(chapters).getByText('0:18 · 已学完')).toBeInTheDocument();
    expect(within(chapters).getByText('0:24 · 看到 0:07')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '课程学习进度' })).toHaveAttribute('aria-valuenow', '10');

    moveTo(video, 12.34);
    fireEvent.pause(video);
    await waitFor(() => expect(saves).toEqual([{ chapterId: '12', positionSeconds: 12.3 }]));
  });

  it('saves the position when the page is left and when another chapter is chosen', async () => {
    localStorage.setItem('token', 'portal-token');
    const { router } = renderScreens({ path: '/course/courseViewing/1?chapter=12', screens: portalScreens });
    const video = (await screen.findByLabelText('第2章 人员人工与直接投入', {}, { timeout: 15_000 })) as HTMLVideoElement;
    loadVideo(video, 24);
    moveTo(video, 15);
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(saves).toEqual([{ chapterId: '12', positionSeconds: 15 }]));

    moveTo(video, 19);
    await userEvent.click(screen.getByRole('link', { name: '第3章 预缴申报与汇算清缴' }));
    await waitFor(() => expect(router.state.location.search).toBe('?chapter=13'));
    expect(await screen.findByLabelText('第3章 预缴申报与汇算清缴')).toBeInTheDocument();
    await waitFor(() => expect(saves).toEqual([{ chapterId: '12', positionSeconds: 15 }, { chapterId: '12', positionSeconds: 19 }]));
  });

  it('never saves before the saved position was restored', async () => {
    localStorage.setItem('token', 'portal-token');
    const { router } = renderScreens({ path: '/course/courseViewing/1?chapter=12', screens: portalScreens });
    const video = (await screen.findByLabelText('第2章 人员人工与直接投入', {}, { timeout: 15_000 })) as HTMLVideoElement;
    fireEvent.pause(video);
    window.dispatchEvent(new Event('pagehide'));
    await router.navigate('/course/courseViewing/1?chapter=13');
    expect(await screen.findByLabelText('第3章 预缴申报与汇算清缴')).toBeInTheDocument();
    expect(saves).toEqual([]);
  });

  it('lets a visitor watch the trial chapter without saving, and asks them to log in for the others', async () => {
    const { router } = renderScreens({ path: '/course/courseViewing/1', screens: portalScreens });
    const video = (await screen.findByLabelText('第1章 政策沿革与适用范围', {}, { timeout: 15_000 })) as HTMLVideoElement;
    expect(screen.getByText('试看章节：登录后可保存学习进度并观看全部章节。')).toBeInTheDocument();
    loadVideo(video, 18);
    moveTo(video, 5);
    fireEvent.pause(video);
    expect(within(screen.getByRole('navigation', { name: '课程章节' })).getByText('0:24 · 登录后观看')).toBeInTheDocument();

    await router.navigate('/course/courseViewing/1?chapter=12');
    expect(await screen.findByText('本章登录后观看。第一章可以试看；登录后还会保存学习进度。')).toBeInTheDocument();
    expect(screen.queryByLabelText('第2章 人员人工与直接投入')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '登录后观看' })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/course/courseViewing/1?chapter=12')}`);
    expect(saves).toEqual([]);
  });
});
