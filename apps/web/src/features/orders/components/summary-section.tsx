import { PayShowType, type OrderSubmitData, UiText } from '@emall/contract';
import { formatMoney } from '@emall/domain';
import shared from './checkout.module.css';
import styles from './summary-section.module.css';

const COUPON_DEDUCTS_ALL_TEXT = UiText.couponPaysAll;

/** The price rows of the server's answer: 商品金额, 运费, 优惠券, E值抵扣, and the E-value to be earned (§5). */
export function SummarySection({ data }: { data: OrderSubmitData }) {
  const { payData } = data;
  const eOnly = payData.payShowType === PayShowType.E;
  const deductFen = payData.payAmount - payData.cashPayAmount;
  const ships = data.deliveryMethods.length > 0;
  return (
    <section className={shared.card} aria-label={UiText.amountDetails}>
      <dl className={styles.list}>
        <Row label="商品金额">
          {eOnly ? <span className={shared.evalue}>{payData.integral} {UiText.eValue}</span> : `¥${formatMoney(data.goodsAmount)}`}
          {!eOnly && payData.minIntegral > 0 ? <span className={shared.evalue}> +{payData.minIntegral} {UiText.eValue}</span> : null}
        </Row>
        {ships && !eOnly ? <Row label="运费">{payData.carriage > 0 ? `+¥${formatMoney(payData.carriage)}` : UiText.freeShipping}</Row> : null}
        {data.rightsAccountId ? (
          <Row label={UiText.coupon}>
            <span className={shared.price}>-¥{formatMoney(data.couponDeductAmount)}</span>
          </Row>
        ) : null}
        {deductFen > 0 ? (
          <Row label={UiText.eValueDeduction}>
            <span className={shared.price}>-¥{formatMoney(deductFen)}</span>
          </Row>
        ) : null}
      </dl>
      {data.couponDeductsAll ? <p className={styles.all}>{COUPON_DEDUCTS_ALL_TEXT}</p> : null}
      {data.pointsEarned > 0 ? (
        <p className={styles.earn}>
          <span className={styles.earnIcon} aria-hidden="true">E</span>
          预计可得 <strong>{data.pointsEarned}</strong> {UiText.eValue}
        </p>
      ) : null}
    </section>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
