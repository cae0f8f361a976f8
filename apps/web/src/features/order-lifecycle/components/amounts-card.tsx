import { OrderText, type OrderAmounts, UiText } from '@emall/contract';
import { formatMoney } from '@emall/domain';
import card from './detail-card.module.css';
import { OrderTotal } from './order-total.tsx';

interface AmountsCardProps {
  amounts: OrderAmounts;
  /** The order is posted or picked up (it has a carriage row). */
  ships: boolean;
  /** No longer waiting for payment: the total reads 实付, else 需付款. */
  settled: boolean;
  /** Paid: the E-value it earned is shown. */
  paid: boolean;
}

/** What the order cost: 商品金额, 运费, 优惠券, E值抵扣 and 实付 (+ the E-value taken), and the E-value a paid order earned. */
export function AmountsCard({ amounts, ships, settled, paid }: AmountsCardProps) {
  const eOnly = amounts.goodsAmount === 0 && amounts.integral > 0;
  return (
    <section className={card.card} aria-label={UiText.amountDetails}>
      <dl className={card.rows}>
        <Row label={OrderText.goodsAmount}>{eOnly ? <span className={card.evalue}>{amounts.integral} {UiText.eValue}</span> : `¥${formatMoney(amounts.goodsAmount)}`}</Row>
        {ships ? <Row label={OrderText.carriage}>{amounts.carriage > 0 ? `+¥${formatMoney(amounts.carriage)}` : UiText.freeShipping}</Row> : null}
        {amounts.couponDeductAmount > 0 ? (
          <Row label={OrderText.couponDeduct}>
            <span className={card.price}>-¥{formatMoney(amounts.couponDeductAmount)}</span>
          </Row>
        ) : null}
        {amounts.integralDeductAmount > 0 ? (
          <Row label={OrderText.integralDeduct}>
            <span className={card.price}>-¥{formatMoney(amounts.integralDeductAmount)}</span>
          </Row>
        ) : null}
        {paid && amounts.pointsEarned > 0 ? (
          <Row label={OrderText.pointsEarned}>
            <span className={card.evalue}>+{amounts.pointsEarned} {UiText.eValue}</span>
          </Row>
        ) : null}
      </dl>
      <div className={card.total}>
        <OrderTotal amounts={amounts} paid={settled} />
      </div>
    </section>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className={card.row}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
