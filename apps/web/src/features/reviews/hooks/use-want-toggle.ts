import type { Review } from '@emall/contract';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useLocation } from 'react-router';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { platform } from '../../../platform/platform.ts';
import { setReviewWant } from '../api/set-review-want.ts';

type WantState = Pick<Review, 'wanted' | 'wantCount'>;

/** The cached lists a review may be in: a goods' pages and preview, the user's own list. */
const REVIEW_CACHES = [['review-list'], ['my-reviews']] as const;

interface ReviewPage {
  result: Review[];
}

function patchPage<T extends ReviewPage>(page: T, id: string, state: WantState): T {
  if (!page.result.some((r) => r.id === id)) return page;
  return { ...page, result: page.result.map((r) => (r.id === id ? { ...r, ...state } : r)) };
}

function patchData(data: unknown, id: string, state: WantState): unknown {
  if (!data || typeof data !== 'object') return data;
  if ('pages' in data && Array.isArray(data.pages)) {
    return { ...data, pages: (data.pages as ReviewPage[]).map((p) => patchPage(p, id, state)) };
  }
  if ('result' in data && Array.isArray(data.result)) return patchPage(data as ReviewPage, id, state);
  return data;
}

/** Sets a review's want state wherever it is cached. */
function patchReviewWant(queryClient: QueryClient, id: string, state: WantState): void {
  for (const queryKey of REVIEW_CACHES) {
    queryClient.setQueriesData({ queryKey: [...queryKey] }, (data: unknown) => patchData(data, id, state));
  }
}

/**
 * 想要 on a review: shown at once in every list that holds it, then the server's answer (state and
 * count) settles it; a failure puts the previous state back (the HTTP wrapper toasts why). One
 * call per review at a time. Guests go to login.
 */
export function useWantToggle() {
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  const queryClient = useQueryClient();
  const pending = useRef(new Set<string>());

  return async (review: Review): Promise<void> => {
    if (!loggedIn) {
      platform.login({ redirect: `${location.pathname}${location.search}` });
      return;
    }
    if (pending.current.has(review.id)) return;
    pending.current.add(review.id);
    const before: WantState = { wanted: review.wanted, wantCount: review.wantCount };
    const wanted = !review.wanted;
    patchReviewWant(queryClient, review.id, { wanted, wantCount: Math.max(0, review.wantCount + (wanted ? 1 : -1)) });
    try {
      const answer = await setReviewWant(review.id, wanted);
      patchReviewWant(queryClient, review.id, { wanted: answer.wanted, wantCount: answer.wantCount });
    } catch {
      patchReviewWant(queryClient, review.id, before);
    } finally {
      pending.current.delete(review.id);
    }
  };
}
