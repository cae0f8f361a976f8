import { Paths, WantType, type WantResult } from '@emall/contract';
import { http } from '../../../lib/http.ts';

/** POST /api/evaluation/want (§7): want (type 1) or stop wanting (type 0) a review; both idempotent. */
export function setReviewWant(reviewId: string, wanted: boolean): Promise<WantResult> {
  return http.post(Paths.reviewWant, { contentId: reviewId, type: wanted ? WantType.want : WantType.cancel });
}
