import { clipFile, parseByteRange } from '../../domain/course-media';
import {
  CHAPTER_NOT_FOUND,
  COURSE_NOT_FOUND,
  chapterClip,
  courseProgress,
  findCourse,
  listCourses,
  listMyCourses,
  saveChapterProgress,
} from '../../domain/courses';
import type { CourseListQuery, MyCourseQuery } from '../../domain/courses';
import { HttpError } from '../../http/http-error';
import { failure, ok } from '../envelope';
import { requireSession } from '../session';
import type { Handler, PortalDeps } from './types';
import type { PortalSchemas } from '@smes/contract-types';

type IdParams = { id: number };

export const RANGE_NOT_SATISFIABLE = '请求的范围超出视频长度';

/** A day: the clips never change while the server runs, and a new clip set comes with new ETags. */
const VIDEO_CACHE_CONTROL = 'public, max-age=86400';

export function courseHandlers({ db, now }: PortalDeps): Record<string, Handler> {
  return {
    courseList: async (request) => ok(await listCourses(db, request.query as CourseListQuery)),
    courseDetail: async (request) => {
      const detail = await findCourse(db, (request.params as IdParams).id);
      if (!detail) throw new HttpError(404, COURSE_NOT_FOUND);
      return ok(detail);
    },
    courseProgress: async (request) => {
      const progress = await courseProgress(db, (request.params as IdParams).id, requireSession(request).user.id);
      if (!progress) throw new HttpError(404, COURSE_NOT_FOUND);
      return ok(progress);
    },
    courseChapterProgressSave: async (request) => {
      const { user } = requireSession(request);
      const { positionSeconds } = request.body as PortalSchemas['CourseChapterProgressSave'];
      const progress = await saveChapterProgress(db, (request.params as IdParams).id, user.id, positionSeconds, now());
      if (!progress) throw new HttpError(404, CHAPTER_NOT_FOUND);
      return ok(progress, '已记录学习进度');
    },
    courseMine: async (request) => ok(await listMyCourses(db, requireSession(request).user.id, request.query as MyCourseQuery)),
    /**
     * The chapter's clip with single-range support, which is what a browser's <video> needs to seek. The file
     * is chosen by the chapter's row, never by anything in the request.
     */
    courseChapterVideo: async (request, reply) => {
      const clip = await chapterClip(db, (request.params as IdParams).id);
      if (clip === undefined) throw new HttpError(404, CHAPTER_NOT_FOUND);
      const file = clipFile(clip);
      const size = file.body.length;
      reply
        .header('Accept-Ranges', 'bytes')
        .header('Cache-Control', VIDEO_CACHE_CONTROL)
        .header('ETag', file.etag)
        .header('Last-Modified', file.lastModified)
        .header('X-Content-Type-Options', 'nosniff');
      const range = request.headers.range;
      const ifRange = request.headers['if-range'];
      // If-Range names the copy the client already holds part of; for any other copy the whole file is sent.
      const honoursRange = range !== undefined && (ifRange === undefined || ifRange === file.etag || ifRange === file.lastModified);
      if (!range && request.headers['if-none-match'] === file.etag) return reply.code(304).send();
      const wanted = honoursRange ? parseByteRange(range, size) : undefined;
      if (wanted === 'unsatisfiable') {
        return reply.code(416).header('Content-Range', `bytes */${size}`).type('application/json; charset=utf-8').send(failure(416, RANGE_NOT_SATISFIABLE));
      }
      reply.type('video/webm');
      if (wanted === undefined) return reply.code(200).header('Content-Length', size).send(file.body);
      return reply
        .code(206)
        .header('Content-Range', `bytes ${wanted.start}-${wanted.end}/${size}`)
        .header('Content-Length', wanted.end - wanted.start + 1)
        .send(file.body.subarray(wanted.start, wanted.end + 1));
    },
  };
}
