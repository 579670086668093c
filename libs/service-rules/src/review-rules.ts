/** A review may be changed for this long after it was first written (PRODUCT: editable for 7 days). */
export const REVIEW_EDIT_WINDOW_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

export type ReviewScoresInput = { quality: number; responsiveness: number; professionalism: number };

/** The last moment a review written at `createdAt` may be edited. */
export function reviewEditableUntil(createdAt: Date): Date {
  return new Date(createdAt.getTime() + REVIEW_EDIT_WINDOW_DAYS * DAY_MS);
}

export function isReviewEditable(createdAt: Date, now: Date): boolean {
  return now.getTime() <= reviewEditableUntil(createdAt).getTime();
}

/** A review's own score: the mean of its dimensions, one decimal. */
export function reviewAverage(scores: ReviewScoresInput): number {
  return Math.round(((scores.quality + scores.responsiveness + scores.professionalism) / 3) * 10) / 10;
}

export const REVIEW_DIMENSION_LABELS: Record<keyof ReviewScoresInput, string> = {
  quality: '服务质量',
  responsiveness: '响应速度',
  professionalism: '专业能力',
};
