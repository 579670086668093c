import type { CourseDetail, CourseList, CourseProgress, CourseSummary, MyCourse } from './types';

export function buildCourseSummary(overrides: Partial<CourseSummary> = {}): CourseSummary {
  return {
    id: 1,
    title: '研发费用加计扣除政策与实务',
    category: 'tax',
    summary: '100%加计扣除的范围、归集与留存备查',
    lecturer: { name: '陈建华', title: '所得税科 科长', organization: '国家税务总局杭州市税务局' },
    chapterCount: 3,
    durationSeconds: 72,
    learners: 2360,
    publishedAt: '2026-11-02',
    ...overrides,
  };
}

export function buildCourseDetail(overrides: Partial<CourseDetail> = {}): CourseDetail {
  return {
    ...buildCourseSummary(overrides),
    intro: ['本课程由国家税务总局杭州市税务局所得税科科长陈建华主讲。', '课程共3章，进度自动保存。'],
    audience: '有研发活动的企业财务负责人和办税人员',
    outcomes: ['弄清优惠政策的适用条件与享受方式', '用电子税务局完成申报和优惠备案'],
    lecturerIntro: '陈建华，国家税务总局杭州市税务局所得税科科长。',
    chapters: [
      { id: 11, order: 1, title: '政策沿革与适用范围', durationSeconds: 18, trial: true },
      { id: 12, order: 2, title: '人员人工与直接投入', durationSeconds: 24, trial: false },
      { id: 13, order: 3, title: '预缴申报与汇算清缴', durationSeconds: 30, trial: false },
    ],
    ...overrides,
  };
}

export function buildCourseList(rows: CourseSummary[], overrides: Partial<CourseList> = {}): CourseList {
  return { rows, total: rows.length, pageNum: 1, pageSize: 10, ...overrides };
}

/** Progress on buildCourseDetail's chapters: nothing watched unless overridden. */
export function buildCourseProgress(overrides: Partial<CourseProgress> = {}): CourseProgress {
  return {
    courseId: 1,
    percent: 0,
    completed: false,
    completedAt: null,
    lastChapterId: null,
    chapters: [11, 12, 13].map((chapterId) => ({ chapterId, positionSeconds: 0, completed: false, updatedAt: null })),
    ...overrides,
  };
}

export function buildMyCourse(overrides: Partial<MyCourse> = {}): MyCourse {
  return {
    course: buildCourseSummary(),
    percent: 35,
    completed: false,
    completedAt: null,
    completedChapters: 1,
    lastChapterId: 12,
    lastChapterTitle: '人员人工与直接投入',
    lastPositionSeconds: 7.5,
    updatedAt: '2026-11-24T02:00:00.000Z',
    ...overrides,
  };
}
