import type { CourseCategory, CourseChapter, CourseProgress, CourseQuery } from '@smes/api';
import { PORTAL_QUERY_LIMITS } from '@smes/contract-types';
import { readEnum, readPage, readPageSize, readPositiveInt, readText } from '../../shared/list/list-params';

// The filters' values and limits are the contract's (openapi/portal.yaml).
const COURSE_LIST = PORTAL_QUERY_LIMITS.courseList;
export const COURSE_CATEGORIES = COURSE_LIST.category.enum;
export const COURSE_ORDERS = COURSE_LIST.orderBy.enum;

export const COURSE_CATEGORY_LABELS: Record<CourseCategory, string> = {
  policy: '政策解读',
  tax: '财税',
  ip: '知识产权',
  digital: '数字化转型',
  finance: '融资',
  hr: '人力资源',
  legal: '法律合规',
  marketing: '市场营销',
};

export const COURSE_ORDER_LABELS: Record<(typeof COURSE_ORDERS)[number], string> = { newest: '最新上线', popular: '最多人学' };

export const COURSE_LIST_DEFAULTS = { pageNum: 1, pageSize: 10, orderBy: 'newest' } as const;

/** The list's URL: category, keyword and order; a malformed value falls back to absent (or the default order). */
export function parseCourseQuery(params: URLSearchParams): CourseQuery {
  const query: CourseQuery = { pageNum: readPage(params), pageSize: readPageSize(params), orderBy: readEnum(params, 'orderBy', COURSE_ORDERS) ?? 'newest' };
  const keyword = readText(params, 'keyword', COURSE_LIST.keyword.maxLength);
  const category = readEnum(params, 'category', COURSE_CATEGORIES);
  if (keyword) query.keyword = keyword;
  if (category) query.category = category;
  return query;
}

/** courseViewing's `?chapter=`: a positive id, or undefined. */
export function readChapterParam(params: URLSearchParams): number | undefined {
  return readPositiveInt(params, 'chapter');
}

/** A player's clock: 0:07, 1:05, 1:02:03. */
export function clockText(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** A course's length as a reader says it: 45 秒, 2 分 12 秒, 1 小时 5 分. */
export function durationText(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  if (seconds < 60) return `${seconds} 秒`;
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h > 0) return m > 0 ? `${h} 小时 ${m} 分` : `${h} 小时`;
  return s > 0 ? `${m} 分 ${s} 秒` : `${m} 分钟`;
}

/** The server's rule (domain/courses.ts isNearEnd): the last 5% of a chapter, never less than its last 2 seconds. */
export function isNearEnd(positionSeconds: number, durationSeconds: number): boolean {
  return durationSeconds - positionSeconds <= Math.max(2, durationSeconds * 0.05);
}

/**
 * Where a chapter starts playing: the saved position, or the beginning when nothing is saved or the chapter
 * was watched to its end (starting a finished chapter at its last second would end it at once).
 */
export function resumePosition(progress: CourseProgress | undefined, chapter: Pick<CourseChapter, 'id' | 'durationSeconds'>): number {
  const saved = progress?.chapters.find((row) => row.chapterId === chapter.id)?.positionSeconds ?? 0;
  return saved > 0 && !isNearEnd(saved, chapter.durationSeconds) ? saved : 0;
}

/**
 * The chapter courseViewing opens: the one in the address if the course has it, else where the learner last
 * stopped, else the first.
 */
export function chapterToOpen(chapters: readonly CourseChapter[], requested: number | undefined, progress: CourseProgress | undefined): CourseChapter | undefined {
  return (
    chapters.find((chapter) => chapter.id === requested) ??
    chapters.find((chapter) => chapter.id === progress?.lastChapterId) ??
    chapters[0]
  );
}
