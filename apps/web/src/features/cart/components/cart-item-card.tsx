import { UiText } from '@emall/contract';
import type { CartItem } from '@emall/contract';
import { priceDisplay } from '@emall/domain';
import { Link } from 'react-router';
import { EValueText, PriceText } from '../../../ui/price-text.tsx';
import { SizedImage } from '../../../ui/sized-image.tsx';
import { isTicked } from '../utils/cart-lines.ts';
import { CartCheck } from './cart-check.tsx';
import { SwipeRow } from '../../../ui/swipe-row.tsx';
import styles from './cart-item-card.module.css';
import { QuantityStepper } from '../../../ui/quantity-stepper.tsx';

const PICTURE = 88;

interface CartItemCardProps {
  item: CartItem;
  /** The count shown (a change on its way to the server included). */
  num: number;
  /** Edit mode: the box picks lines to delete, any line may be picked. */
  editing: boolean;
  picked: boolean;
  onPick: (picked: boolean) => void;
  onTick: (ticked: boolean) => void;
  onNum: (num: number) => void;
  onSpec: () => void;
  onDelete: () => void;
}

/** One cart line, §3: tick box, picture, name, SKU, price, stepper, problem reason; swipe left to delete. */
export function CartItemCard({ item, num, editing, picked, onPick, onTick, onNum, onSpec, onDelete }: CartItemCardProps) {
  const unavailable = !item.selectEnable;
  const shown = priceDisplay(item);
  // A line over its bound (stock fell) may still come down to it; a line that may hold none cannot change.
  const max = Math.max(1, item.maxNum);
  return (
    <SwipeRow actionText={UiText.delete} actionLabel={`${UiText.delete} ${item.name}`} onAction={onDelete}>
      <article className={[styles.item, unavailable ? styles.unavailable : ''].join(' ')} aria-label={item.name}>
        {editing ? (
          <CartCheck checked={picked} label={`${UiText.pick} ${item.name}`} onChange={onPick} />
        ) : (
          <CartCheck checked={isTicked(item)} disabled={unavailable} label={`${UiText.pick} ${item.name}`} onChange={onTick} />
        )}
        <Link to={item.shareUrl} className={styles.pictureLink} tabIndex={-1} aria-hidden="true">
          <SizedImage className={styles.picture} src={item.pictureUrl} alt="" cssWidth={PICTURE} />
          {unavailable ? <span className={styles.pictureMask}>{item.maxNum > 0 ? '暂不可购' : '失效'}</span> : null}
        </Link>
        <div className={styles.body}>
          <Link to={item.shareUrl} className={styles.name}>
            {item.name}
          </Link>
          <button type="button" className={styles.spec} onClick={onSpec} aria-label={`规格:${item.specsName},点击更换`}>
            <span className={styles.specText}>{item.specsName}</span>
            <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true">
              <path d="M3 4.5l3 3 3-3" stroke="currentColor" strokeWidth="1.4" fill="none" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          {item.problemText ? (
            <span className={styles.problem} role="note">
              {item.problemText}
            </span>
          ) : null}
          <div className={styles.row}>
            <div className={styles.price}>
              {shown.kind === 'evalue' ? <EValueText value={shown.eValue} size="s" /> : <PriceText fen={shown.cashFen} size="s" />}
              {shown.kind === 'mixed' ? <span className={styles.plus}>+{shown.eValue} {UiText.eValue}</span> : null}
            </div>
            <div role="group" aria-label={`${item.name} ${UiText.quantity}`}>
              <QuantityStepper
                className={styles.stepper}
                label={`${item.name} ${UiText.quantity}`}
                min={1}
                max={max}
                value={num}
                disabled={item.maxNum < 1 || editing}
                onChange={onNum}
              />
            </div>
          </div>
        </div>
      </article>
    </SwipeRow>
  );
}
