import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalSchemas } from '@smes/contract-types';
import { HOUR_MS } from '../clock';
import { clipFile } from '../domain/course-media';
import { bearer, body, createTestHosts, portalTokenFor } from '../testing/test-hosts';
import type { Envelope, TestHosts } from '../testing/test-hosts';

type Detail = PortalSchemas['CourseDetail'];
type Progress = PortalSchemas['CourseProgress'];
type MyCourses = PortalSchemas['MyCoursePage'];

let hosts: TestHosts;
let owner: string;
let other: string;

beforeAll(async () => {
  hosts = await createTestHosts();
  owner = await portalTokenFor(hosts, '13800138000');
  other = await portalTokenFor(hosts, '13800138001');
});

afterAll(async () => {
  await hosts.close();
});

function call(method: 'GET' | 'PUT', url: string, token?: string, payload?: object, headers: Record<string, string> = {}) {
  return hosts.portal.inject({ method, url, headers: { ...(token ? bearer(token) : {}), ...headers }, ...(payload ? { payload } : {}) });
}

async function data<T>(method: 'GET' | 'PUT', url: string, token?: string, payload?: object): Promise<T> {
  const response = await call(method, url, token, payload);
  expect(response.statusCode, response.body).toBe(200);
  return body<Envelope<T>>(response).data;
}

async function firstCourseId(): Promise<number> {
  return ((await hosts.db.get('SELECT id FROM courses ORDER BY id LIMIT 1')) as { id: number }).id;
}

/** A course of the seed with at least three chapters, and its detail. */
async function courseWithChapters(offset = 0): Promise<Detail> {
  const { id } = (await hosts.db.get('SELECT course_id AS id FROM course_chapters GROUP BY course_id HAVING COUNT(*) >= 3 ORDER BY course_id LIMIT 1 OFFSET ?', offset)) as { id: number };
  return await data<Detail>('GET', `/api/course/${id}`);
}

