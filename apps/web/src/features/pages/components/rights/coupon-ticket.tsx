import { CouponButtonState, type CouponCard, UiText } from '@emall/contract';
import { isCouponSoldOut } from '@emall/domain';
import { Link } from 'react-router';
import { couponAmount } from '../../../../lib/coupon-amount.ts';
import { couponButtonText, couponCondition } from '../../utils/coupon-display.ts';
import { usePageScope } from '../page-scope.ts';
import { couponDetailPath } from './coupon-detail-link.ts';
import { useCouponButton, type CouponButtonOptions } from './use-coupon-button.ts';
import styles from './coupon-ticket.module.css';

/** A claimable coupon whose pool is empty. */
export const COUPON_SOLD_OUT = '已抢光';

interface CouponTicketProps extends CouponButtonOptions {
  card: CouponCard;
  /** Show the 使用说明 link to the coupon detail page. */
  detailLink?: boolean;
  /** A narrow ticket (in a sideways row): the button sits under the name. */
  compact?: boolean;
}

/** A coupon (§3 Coupon card) as a ticket: amount and condition, name and validity, the §4 button. */
export function CouponTicket({ card, detailLink = true, compact = false, ...options }: CouponTicketProps) {
  const { pageCode } = usePageScope();
  const { state, press } = useCouponButton(card, options);
  const amount = couponAmount(card);
  const soldOut = isCouponSoldOut(state, card.stockLeft);
  const faded = state === CouponButtonState.used || state === CouponButtonState.expired;
  const button = (
    <button
      type="button"
      className={`${styles.button} ${styles[`state${state}`] ?? ''}`}
      disabled={state === CouponButtonState.inProgress || soldOut}
      aria-busy={state === CouponButtonState.inProgress}
      onClick={() => void press()}
    >
      {soldOut ? COUPON_SOLD_OUT : couponButtonText[state]}
    </button>
  );
  return (
    <article className={`${styles.ticket} ${faded ? styles.faded : ''} ${compact ? styles.compact : ''}`} aria-label={card.cardName} data-coupon-state={state}>
      <div className={styles.amountBox}>
        <p className={`${styles.amount} ${amount.shrink ? styles.shrink : ''}`}>
          {amount.prefix ? <span className={styles.unit}>{amount.prefix}</span> : null}
          {amount.amount}
          {amount.suffix ? <span className={styles.unit}>{amount.suffix}</span> : null}
        </p>
        <p className={styles.condition}>{couponCondition(card)}</p>
      </div>
      <div className={styles.info}>
        <h3 className={styles.name}>{card.cardName}</h3>
        {card.validTimeStr ? <p className={styles.valid}>{card.validTimeStr}</p> : null}
        {compact ? (
          <div className={styles.compactRow}>
            {detailLink && pageCode ? (
              <Link className={styles.detail} to={couponDetailPath(pageCode, card.cardId)}>
                {UiText.usageNotes}
              </Link>
            ) : (
              <span />
            )}
            {button}
          </div>
        ) : detailLink && pageCode ? (
          <Link className={styles.detail} to={couponDetailPath(pageCode, card.cardId)}>
            {UiText.usageNotes}
          </Link>
        ) : null}
      </div>
      {compact ? null : button}
    </article>
  );
}
