import type { Db } from '../db/database';
import { pageWindow } from '../shared/paging';
import { containsPattern } from '../shared/sql';
import type { ValidQuery } from '../contract/queries';
import { COURSE_CLIPS, isClipNumber } from './course-media';
import type { ClipNumber } from './course-media';
import type { PortalSchemas } from '@smes/contract-types';
import { forEachInOrder, flatMapInOrder } from '../shared/in-order';

export const COURSE_NOT_FOUND = '课程不存在';
export const CHAPTER_NOT_FOUND = '章节不存在';

type CourseCategoryCode = PortalSchemas['CourseCategory'];

export const COURSE_CATEGORY_LABELS: Record<CourseCategoryCode, string> = {
  policy: '政策解读',
  tax: '财税',
  ip: '知识产权',
  digital: '数字化转型',
  finance: '融资',
  hr: '人力资源',
  legal: '法律合规',
  marketing: '市场营销',
};

type Row = {
  id: number;
  title: string;
  category: CourseCategoryCode;
  summary: string;
  lecturer_name: string;
  lecturer_title: string;
  lecturer_org: string;
  published_at: string;
  chapter_count: number;
  duration_seconds: number;
  learners: number;
};

type DetailRow = Row & { intro: string; audience: string; outcomes: string; lecturer_intro: string };

type ChapterRow = { id: number; course_id: number; position: number; title: string; clip: number; duration_seconds: number };

type ProgressRow = { chapter_id: number; position_seconds: number; completed_at: string | null; updated_at: string };

/**
 * A learner counts once they have saved a position in any chapter: the seeded number stands for the
 * platform's past learners, the live part for this server's.
 */
const COLUMNS = `c.id, c.title, c.category, c.summary, c.lecturer_name, c.lecturer_title, c.lecturer_org, c.published_at,
  (SELECT COUNT(*) FROM course_chapters ch WHERE ch.course_id = c.id) AS chapter_count,
  (SELECT COALESCE(SUM(ch.duration_seconds), 0) FROM course_chapters ch WHERE ch.course_id = c.id) AS duration_seconds,
  c.base_learners + (SELECT COUNT(DISTINCT p.user_id) FROM course_progress p WHERE p.course_id = c.id) AS learners`;

function toSummary(row: Row): PortalSchemas['CourseSummary'] {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    summary: row.summary,
    lecturer: { name: row.lecturer_name, title: row.lecturer_title, organization: row.lecturer_org },
    chapterCount: row.chapter_count,
    durationSeconds: row.duration_seconds,
    learners: row.learners,
    publishedAt: row.published_at,
  };
}

export type CourseListQuery = ValidQuery<'courseList', 'pageNum' | 'pageSize' | 'orderBy'>;

