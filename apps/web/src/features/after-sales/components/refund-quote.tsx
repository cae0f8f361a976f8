import { AfterSalesUiText, UiText, type AfterSalesAmounts } from '@emall/contract';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { Fact, Facts } from '../../../ui/facts.tsx';
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
        <Facts>
          <Fact
            label={AfterSalesUiText.refundCash}
            valueClassName={styles.strong}
            value={
              <>
                <PriceText fen={amounts.cashFen} size="s" />
                {amounts.carriageFen > 0 ? (
                  <span className={styles.muted}>
                    {' '}
                    ({AfterSalesUiText.carriageIncluded} <PriceText fen={amounts.carriageFen} size="s" />)
                  </span>
                ) : null}
              </>
            }
          />
          <Fact label={AfterSalesUiText.refundEValue} value={`${amounts.eValue} ${UiText.eValue}`} />
          <Fact
            label={AfterSalesUiText.refundCoupon}
            value={
              <>
                <PriceText fen={amounts.couponFen} size="s" />
                {amounts.couponBack ? <span className={styles.muted}> {AfterSalesUiText.couponBack}</span> : null}
              </>
            }
          />
        </Facts>
      ) : (
        <p className={styles.muted}>{AfterSalesUiText.quoting}</p>
      )}
      {note ? <p className={styles.muted}>{note}</p> : null}
    </section>
  );
}
