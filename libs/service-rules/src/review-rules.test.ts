import { describe, expect, it } from 'vitest';
import { isReviewEditable, reviewAverage, reviewEditableUntil } from './review-rules';

describe('review rules', () => {
  it('keeps a review editable for exactly seven days', () => {
    const written = new Date('2026-11-01T08:00:00Z');
    expect(reviewEditableUntil(written).toISOString()).toBe('2026-11-08T08:00:00.000Z');
    expect(isReviewEditable(written, new Date('2026-11-08T08:00:00Z'))).toBe(true);
    expect(isReviewEditable(written, new Date('2026-11-08T08:00:01Z'))).toBe(false);
  });

  it('averages the dimensions to one decimal', () => {
    expect(reviewAverage({ quality: 5, responsiveness: 4, professionalism: 4 })).toBe(4.3);
    expect(reviewAverage({ quality: 1, responsiveness: 1, professionalism: 1 })).toBe(1);
  });
});
