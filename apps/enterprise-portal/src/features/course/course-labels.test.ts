import { describe, expect, it } from 'vitest';
import { buildCourseDetail, buildCourseProgress } from '@smes/api/testing';
import { chapterToOpen, clockText, durationText, isNearEnd, parseCourseQuery, readChapterParam, resumePosition } from './course-labels';

describe('course labels', () => {
  it('reads the list URL and drops what the contract does not allow', () => {
    expect(parseCourseQuery(new URLSearchParams('category=tax&keyword=加计扣除&orderBy=popular&pageNum=2'))).toEqual({
      pageNum: 2,
      pageSize: 10,
      orderBy: 'popular',
      category: 'tax',
      keyword: '加计扣除',
    });
    expect(parseCourseQuery(new URLSearchParams('category=cooking&orderBy=cheapest'))).toEqual({ pageNum: 1, pageSize: 10, orderBy: 'newest' });
    expect(readChapterParam(new URLSearchParams('chapter=12'))).toBe(12);
    expect(readChapterParam(new URLSearchParams('chapter=x'))).toBeUndefined();
  });

  it('writes clocks and durations', () => {
    expect(clockText(7.9)).toBe('0:07');
    expect(clockText(65)).toBe('1:05');
    expect(clockText(3723)).toBe('1:02:03');
    expect(durationText(45)).toBe('45 秒');
    expect(durationText(132)).toBe('2 分 12 秒');
    expect(durationText(120)).toBe('2 分钟');
    expect(durationText(3900)).toBe('1 小时 5 分');
  });

  it('resumes at the saved position unless the chapter was watched to its end', () => {
    const chapter = { id: 12, durationSeconds: 24 };
    const progress = (positionSeconds: number) =>
      buildCourseProgress({ chapters: [{ chapterId: 12, positionSeconds, completed: false, updatedAt: '2026-11-24T02:00:00.000Z' }] });
    expect(resumePosition(undefined, chapter)).toBe(0);
    expect(resumePosition(progress(7.5), chapter)).toBe(7.5);
    expect(resumePosition(progress(22.5), chapter)).toBe(0);
    expect(isNearEnd(38, 40)).toBe(true);
    expect(isNearEnd(37.9, 40)).toBe(false);
  });

  it('opens the chapter in the address, else the last one studied, else the first', () => {
    const { chapters } = buildCourseDetail();
    expect(chapterToOpen(chapters, 13, buildCourseProgress({ lastChapterId: 12 }))?.id).toBe(13);
    expect(chapterToOpen(chapters, 99, buildCourseProgress({ lastChapterId: 12 }))?.id).toBe(12);
    expect(chapterToOpen(chapters, undefined, undefined)?.id).toBe(11);
  });
});
