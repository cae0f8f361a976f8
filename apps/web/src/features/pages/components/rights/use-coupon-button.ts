import {
  COUPON_CLAIM_MAX_RETRIES,
  COUPON_CLAIM_RETRY_MS,
  CouponButtonState,
  ErrorCode,
  Text,
  type CouponCard,
  type CouponClaimResult,
  type PageConfig,
} from '@emall/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../../lib/http.ts';
import { useIsLoggedIn } from '../../../../lib/session.ts';
import { showToast } from '../../../../lib/toast.ts';
import { currentLocationPath } from '../../../../platform/location.ts';
import { platform } from '../../../../platform/platform.ts';
import { claimCoupon } from '../../../rights/api/claim-coupon.ts';
import { couponState, couponUnavailableText } from '../../utils/coupon-display.ts';

export type ClaimOutcome = { kind: 'claimed'; result: CouponClaimResult } | { kind: 'busy' } | { kind: 'failed'; error: ApiError };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The claim call with §4's retries: code 10 (busy) is asked again after 500 ms, at most 5 more
 * times (6 calls in all); then it is 'busy'. Any other failure ends it at once.
 */
async function claimWithRetries(claim: () => Promise<CouponClaimResult>): Promise<ClaimOutcome> {
  for (let attempt = 0; ; attempt++) {
    try {
      return { kind: 'claimed', result: await claim() };
    } catch (cause) {
      const error = cause instanceof ApiError ? cause : new ApiError();
      if (error.code !== ErrorCode.COUPON_CLAIM_BUSY) return { kind: 'failed', error };
      if (attempt >= COUPON_CLAIM_MAX_RETRIES) return { kind: 'busy' };
      await sleep(COUPON_CLAIM_RETRY_MS);
    }
  }
}

/** The claimed coupon as every cached page shows it from now on (the detail page reads it from there). */
function markClaimed(page: PageConfig | undefined, cardId: string, result: CouponClaimResult): PageConfig | undefined {
  if (!page) return page;
  return {
    ...page,
    moduleList: page.moduleList.map((module) =>
      module.cardsList.some((c) => c.cardId === cardId)
        ? {
            ...module,
            cardsList: module.cardsList.map((c) =>
              c.cardId === cardId
                ? { ...c, status: CouponButtonState.use, rightsAccountId: result.rightsAccountId, stockLeft: c.stockLeft > 0 ? c.stockLeft - 1 : c.stockLeft }
                : c,
            ),
          }
        : module,
    ),
  };
}

export interface CouponButtonOptions {
  /** What the use state (1) does with the user's right. */
  onUse: (card: CouponCard, rightsAccountId: string) => void | Promise<void>;
  /** §4: tapping a used or expired coupon shows a message and tells the parent. */
  onUnavailable?: (card: CouponCard, state: CouponButtonState) => void;
}

/**
 * The coupon button state machine of §4: 0 claim → 4 in progress → 1 use (领取成功) or back to
 * 0 (the failure message); 1 runs `onUse`; 2 used and 3 expired say so. A guest's claim goes to
 * login first.
 */
export function useCouponButton(card: CouponCard, { onUse, onUnavailable }: CouponButtonOptions) {
  const loggedIn = useIsLoggedIn();
  const queryClient = useQueryClient();
  const [state, setState] = useState<CouponButtonState>(() => couponState(card.status));
  const [accountId, setAccountId] = useState(card.rightsAccountId);
  const alive = useRef(true);

  // A refetched page brings the server's state for this user.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the local state follows a refetched card
    setState(couponState(card.status));
    setAccountId(card.rightsAccountId);
  }, [card.status, card.rightsAccountId]);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const claim = useCallback(async () => {
    setState(CouponButtonState.inProgress);
    const key = randomKey();
    const outcome = await claimWithRetries(() => claimCoupon(card, key));
    if (!alive.current) return;
    switch (outcome.kind) {
      case 'claimed': {
        const { result } = outcome;
        setAccountId(result.rightsAccountId);
        setState(CouponButtonState.use);
        showToast(Text.couponClaimSuccess);
        queryClient.setQueriesData<PageConfig>({ queryKey: ['page-management'] }, (page) => markClaimed(page, card.cardId, result));
        return;
      }
      case 'busy':
        setState(CouponButtonState.claim);
        showToast(Text.couponClaimFailed);
        return;
      case 'failed':
        setState(CouponButtonState.claim);
        // 9999 is the wrapper's: it logs the user out and opens login.
        if (outcome.error.code !== ErrorCode.SESSION_EXPIRED) showToast(outcome.error.message);
    }
  }, [card, queryClient]);

  const press = useCallback(async () => {
    switch (state) {
      case CouponButtonState.claim:
        if (!loggedIn) {
          platform.login({ redirect: currentLocationPath() });
          return;
        }
        await claim();
        return;
      case CouponButtonState.use:
        await onUse(card, accountId);
        return;
      case CouponButtonState.used:
      case CouponButtonState.expired:
        showToast(couponUnavailableText[state] ?? '');
        onUnavailable?.(card, state);
        return;
      case CouponButtonState.inProgress:
        return;
    }
  }, [state, loggedIn, claim, onUse, onUnavailable, card, accountId]);

  return { state, setState, accountId, press };
}
