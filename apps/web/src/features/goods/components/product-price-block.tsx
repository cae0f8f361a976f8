import { PreSale, type GoodsDetail, type GoodsSku, UiText } from '@emall/contract';
import { formatMoney, priceDisplay } from '@emall/domain';
import { EValueText, PriceText } from '../../../ui/price-text.tsx';
import styles from './product-price-block.module.css';

interface ProductPriceBlockProps {
  detail: GoodsDetail;
  sku: GoodsSku | undefined;
  /** The logged-in user's E-value balance; undefined for guests. */
  eValueBalance: number | undefined;
}

/** Price by deduct mode (§3): cash (with its E-value offset), E-value only, or cash + E-value; plus first/line prices. */
export function ProductPriceBlock({ detail, sku, eValueBalance }: ProductPriceBlockProps) {
  const price = sku?.price ?? detail.price;
  const productPrice = sku?.productPrice ?? detail.productPrice;
  const eValue = sku?.eValue ?? detail.eValue;
  const shown = priceDisplay({ price, eValue, deductType: detail.deductType, deductAmount: detail.deductAmount });
  const isPreSale = detail.preSale === PreSale.preSale;
  const first = detail.firstPrice?.first ? detail.firstPrice : null;
  const line = detail.linePrice?.line ? detail.linePrice : null;
  // The line price, when the goods has one, is the crossed-out price; otherwise a higher list price.
  const struckFen =
    shown.kind !== 'cash'
      ? null
      : line && line.linePrice > price
        ? line.linePrice
        : productPrice > price
          ? productPrice
          : null;

  return (
    <section className={styles.block} aria-label={UiText.price}>
      <div className={styles.main}>
        {shown.kind === 'evalue' ? <EValueText value={shown.eValue} size="l" /> : <PriceText fen={shown.cashFen} size="l" />}
        {shown.kind === 'mixed' ? (
          <span className={styles.plus}>
            + <EValueText value={shown.eValue} size="m" />
          </span>
        ) : null}
        {struckFen !== null ? <PriceText fen={struckFen} strike /> : null}
        {isPreSale ? <span className={styles.preSale}>预售</span> : null}
      </div>

      <div className={styles.chips}>
        {shown.kind === 'evalue' ? <span className={styles.chip}>仅支持E值兑换</span> : null}
        {shown.kind === 'mixed' ? <span className={styles.chip}>现金 + E值组合支付</span> : null}
        {shown.kind === 'cash' && shown.offsetFen > 0 ? (
          <span className={styles.chip}>E值最高可抵¥{formatMoney(shown.offsetFen)}</span>
        ) : null}
        {detail.discountEnable && detail.discountAlias ? <span className={styles.chipRed}>{detail.discountAlias}</span> : null}
        {first ? (
          <span className={styles.chipRed}>
            {first.firstAlias || '首购价'} ¥{formatMoney(first.firstPrice)}
            {first.firstEvalue > 0 ? ` + ${first.firstEvalue}${UiText.eValue}` : ''}
          </span>
        ) : null}
      </div>

      {eValueBalance !== undefined ? (
        <p className={styles.balance}>
          {UiText.availableEValue} <strong>{eValueBalance}</strong>
        </p>
      ) : null}
    </section>
  );
}
