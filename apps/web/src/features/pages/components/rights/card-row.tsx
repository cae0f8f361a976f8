import { CouponButtonState, type CouponCard, UiText } from '@emall/contract';
import { isCouponSoldOut } from '@emall/domain';
import { SizedImage } from '../../../../ui/sized-image.tsx';
import { couponState } from '../../utils/coupon-display.ts';
import styles from './card-row.module.css';

const PICTURE_WIDTH = 76;

/** The exchange button's text: the E-value price, or free. */
export function exchangeButtonText(card: Pick<CouponCard, 'eprice' | 'stockLeft'>): string {
  if (card.stockLeft === 0) return '已兑完';
  return card.eprice > 0 ? '立即兑换' : '免费领取';
}

interface CardRowProps {
  card: CouponCard;
  width: number;
  onExchange: (card: CouponCard) => void;
  onUse: (card: CouponCard) => void;
  onUnavailable: (card: CouponCard, state: CouponButtonState) => void;
}

/** A rights card of the card module: picture, name, description, E-value price, its button. */
export function CardRow({ card, onExchange, onUse, onUnavailable }: CardRowProps) {
  const state = couponState(card.status);
  const soldOut = isCouponSoldOut(state, card.stockLeft);
  let text: string;
  let onClick: () => void;
  switch (state) {
    case CouponButtonState.use:
      text = UiText.useCoupon;
      onClick = () => onUse(card);
      break;
    case CouponButtonState.used:
      text = UiText.used;
      onClick = () => onUnavailable(card, state);
      break;
    case CouponButtonState.expired:
      text = UiText.expired;
      onClick = () => onUnavailable(card, state);
      break;
    default:
      text = exchangeButtonText(card);
      onClick = () => onExchange(card);
  }
  const muted = soldOut || state === CouponButtonState.used || state === CouponButtonState.expired;
  return (
    <article className={styles.row} aria-label={card.cardName} data-card-state={state}>
      <SizedImage className={styles.picture} src={card.pictureUrl} alt="" cssWidth={PICTURE_WIDTH} width={1} height={1} />
      <div className={styles.info}>
        <h3 className={styles.name}>{card.cardName}</h3>
        {card.desc ? <p className={styles.desc}>{card.desc}</p> : null}
        <p className={styles.price}>
          {card.eprice > 0 ? (
            <>
              <strong>{card.eprice}</strong> {UiText.eValue}
            </>
          ) : (
            <strong>{UiText.free}</strong>
          )}
        </p>
      </div>
      <button
        type="button"
        className={`${styles.button} ${muted ? styles.muted : ''} ${state === CouponButtonState.use ? styles.outline : ''}`}
        disabled={soldOut}
        onClick={onClick}
      >
        {text}
      </button>
    </article>
  );
}