describe('course list and detail', () => {
  it('filters by category and keyword, and sorts by popularity', async () => {
    const all = await data<PortalSchemas['CourseList']>('GET', '/api/course/list?pageSize=100');
    expect(all.total).toBeGreaterThanOrEqual(40);
    const dates = all.rows.map((row) => row.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const tax = await data<PortalSchemas['CourseList']>('GET', '/api/course/list?category=tax&pageSize=100');
    expect(tax.total).toBeGreaterThan(0);
    expect(tax.rows.every((row) => row.category === 'tax')).toBe(true);
    const found = await data<PortalSchemas['CourseList']>('GET', `/api/course/list?keyword=${encodeURIComponent('加计扣除')}`);
    expect(found.rows.map((row) => row.title)).toContain('研发费用加计扣除政策与实务');
    const popular = await data<PortalSchemas['CourseList']>('GET', '/api/course/list?orderBy=popular&pageSize=100');
    const learners = popular.rows.map((row) => row.learners);
    expect(learners).toEqual([...learners].sort((a, b) => b - a));
    expect((await call('GET', '/api/course/list?category=cooking')).statusCode).toBe(400);
  });

  it('gives a detail with lecturer, audience and chapters, the first one the trial', async () => {
    const detail = await courseWithChapters();
    expect(detail.lecturer.organization).not.toBe('');
    expect(detail.chapters.map((chapter) => chapter.order)).toEqual(detail.chapters.map((_, index) => index + 1));
    expect(detail.chapters.map((chapter) => chapter.trial)).toEqual(detail.chapters.map((_, index) => index === 0));
    expect(detail.durationSeconds).toBe(detail.chapters.reduce((sum, chapter) => sum + chapter.durationSeconds, 0));
    const missing = await call('GET', '/api/course/99999');
    expect(missing.statusCode).toBe(404);
    expect(body(missing).msg).toBe('课程不存在');
  });
});

describe('chapter video', () => {
  async function chapterOfClip(): Promise<{ id: number; size: number; etag: string }> {
    const { id, clip } = (await hosts.db.get('SELECT id, clip FROM course_chapters ORDER BY id LIMIT 1')) as { id: number; clip: 1 | 2 | 3 | 4 | 5 };
    const file = clipFile(clip);
    return { id, size: file.body.length, etag: file.etag };
  }

  it('sends the whole clip with its headers', async () => {
    const { id, size, etag } = await chapterOfClip();
    const response = await call('GET', `/api/course/chapters/${id}/video`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('video/webm');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['etag']).toBe(etag);
    expect(Number(response.headers['content-length'])).toBe(size);
    expect(response.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
  });

  it('answers the first, a middle and a suffix range with 206', async () => {
    const { id, size } = await chapterOfClip();
    const whole = (await call('GET', `/api/course/chapters/${id}/video`)).rawPayload;
    const first = await call('GET', `/api/course/chapters/${id}/video`, undefined, undefined, { range: 'bytes=0-1023' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-1023/${size}`);
    expect(first.headers['content-type']).toBe('video/webm');
    expect(first.rawPayload.equals(whole.subarray(0, 1024))).toBe(true);
    const middle = await call('GET', `/api/course/chapters/${id}/video`, undefined, undefined, { range: 'bytes=5000-5099' });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe(`bytes 5000-5099/${size}`);
    expect(middle.rawPayload.equals(whole.subarray(5000, 5100))).toBe(true);
    const open = await call('GET', `/api/course/chapters/${id}/video`, undefined, undefined, { range: `bytes=${size - 10}-` });
    expect(open.headers['content-range']).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    const suffix = await call('GET', `/api/course/chapters/${id}/video`, undefined, undefined, { range: 'bytes=-500' });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.headers['content-range']).toBe(`bytes ${size - 500}-${size - 1}/${size}`);
    expect(suffix.rawPayload.equals(whole.subarray(size - 500))).toBe(true);
  });

  it('refuses a range past the end with 416 and the file size', async () => {
    const { id, size } = await chapterOfClip();
    const response = await call('GET', `/api/course/chapters/${id}/video`, undefined, undefined, { range: `bytes=${size}-` });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${size}`);
    expect(body(response)).toMatchObject({ code: 416, msg: '请求的范围超出视频长度' });
  });

  it('sends the whole file when If-Range names another copy, and 304 for a copy still current', async () => {
    const { id, size, etag } = await chapterOfClip();
    const stale = await call('GET', `/api/course/chapters/${id}/video`, undefined, undefined, { range: 'bytes=0-9', 'if-range': '"old"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(size);
    expect((await call('GET', `/api/course/chapters/${id}/video`, undefined, undefined, { range: 'bytes=0-9', 'if-range': etag })).statusCode).toBe(206);
    expect((await call('GET', `/api/course/chapters/${id}/video`, undefined, undefined, { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('answers an unknown chapter with the 404 envelope', async () => {
    const response = await call('GET', '/api/course/chapters/99999/video');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(body(response)).toMatchObject({ code: 404, msg: '章节不存在', data: null });
    expect((await call('GET', '/api/course/chapters/..%2F..%2Fpackage.json/video')).statusCode).toBe(400);
  });
});

describe('progress per user and chapter', () => {
  it('saves, restores and cuts a position to the chapter, and completes a chapter near its end', async () => {
    const detail = await courseWithChapters();
    const [first, second] = detail.chapters;
    if (!first || !second) throw new Error('course needs chapters');
    const saved = await data<Progress>('PUT', `/api/course/chapters/${second.id}/progress`, owner, { positionSeconds: 7.5 });
    expect(saved).toMatchObject({ courseId: detail.id, lastChapterId: second.id, completed: false });
    expect(saved.chapters.find((chapter) => chapter.chapterId === second.id)).toMatchObject({ positionSeconds: 7.5, completed: false });
    expect(saved.percent).toBe(Math.floor((7.5 / detail.durationSeconds) * 100));
    const restored = await data<Progress>('GET', `/api/course/${detail.id}/progress`, owner);
    expect(restored.chapters.find((chapter) => chapter.chapterId === second.id)?.positionSeconds).toBe(7.5);

    hosts.clock.advance(HOUR_MS);
    const ended = await data<Progress>('PUT', `/api/course/chapters/${first.id}/progress`, owner, { positionSeconds: 9999 });
    expect(ended.chapters.find((chapter) => chapter.chapterId === first.id)).toMatchObject({ positionSeconds: first.durationSeconds, completed: true });
    expect(ended.lastChapterId).toBe(first.id);
    // Going back to the start keeps the chapter watched.
    const rewound = await data<Progress>('PUT', `/api/course/chapters/${first.id}/progress`, owner, { positionSeconds: 1 });
    expect(rewound.chapters.find((chapter) => chapter.chapterId === first.id)).toMatchObject({ positionSeconds: 1, completed: true });
  });

  it('completes the course when every chapter is watched, and lists it under 已学完', async () => {
    const detail = await courseWithChapters(1);
    let progress: Progress | undefined;
    for (const chapter of detail.chapters) {
      expect(progress?.completed ?? false).toBe(false);
      progress = await data<Progress>('PUT', `/api/course/chapters/${chapter.id}/progress`, owner, { positionSeconds: chapter.durationSeconds - 1 });
    }
    expect(progress).toMatchObject({ completed: true, percent: 100, completedAt: hosts.clock.now().toISOString() });
    const completed = await data<MyCourses>('GET', '/api/course/mine?status=completed', owner);
    expect(completed.rows.map((row) => row.course.id)).toEqual([detail.id]);
    const learning = await data<MyCourses>('GET', '/api/course/mine?status=learning', owner);
    expect(learning.rows.every((row) => !row.completed)).toBe(true);
    expect(learning.rows.map((row) => row.course.id)).not.toContain(detail.id);
    const [row] = learning.rows;
    expect(row).toMatchObject({ lastChapterTitle: expect.any(String), percent: expect.any(Number) });
  });

  it('never shows or changes another user’s progress', async () => {
    const detail = await courseWithChapters(2);
    const chapter = detail.chapters[0];
    if (!chapter) throw new Error('course needs chapters');
    await data<Progress>('PUT', `/api/course/chapters/${chapter.id}/progress`, owner, { positionSeconds: 5 });
    const theirs = await data<Progress>('GET', `/api/course/${detail.id}/progress`, other);
    expect(theirs.chapters.every((row) => row.positionSeconds === 0 && row.updatedAt === null)).toBe(true);
    expect((await data<MyCourses>('GET', '/api/course/mine', other)).total).toBe(0);
    await data<Progress>('PUT', `/api/course/chapters/${chapter.id}/progress`, other, { positionSeconds: 11 });
    const mine = await data<Progress>('GET', `/api/course/${detail.id}/progress`, owner);
    expect(mine.chapters.find((row) => row.chapterId === chapter.id)?.positionSeconds).toBe(5);
  });

  it('needs a login, a known chapter and a position in range', async () => {
    const id = await firstCourseId();
    expect((await call('GET', `/api/course/${id}/progress`)).statusCode).toBe(401);
    expect((await call('PUT', '/api/course/chapters/1/progress', undefined, { positionSeconds: 3 })).statusCode).toBe(401);
    expect((await call('GET', '/api/course/mine')).statusCode).toBe(401);
    const missing = await call('PUT', '/api/course/chapters/99999/progress', owner, { positionSeconds: 3 });
    expect(missing.statusCode).toBe(404);
    expect(body(missing).msg).toBe('章节不存在');
    expect((await call('GET', '/api/course/99999/progress', owner)).statusCode).toBe(404);
    expect((await call('PUT', '/api/course/chapters/1/progress', owner, { positionSeconds: -1 })).statusCode).toBe(400);
    expect((await call('PUT', '/api/course/chapters/1/progress', owner, { positionSeconds: 3, userId: 2 })).statusCode).toBe(400);
  });

  it('counts a learner once in the course’s learners', async () => {
    const detail = await courseWithChapters(3);
    const before = detail.learners;
    const [a, b] = detail.chapters;
    if (!a || !b) throw new Error('course needs chapters');
    await data<Progress>('PUT', `/api/course/chapters/${a.id}/progress`, owner, { positionSeconds: 2 });
    await data<Progress>('PUT', `/api/course/chapters/${b.id}/progress`, owner, { positionSeconds: 2 });
    expect((await data<Detail>('GET', `/api/course/${detail.id}`)).learners).toBe(before + 1);
  });
});
