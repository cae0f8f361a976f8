import { UiText } from '@emall/contract';
import type { CartAmount } from '@emall/contract';
import { formatMoney } from '@emall/domain';
import { EValueText, PriceText } from '../../../ui/price-text.tsx';
import { CartCheck } from './cart-check.tsx';
import styles from './cart-bar.module.css';
import fixed from '../../../ui/fixed-bar.module.css';

/** Both bottom bars' name (the checkout bar, and the edit bar in its place). */
export const CART_BAR_LABEL = '购物车操作栏';

interface CartCheckoutBarProps {
  allTicked: boolean;
  /** No line can be ticked. */
  tickDisabled: boolean;
  onTickAll: (ticked: boolean) => void;
  /** Pieces ticked. */
  pieces: number;
  /** The server's balance of the ticked lines; undefined before the first answer or with none ticked. */
  amount: CartAmount | undefined;
  amountFailed: boolean;
  onRetryAmount: () => void;
  userAvailablePoint: number;
  busy: boolean;
  onCheckout: () => void;
}

/** The bottom bar, §3: 全选, 合计 from the balance call (cash, E-value or both), the user's E-value, 结算(n). */
export function CartCheckoutBar(props: CartCheckoutBarProps) {
  const { allTicked, tickDisabled, onTickAll, pieces, amount, userAvailablePoint, busy, onCheckout } = props;
  const shown = pieces > 0 ? amount : undefined;
  return (
    <section className={`${fixed.fixedBar} ${styles.bar}`} aria-label={CART_BAR_LABEL}>
      <CartCheck checked={allTicked} disabled={tickDisabled} label={UiText.selectAll} onChange={onTickAll} text={UiText.selectAll} />
      <div className={styles.summary}>
        <p className={styles.total} aria-live="polite">
          <span className={styles.totalLabel}>合计:</span>
          {props.amountFailed && pieces > 0 ? (
            <button type="button" className={styles.retry} onClick={props.onRetryAmount}>
              计算失败,点击重试
            </button>
          ) : (
            <TotalText amount={shown} />
          )}
        </p>
        <p className={styles.note}>
          {UiText.availableEValue} {userAvailablePoint}
          {shown && shown.maxDeductAmount > 0 ? ` · E值最高可抵¥${formatMoney(shown.maxDeductAmount)}` : ''}
        </p>
      </div>
      <button type="button" className={styles.checkout} disabled={pieces === 0 || busy} onClick={onCheckout}>
        {busy ? '结算中…' : `结算(${pieces})`}
      </button>
    </section>
  );
}

/** Cash, E-value, or cash + E-value: whatever the ticked lines need, as the server priced them. */
function TotalText({ amount }: { amount: CartAmount | undefined }) {
  if (!amount) return <PriceText fen={0} size="m" />;
  if (amount.payAmount === 0 && amount.payIntegral > 0) return <EValueText value={amount.payIntegral} size="m" />;
  return (
    <>
      <PriceText fen={amount.payAmount} size="m" />
      {amount.payIntegral > 0 ? <span className={styles.plus}>+{amount.payIntegral} {UiText.eValue}</span> : null}
    </>
  );
}
