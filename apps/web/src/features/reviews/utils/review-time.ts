import { formatTime } from '../../../lib/format-time.ts';

/** The day a review was posted, China time: 2026-11-21. */
export function reviewDate(iso: string): string {
  return formatTime(iso).slice(0, 10);
}

/** The circle beside a review: the first character of the (maybe masked) name. */
export function avatarInitial(userName: string): string {
  return [...userName.trim()][0] ?? '曜';
}