export async function listCourses(db: Db, query: CourseListQuery): Promise<PortalSchemas['CourseList']> {
  const where: string[] = [];
  const params: Record<string, string | number> = {};
  const keyword = query.keyword?.trim();
  if (keyword) {
    params['pattern'] = containsPattern(keyword);
    where.push(
      `(c.title ILIKE @pattern ESCAPE '\\' OR c.summary ILIKE @pattern ESCAPE '\\' OR c.lecturer_name ILIKE @pattern ESCAPE '\\' OR c.lecturer_org ILIKE @pattern ESCAPE '\\')`,
    );
  }
  if (query.category) {
    params['category'] = query.category;
    where.push('c.category = @category');
  }
  const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const { total } = (await db.get(`SELECT COUNT(*) AS total FROM courses c ${whereSql}`, params)) as { total: number };
  const order = query.orderBy === 'popular' ? 'learners DESC, c.published_at DESC, c.id DESC' : 'c.published_at DESC, c.id DESC';
  const rows = (await db.all(`SELECT ${COLUMNS} FROM courses c ${whereSql} ORDER BY ${order} LIMIT @limit OFFSET @offset`, {
    ...params,
    ...pageWindow(query.pageNum, query.pageSize),
  })) as Row[];
  return { rows: rows.map(toSummary), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

async function chaptersOf(db: Db, courseId: number): Promise<ChapterRow[]> {
  return (await db.all('SELECT * FROM course_chapters WHERE course_id = ? ORDER BY position', courseId)) as ChapterRow[];
}

async function findRow(db: Db, id: number): Promise<DetailRow | undefined> {
  return (await db.get(`SELECT ${COLUMNS}, c.intro, c.audience, c.outcomes, c.lecturer_intro FROM courses c WHERE c.id = ?`, id)) as
    | DetailRow
    | undefined;
}

export async function findCourse(db: Db, id: number): Promise<PortalSchemas['CourseDetail'] | undefined> {
  const row = await findRow(db, id);
  if (!row) return undefined;
  return {
    ...toSummary(row),
    intro: JSON.parse(row.intro) as string[],
    audience: row.audience,
    outcomes: JSON.parse(row.outcomes) as string[],
    lecturerIntro: row.lecturer_intro,
    // The first chapter is the trial one a visitor may watch (ADR 48).
    chapters: (await chaptersOf(db, id)).map((chapter) => ({
      id: chapter.id,
      order: chapter.position,
      title: chapter.title,
      durationSeconds: chapter.duration_seconds,
      trial: chapter.position === 1,
    })),
  };
}

/** The clip a chapter plays: the only way a video request reaches a file. */
export async function chapterClip(db: Db, chapterId: number): Promise<ClipNumber | undefined> {
  const row = (await db.get('SELECT clip FROM course_chapters WHERE id = ?', chapterId)) as { clip: number } | undefined;
  return row && isClipNumber(row.clip) ? row.clip : undefined;
}

/** Near the end counts as watched: the last 5% of a chapter, and never less than its last 2 seconds. */
export function isNearEnd(positionSeconds: number, durationSeconds: number): boolean {
  return durationSeconds - positionSeconds <= Math.max(2, durationSeconds * 0.05);
}

async function progressOf(db: Db, courseId: number, userId: number, chapters: readonly ChapterRow[]): Promise<PortalSchemas['CourseProgress']> {
  const saved = new Map(
    (
      (await db.all('SELECT chapter_id, position_seconds, completed_at, updated_at FROM course_progress WHERE user_id = ? AND course_id = ?', userId, courseId)) as ProgressRow[]
    ).map((row) => [row.chapter_id, row]),
  );
  const total = chapters.reduce((sum, chapter) => sum + chapter.duration_seconds, 0);
  let watched = 0;
  let last: ProgressRow | undefined;
  const rows = chapters.map((chapter) => {
    const row = saved.get(chapter.id);
    if (row && (!last || row.updated_at > last.updated_at)) last = row;
    const completed = row?.completed_at != null;
    watched += completed ? chapter.duration_seconds : Math.min(row?.position_seconds ?? 0, chapter.duration_seconds);
    return { chapterId: chapter.id, positionSeconds: row?.position_seconds ?? 0, completed, updatedAt: row?.updated_at ?? null };
  });
  const completed = rows.length > 0 && rows.every((row) => row.completed);
  const completedAt = completed ? [...saved.values()].reduce((latest, row) => ((row.completed_at ?? '') > latest ? (row.completed_at ?? '') : latest), '') : null;
  return {
    courseId,
    // 100 means every chapter watched to its end; time watched alone stops at 99.
    percent: completed ? 100 : Math.min(99, Math.floor((watched / Math.max(total, 1)) * 100)),
    completed,
    completedAt,
    lastChapterId: last?.chapter_id ?? null,
    chapters: rows,
  };
}

/** The user's own progress on a course; `undefined` when there is no such course. */
export async function courseProgress(db: Db, courseId: number, userId: number): Promise<PortalSchemas['CourseProgress'] | undefined> {
  if (!await findRow(db, courseId)) return undefined;
  return await progressOf(db, courseId, userId, await chaptersOf(db, courseId));
}

/**
 * Saves the user's position in a chapter (cut to the chapter's length) and marks the chapter watched once
 * the position is near its end; a watched chapter stays watched when the user goes back to an earlier part.
 * Only ever the caller's own row: the key is (user, chapter).
 */
export async function saveChapterProgress(db: Db, chapterId: number, userId: number, positionSeconds: number, now: Date): Promise<PortalSchemas['CourseProgress'] | undefined> {
  const chapter = (await db.get('SELECT * FROM course_chapters WHERE id = ?', chapterId)) as ChapterRow | undefined;
  if (!chapter) return undefined;
  const at = now.toISOString();
  const position = Math.min(positionSeconds, chapter.duration_seconds);
  await db.run(`INSERT INTO course_progress (user_id, chapter_id, course_id, position_seconds, completed_at, updated_at)
     VALUES (@userId, @chapterId, @courseId, @position, @completedAt, @at)
     ON CONFLICT (user_id, chapter_id) DO UPDATE SET
       position_seconds = excluded.position_seconds,
       completed_at = COALESCE(course_progress.completed_at, excluded.completed_at),
       updated_at = excluded.updated_at`, {
    userId,
    chapterId,
    courseId: chapter.course_id,
    position,
    completedAt: isNearEnd(position, chapter.duration_seconds) ? at : null,
    at,
  });
  return await progressOf(db, chapter.course_id, userId, await chaptersOf(db, chapter.course_id));
}

export type MyCourseQuery = ValidQuery<'courseMine', 'pageNum' | 'pageSize'>;

/** 我的课程: every course the user has saved a position in, the most recently studied first. */
export async function listMyCourses(db: Db, userId: number, query: MyCourseQuery): Promise<PortalSchemas['MyCoursePage']> {
  const ids = (
    (await db.all('SELECT course_id, MAX(updated_at) AS studied FROM course_progress WHERE user_id = ? GROUP BY course_id ORDER BY studied DESC, course_id DESC', userId)) as { course_id: number; studied: string }[]
  ).map((row) => row.course_id);
  const all = await flatMapInOrder(ids, async (id): Promise<PortalSchemas['MyCourse'][]> => {
      const row = await findRow(db, id);
      if (!row) return [];
      const chapters = await chaptersOf(db, id);
      const progress = await progressOf(db, id, userId, chapters);
      const lastId = progress.lastChapterId;
      const lastChapter = chapters.find((chapter) => chapter.id === lastId);
      const lastProgress = progress.chapters.find((chapter) => chapter.chapterId === lastId);
      if (!lastChapter || !lastProgress?.updatedAt) return [];
      return [
        {
          course: toSummary(row),
          percent: progress.percent,
          completed: progress.completed,
          completedAt: progress.completedAt,
          completedChapters: progress.chapters.filter((chapter) => chapter.completed).length,
          lastChapterId: lastChapter.id,
          lastChapterTitle: lastChapter.title,
          lastPositionSeconds: lastProgress.positionSeconds,
          updatedAt: lastProgress.updatedAt,
        },
      ];
    });
  const wanted = query.status === undefined ? all : all.filter((course) => course.completed === (query.status === 'completed'));
  const { limit, offset } = pageWindow(query.pageNum, query.pageSize);
  return { rows: wanted.slice(offset, offset + limit), total: wanted.length, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** The home page's freshest courses (ADR 48): id, title, one line and the day it went online. */
export async function latestCourses(db: Db, limit: number): Promise<{ id: number; title: string; line: string; date: string }[]> {
  return (
    (await db.all('SELECT id, title, summary, published_at FROM courses ORDER BY published_at DESC, id DESC LIMIT ?', limit)) as {
      id: number;
      title: string;
      summary: string;
      published_at: string;
    }[]
  ).map((row) => ({ id: row.id, title: row.title, line: row.summary, date: row.published_at }));
}

export type NewCourse = {
  title: string;
  category: CourseCategoryCode;
  summary: string;
  intro: readonly string[];
  audience: string;
  outcomes: readonly string[];
  lecturer: { name: string; title: string; organization: string; intro: string };
  baseLearners: number;
  publishedAt: string;
  chapters: readonly { title: string; clip: ClipNumber }[];
};

/** A course and its chapters; each chapter lasts as long as the clip it plays. */
export async function insertCourse(db: Db, course: NewCourse): Promise<number> {
  const id = Number(
    (await db.run(`INSERT INTO courses (title, category, summary, intro, audience, outcomes, lecturer_name, lecturer_title, lecturer_org, lecturer_intro, base_learners, published_at)
       VALUES (@title, @category, @summary, @intro, @audience, @outcomes, @lecturerName, @lecturerTitle, @lecturerOrg, @lecturerIntro, @baseLearners, @publishedAt) RETURNING id`, {
      title: course.title,
      category: course.category,
      summary: course.summary,
      intro: JSON.stringify(course.intro),
      audience: course.audience,
      outcomes: JSON.stringify(course.outcomes),
      lecturerName: course.lecturer.name,
      lecturerTitle: course.lecturer.title,
      lecturerOrg: course.lecturer.organization,
      lecturerIntro: course.lecturer.intro,
      baseLearners: course.baseLearners,
      publishedAt: course.publishedAt,
    })).lastInsertRowid,
  );
  await forEachInOrder(course.chapters, async (chapter, index) => {
      await db.run('INSERT INTO course_chapters (course_id, position, title, clip, duration_seconds) VALUES (?, ?, ?, ?, ?)', id, index + 1, chapter.title, chapter.clip, COURSE_CLIPS[chapter.clip].seconds);
    });
  return id;
}
