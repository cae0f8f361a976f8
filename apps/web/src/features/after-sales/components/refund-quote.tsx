import { AfterSalesUiText, UiText, type AfterSalesAmounts } from '@emall/contract';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { PriceText } from '../../../ui/price-text.tsx';
import styles from './after-sales.module.css';
import cardStyles from '../../../ui/card.module.css';

/** What the case refunds: cash (carriage included), E-value, the coupon's share; as the server quoted it. */
export function RefundAmounts({ amounts, loading = false, note }: { amounts: AfterSalesAmounts | undefined; loading?: boolean; note?: string }) {
  return (
    <section className={cardStyles.card} aria-label={AfterSalesUiText.refundAmount} aria-busy={loading}>
      <h2 className={cardStyles.title}>
        {AfterSalesUiText.refundAmount}
        {loading ? <DotLoading aria-label={AfterSalesUiText.quoting} /> : null}
      </h2>
      {amounts ? (
        <dl className={styles.rows}>
          <div className={styles.row}>
            <dt>{AfterSalesUiText.refundCash}</dt>
            <dd className={styles.strong}>
              <PriceText fen={amounts.cashFen} size="s" />
              {amounts.carriageFen > 0 ? (
                <span className={styles.muted}>
                  {' '}
                  ({AfterSalesUiText.carriageIncluded} <PriceText fen={amounts.carriageFen} size="s" />)
                </span>
              ) : null}
            </dd>
          </div>
          <div className={styles.row}>
            <dt>{AfterSalesUiText.refundEValue}</dt>
            <dd>
              {amounts.eValue} {UiText.eValue}
            </dd>
          </div>
          <div className={styles.row}>
            <dt>{AfterSalesUiText.refundCoupon}</dt>
            <dd>
              <PriceText fen={amounts.couponFen} size="s" />
              {amounts.couponBack ? <span className={styles.muted}> {AfterSalesUiText.couponBack}</span> : null}
            </dd>
          </div>
        </dl>
      ) : (
        <p className={styles.muted}>{AfterSalesUiText.quoting}</p>
      )}
      {note ? <p className={styles.muted}>{note}</p> : null}
    </section>
  );
}
