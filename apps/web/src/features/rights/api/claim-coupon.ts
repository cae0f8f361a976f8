import { Header, Paths, type CouponCard, type CouponClaimBody, type CouponClaimResult } from '@emall/contract';
import { http } from '../../../lib/http.ts';

/**
 * POST /hermes/annex/v4/material/page-management/coupon/{id}, §7. Silent: the coupon button
 * decides what each outcome says (§4, §8). One idempotency key per tap, kept over the retries,
 * so a claim the server did take is never taken twice.
 */
export function claimCoupon(card: Pick<CouponCard, 'cardId' | 'marketingNo' | 'rightPoolId'>, idempotencyKey: string): Promise<CouponClaimResult> {
  const body: CouponClaimBody = { marketingNo: card.marketingNo, rightPoolId: card.rightPoolId, cardId: card.cardId };
  return http.post(Paths.couponClaim, body, { params: { id: card.cardId },
    silent: true,
    headers: { [Header.idempotencyKey]: idempotencyKey },
  });
}
