import { OrderText, type OrderAmounts } from '@emall/contract';
import { formatMoney } from '@emall/domain';
import card from './detail-card.module.css';
import { OrderTotal } from './order-total.tsx';

/** What the order cost: 商品金额, 运费, 优惠券, E值抵扣 and 实付款 (+ the E-value taken), and the E-value it earns. */
export function AmountsCard({ amounts, ships, paid }: { amounts: OrderAmounts; ships: boolean; paid: boolean }) {
  const eOnly = amounts.goodsAmount === 0 && amounts.integral > 0;
  return (
    <section className={card.card} aria-label="金额明细">
      <dl className={card.rows}>
        <Row label={OrderText.goodsAmount}>{eOnly ? <span className={card.evalue}>{amounts.integral} E值</span> : `¥${formatMoney(amounts.goodsAmount)}`}</Row>
        {ships ? <Row label={OrderText.carriage}>{amounts.carriage > 0 ? `+¥${formatMoney(amounts.carriage)}` : '免运费'}</Row> : null}
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
        {amounts.pointsEarned > 0 ? (
          <Row label={OrderText.pointsEarned}>
            <span className={card.evalue}>+{amounts.pointsEarned} E值</span>
          </Row>
        ) : null}
      </dl>
      <div className={card.total}>
        <OrderTotal amounts={amounts} paid={paid} />
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
