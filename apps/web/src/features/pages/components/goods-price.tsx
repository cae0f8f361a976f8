import { UiText } from '@emall/contract';
import type { GoodsCard } from '@emall/contract';
import { formatMoney, priceDisplay } from '@emall/domain';
import { EValueText, PriceText } from '../../../ui/price-text.tsx';
import styles from './goods-price.module.css';

type PriceFields = Pick<GoodsCard, 'price' | 'productPrice' | 'eValue' | 'deductType' | 'deductAmount'>;

/** A card's price by deduct mode, §3: cash ¥ (with the E-value offset), E-value only, or cash + E-value. */
export function GoodsPrice({ goods, size = 's', stacked = false }: { goods: PriceFields; size?: 's' | 'm'; stacked?: boolean }) {
  const shown = priceDisplay(goods);
  if (shown.kind === 'evalue') {
    return (
      <div className={styles.row}>
        <EValueText value={shown.eValue} size={size} />
      </div>
    );
  }
  return (
    <div className={styles.stack}>
      <div className={stacked ? styles.column : styles.row}>
        <PriceText fen={shown.cashFen} size={size} />
        {shown.kind === 'cash' && goods.productPrice > shown.cashFen ? <PriceText fen={goods.productPrice} strike /> : null}
      </div>
      {shown.kind === 'mixed' ? <span className={styles.offset}>+ {shown.eValue} {UiText.eValue}</span> : null}
      {shown.kind === 'cash' && shown.offsetFen > 0 ? (
        <span className={styles.offset}>E值最高抵¥{formatMoney(shown.offsetFen)}</span>
      ) : null}
    </div>
  );
}
