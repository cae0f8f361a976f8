import { MEDIA_BASE, REVIEW_CONTENT_MAX, REVIEW_RATING_MAX } from '@emall/contract';

/** Characters of a review's text as a person counts them: code points, so an emoji is one (the server's schema counts alike). */
export function reviewTextLength(text: string): number {
  return [...text].length;
}

/**
 * Every piece of the line was refunded (issue 15): it takes no review, and a review written
 * before stays its author's but leaves the goods' public list and rating (reviews decision).
 */
export function isLineRefunded(line: { num: number; refundedNum: number }): boolean {
  return line.refundedNum >= line.num;
}

/** A review's text may be posted: 1–500 characters and not only white space. It is stored as written. */
export function isReviewTextValid(text: string): boolean {
  const length = reviewTextLength(text);
  return length >= 1 && length <= REVIEW_CONTENT_MAX && text.trim().length > 0;
}

/** A reviewer's name when the review is anonymous: the first and last characters around three stars (曜川车友0001 → 曜***1). */
export function maskReviewerName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length === 0) return '***';
  if (chars.length === 1) return `${chars[0]}***`;
  return `${chars[0]}***${chars[chars.length - 1]}`;
}

/** The name a review shows: masked when the reviewer asked to stay anonymous. */
export function reviewerName(anonymous: boolean, nickname: string): string {
  return anonymous ? maskReviewerName(nickname) : nickname;
}

const UPLOAD_NAME = /^u-[0-9a-f]{32}\.webp$/;

/** The media file of a picture url the upload answered (/media/u-<32 hex>.webp), or null for any other url. */
export function uploadNameOf(url: string): string | null {
  const prefix = `${MEDIA_BASE}/`;
  if (!url.startsWith(prefix)) return null;
  const name = url.slice(prefix.length);
  return UPLOAD_NAME.test(name) ? name : null;
}

export interface RatingSummary {
  total: number;
  /** Mean with one decimal, 0 without ratings. */
  average: number;
  /** Percent of 4 and 5 stars, rounded; 0 without ratings. */
  goodRate: number;
  /** Counts of 1…5 stars. */
  stars: number[];
}

/** The summary of a goods' ratings from how many gave each number of stars (index 0 = 1 star). */
export function ratingSummary(starCounts: readonly number[]): RatingSummary {
  const stars = Array.from({ length: REVIEW_RATING_MAX }, (_, i) => starCounts[i] ?? 0);
  const total = stars.reduce((sum, n) => sum + n, 0);
  if (total === 0) return { total, average: 0, goodRate: 0, stars };
  const points = stars.reduce((sum, n, i) => sum + n * (i + 1), 0);
  const good = stars.slice(3).reduce((sum, n) => sum + n, 0);
  return { total, average: Math.round((points / total) * 10) / 10, goodRate: Math.round((good * 100) / total), stars };
}
