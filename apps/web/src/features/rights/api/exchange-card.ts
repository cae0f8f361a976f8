import { Header, Paths, type CardExchangeBody, type CardPreCheckBody, type ExchangeSource } from '@emall/contract';
import { http } from '../../../lib/http.ts';

/**
 * POST /hermes/annex/v4/material/page-management/card, §7: exchanges a rights card; answers the
 * id of the success page. Silent: 17004 opens a dialog and the flow toasts the rest itself.
 */
export function exchangeCard(cardId: string, source: ExchangeSource, idempotencyKey: string): Promise<string> {
  const body: CardExchangeBody = { cardId, source };
  return http.post(Paths.cardExchange, body, { silent: true, headers: { [Header.idempotencyKey]: idempotencyKey } });
}

/** The same call using a coupon card the user holds, §3: accountId with operateNum 1. Silent. */
export function redeemCouponCard(accountId: string, idempotencyKey: string): Promise<string> {
  const body: CardExchangeBody = { accountId, operateNum: 1 };
  return http.post(Paths.cardExchange, body, { silent: true, headers: { [Header.idempotencyKey]: idempotencyKey } });
}

/** The exchange pre-check, §7: answers the card's description. Not silent: a refusal is toasted by the wrapper. */
export function preCheckCard(cardId: string): Promise<string> {
  const body: CardPreCheckBody = { rightsBaseId: cardId, rightsType: 'card' };
  return http.post(Paths.cardPreCheck, body);
}
