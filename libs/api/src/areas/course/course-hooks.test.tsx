// @vitest-environment happy-dom
import { createSessionStore } from '@smes/session';
import type { SessionStore } from '@smes/session';
import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorEnvelope, okEnvelope, portalHandler, apiTestProviders, testQueryClient } from '../../testing';
import { chapterVideoUrl } from './chapter-video-url';
import { normalizeCourseQuery, useCourses } from './get-courses';
import { useCourseProgress } from './get-course-progress';
import { courseKeys } from './keys';
import { useSaveChapterProgress } from './save-chapter-progress';
import { buildCourseList, buildCourseProgress, buildCourseSummary } from './testing';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

function setup() {
  const store: SessionStore = createSessionStore({ eventTarget: null });
  store.setToken('portal-token');
  const notify = vi.fn();
  const queryClient = testQueryClient();
  const { Wrapper } = apiTestProviders({ queryClient, store, notify });
  return { Wrapper, queryClient, notify };
}

describe('找培训 requests', () => {
  it('lists courses with the normalised query under the public key', async () => {
    const seen: string[] = [];
    server.use(
      portalHandler('get', '/api/course/list', ({ request }) => {
        seen.push(new URL(request.url).search);
        return { status: 200, body: okEnvelope(buildCourseList([buildCourseSummary()])) };
      }),
    );
    const { Wrapper, queryClient } = setup();
    const { result } = renderHook(() => useCourses({ query: { pageNum: 1, pageSize: 10, keyword: '  加计扣除 ', category: 'tax', orderBy: 'popular' } }), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(seen).toEqual([`?pageNum=1&pageSize=10&keyword=${encodeURIComponent('加计扣除')}&category=tax&orderBy=popular`]);
    const key = courseKeys.list(normalizeCourseQuery({ pageNum: 1, pageSize: 10, keyword: '加计扣除', category: 'tax', orderBy: 'popular' }));
    expect(queryClient.getQueryData(key)).toMatchObject({ total: 1 });
    expect(key.slice(0, 2)).toEqual(['portal', 'course']);
  });

  it('saves a position rounded to a tenth and puts the answer into the course progress', async () => {
    const bodies: unknown[] = [];
    const saved = buildCourseProgress({ lastChapterId: 12, percent: 10 });
    server.use(
      portalHandler('get', '/api/course/{id}/progress', () => ({ status: 200, body: okEnvelope(buildCourseProgress()) })),
      portalHandler('put', '/api/course/chapters/{id}/progress', async ({ request, params }) => {
        expect(params['id']).toBe('12');
        bodies.push(await request.json());
        return { status: 200, body: okEnvelope(saved) };
      }),
    );
    const { Wrapper, queryClient } = setup();
    const { result } = renderHook(() => ({ progress: useCourseProgress(1), save: useSaveChapterProgress(1) }), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.progress.isSuccess).toBe(true));
    await act(() => result.current.save.mutateAsync({ chapterId: 12, positionSeconds: 7.4567 }));
    expect(bodies).toEqual([{ positionSeconds: 7.5 }]);
    expect(queryClient.getQueryData(courseKeys.progress(1))).toEqual(saved);
    expect(courseKeys.progress(1).slice(0, 2)).toEqual(['portal', 'user']);
  });

  it('does not toast a failed save (the next one retries it)', async () => {
    server.use(portalHandler('put', '/api/course/chapters/{id}/progress', () => ({ status: 200, body: errorEnvelope(500, '服务器开小差了') })));
    const { Wrapper, notify } = setup();
    const { result } = renderHook(() => useSaveChapterProgress(1), { wrapper: Wrapper });
    await act(async () => {
      await expect(result.current.mutateAsync({ chapterId: 12, positionSeconds: 3 })).rejects.toBeDefined();
    });
    expect(notify).not.toHaveBeenCalled();
  });

  it('builds the chapter video address on the API host', () => {
    expect(chapterVideoUrl('http://127.0.0.1:3100/', 12)).toBe('http://127.0.0.1:3100/api/course/chapters/12/video');
  });
});
