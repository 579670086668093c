import { afterAll, describe, expect, it } from 'vitest';
import { COURSE_CLIPS, isClipNumber } from '../domain/course-media';
import { courseSearchDocuments } from '../domain/course-search-documents';
import { COURSE_CATEGORY_LABELS, latestCourses } from '../domain/courses';
import { openTestDatabase } from '../testing/test-database';
import { TEST_START } from '../testing/test-hosts';
import { COURSE_COUNT } from './courses';

const db = await openTestDatabase(TEST_START);
afterAll(async () => {
  await db.close();
});

describe('the course seed', () => {
  it('seeds 40+ courses in every category, each with 3 to 4 chapters', async () => {
    const count = ((await db.get('SELECT COUNT(*) AS n FROM courses')) as { n: number }).n;
    expect(count).toBe(COURSE_COUNT);
    expect(count).toBeGreaterThanOrEqual(40);
    const categories = ((await db.all('SELECT DISTINCT category FROM courses ORDER BY category')) as { category: string }[]).map((row) => row.category);
    expect(categories).toEqual(Object.keys(COURSE_CATEGORY_LABELS).sort());
    const sizes = (await db.all('SELECT COUNT(*) AS n FROM course_chapters GROUP BY course_id')) as { n: number }[];
    expect(sizes).toHaveLength(count);
    expect(sizes.every(({ n }) => n >= 3 && n <= 4)).toBe(true);
    const titles = ((await db.all('SELECT title FROM courses')) as { title: string }[]).map((row) => row.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('points every chapter at a committed clip and lasts as long as it', async () => {
    const chapters = (await db.all('SELECT clip, duration_seconds FROM course_chapters')) as { clip: number; duration_seconds: number }[];
    for (const chapter of chapters) {
      expect(isClipNumber(chapter.clip)).toBe(true);
      if (isClipNumber(chapter.clip)) expect(chapter.duration_seconds).toBe(COURSE_CLIPS[chapter.clip].seconds);
    }
    // Every clip is used somewhere, so a broken clip cannot hide.
    expect(new Set(chapters.map((chapter) => chapter.clip)).size).toBe(Object.keys(COURSE_CLIPS).length);
  });

  it('dates every course in the past year, as a YYYY-MM-DD day', async () => {
    const dates = ((await db.all('SELECT published_at FROM courses')) as { published_at: string }[]).map((row) => row.published_at);
    expect(dates.every((date) => /^\d{4}-\d{2}-\d{2}$/.test(date) && date <= TEST_START.toISOString().slice(0, 10))).toBe(true);
  });
});

describe('courseSearchDocuments', () => {
  it('gives one document per course with what a user searches: lecturer, organisation and chapters as its text, the category as its label', async () => {
    const documents = await courseSearchDocuments(db);
    expect(documents).toHaveLength(COURSE_COUNT);
    const document = documents.find((item) => item.title === '研发费用加计扣除政策与实务');
    expect(document).toMatchObject({ id: expect.stringMatching(/^\d+$/), date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(document?.text).toContain('国家税务总局杭州市税务局');
    expect(document?.meta).toContain('财税');
    expect(document?.text).toContain('预缴申报与汇算清缴');
  });
});

describe('latestCourses', () => {
  it('gives the newest courses first, up to the limit', async () => {
    const latest = await latestCourses(db, 4);
    expect(latest).toHaveLength(4);
    const newest = (await db.get('SELECT MAX(published_at) AS date FROM courses')) as { date: string };
    expect(latest[0]?.date).toBe(newest.date);
    const dates = latest.map((item) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(latest.every((item) => item.title !== '' && item.line !== '')).toBe(true);
  });
});
