import { CouponButtonState, ErrorCode, type CouponCard, type PageModule } from '@emall/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../../lib/http.ts';
import { showToast } from '../../../../lib/toast.ts';
import { useOpenLink } from '../../../../lib/use-open-link.ts';
import { redeemCouponCard } from '../../../rights/api/exchange-card.ts';
import { usePageScope } from '../page-scope.ts';
import { NoTabSwipe } from '../tabs/no-tab-swipe.tsx';
import { CardRow } from './card-row.tsx';
import { couponDetailPath } from './coupon-detail-link.ts';
import { CouponTicket } from './coupon-ticket.tsx';
import styles from './rights-modules.module.css';

/** A coupon card used (§3: accountId with operateNum 1). */
const COUPON_CARD_USED = '使用成功';

function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The use state of a coupon: its use link, else its detail page. */
function useOpenCouponUse() {
  const openLink = useOpenLink();
  const navigate = useNavigate();
  const { pageCode } = usePageScope();
  return useCallback(
    (card: CouponCard) => {
      if (card.useJumpUrl) openLink(card.useJumpUrl);
      else void navigate(couponDetailPath(pageCode, card.cardId));
    },
    [openLink, navigate, pageCode],
  );
}

/** Up to this many coupons stack; more scroll sideways so the module stays one screen tall. */
const STACKED_MAX = 2;

/** The coupon module (§2): claimable coupons with the §4 button. */
export function CouponModule({ module }: { module: PageModule }) {
  const { refresh } = usePageScope();
  const use = useOpenCouponUse();
  if (module.cardsList.length <= STACKED_MAX) {
    return (
      <div className={styles.list}>
        {module.cardsList.map((card) => (
          <CouponTicket key={card.cardId} card={card} onUse={use} onUnavailable={refresh} />
        ))}
      </div>
    );
  }
  return (
    <NoTabSwipe>
      <div className={styles.scroller}>
        {module.cardsList.map((card) => (
          <div key={card.cardId} className={styles.scrollItem}>
            <CouponTicket card={card} onUse={use} onUnavailable={refresh} compact />
          </div>
        ))}
      </div>
    </NoTabSwipe>
  );
}

/**
 * The coupon-cards module (§2): coupons claimed like any other, then used as a card — the card
 * call with the user's accountId and operateNum 1 (§3) — after which their use link opens.
 */
export function CouponCardsModule({ module }: { module: PageModule }) {
  const { refresh } = usePageScope();
  const openLink = useOpenLink();
  const use = useCallback(
    async (card: CouponCard, accountId: string) => {
      if (!accountId) {
        refresh();
        return;
      }
      try {
        await redeemCouponCard(accountId, randomKey());
      } catch (cause) {
        const error = cause instanceof ApiError ? cause : new ApiError();
        if (error.code !== ErrorCode.SESSION_EXPIRED) showToast(error.message);
        return;
      }
      showToast(COUPON_CARD_USED);
      refresh();
      if (card.useJumpUrl) openLink(card.useJumpUrl);
    },
    [refresh, openLink],
  );
  return (
    <div className={styles.list}>
      {module.cardsList.map((card) => (
        <CouponTicket key={card.cardId} card={card} onUse={use} onUnavailable={refresh} />
      ))}
    </div>
  );
}

/** The card module (§2): rights cards exchanged for E-value (or free) through the §4 exchange flow. */
export function CardModule({ module, width }: { module: PageModule; width: number }) {
  const { refresh } = usePageScope();
  const use = useOpenCouponUse();
  const exchange = useCallback(
    (card: CouponCard) => {
      void import('./card-exchange.ts').then(({ startCardExchange }) =>
        startCardExchange({ cardId: card.cardId, eprice: card.eprice, desc: card.desc, useJumpUrl: card.useJumpUrl, onExchanged: refresh }),
      );
    },
    [refresh],
  );
  const unavailable = useCallback(
    (card: CouponCard, state: CouponButtonState) => {
      showToast(state === CouponButtonState.used ? '该权益卡已使用' : '该权益卡已过期');
      refresh();
    },
    [refresh],
  );
  return (
    <div className={styles.cards}>
      {module.cardsList.map((card) => (
        <CardRow key={card.cardId} card={card} width={width} onExchange={exchange} onUse={use} onUnavailable={unavailable} />
      ))}
    </div>
  );
}
