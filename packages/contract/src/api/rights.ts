import { Type } from 'typebox';
import { Paths } from '../api-paths.ts';
import { declareApi, route } from '../route.ts';
import { IdParam, Paged } from '../schemas/common.ts';
import {
  CardExchangeBody,
  CardExchangeResult,
  CardPreCheckBody,
  CardPreCheckResult,
  CouponCard,
  CouponClaimBody,
  CouponClaimResult,
  RightsAdsQuery,
  RightsListBody,
  RightsQuery,
  RightsSortBody,
  UserRight,
} from '../schemas/rights.ts';

/** §7 Rights: coupons and rights cards. */
export const RightsApi = declareApi('rights', {
  couponClaim: route(
    'POST',
    Paths.couponClaim,
    'Claim a coupon of a pool (id = cardId); code 10 asks the client to retry after 500 ms',
    { params: Type.Object({ id: IdParam }), body: CouponClaimBody, answer: CouponClaimResult },
    'required',
  ),
  cardExchange: route(
    'POST',
    Paths.cardExchange,
    'Exchange a rights card ({cardId, source}, E-value when it has a price) or use a held right ({accountId, operateNum: 1}); answers the right id',
    { body: CardExchangeBody, answer: CardExchangeResult },
    'required',
  ),
  cardPreCheck: route('POST', Paths.cardPreCheck, "A rights card's description, shown in the exchange confirm dialog", { body: CardPreCheckBody, answer: CardPreCheckResult }),
  list: route(
    'GET',
    Paths.rights,
    "The user's rights by status, rights type and goods type (categoryBusinessType), newest first",
    { query: RightsQuery, answer: Paged(UserRight) },
    'required',
  ),
  page: route(
    'POST',
    Paths.rights,
    "A page of the user's rights (pageNo 1, pageSize 10 by default), optionally by status",
    { body: RightsListBody, answer: Paged(UserRight) },
    'required',
  ),
  ads: route(
    'GET',
    Paths.rightsAds,
    'Coupons open for claiming, with the button state of the user asking',
    { query: RightsAdsQuery, answer: Type.Array(CouponCard) },
    'optional',
  ),
  listAndSort: route(
    'POST',
    Paths.rightsListAndSort,
    "The user's usable rights, best first (by what they take off `amount` when given)",
    { body: RightsSortBody, answer: Type.Array(UserRight) },
    'required',
  ),
});
