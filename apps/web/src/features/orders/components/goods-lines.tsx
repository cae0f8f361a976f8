import { DeductType, type OrderLinePreview, UiText } from '@emall/contract';
import { EValueText, PriceText } from '../../../ui/price-text.tsx';
import { SizedImage } from '../../../ui/sized-image.tsx';
import styles from './goods-lines.module.css';

const PICTURE = 76;

/** The order's goods: picture, name, spec, unit price and ×num. */
export function GoodsLines({ lines }: { lines: OrderLinePreview[] }) {
  const count = lines.reduce((sum, line) => sum + line.num, 0);
  return (
    <section className={styles.card} aria-label="商品">
      <h2 className={styles.title}>
        {UiText.goodsInfo}<span className={styles.count}>共{count}件</span>
      </h2>
      <ul className={styles.list}>
        {lines.map((line) => (
          <li key={`${line.productSpecsId}-${line.cartItemId ?? ''}`} className={styles.line}>
            <SizedImage className={styles.picture} src={line.pictureUrl} alt={line.name} cssWidth={PICTURE} width={1} height={1} />
            <div className={styles.body}>
              <h3 className={styles.name}>{line.name}</h3>
              {line.specsName ? <span className={styles.spec}>{line.specsName}</span> : null}
              <div className={styles.bottom}>
                <UnitPrice line={line} />
                <span className={styles.num} aria-label={`${UiText.quantity}${line.num}`}>
                  ×{line.num}
                </span>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function UnitPrice({ line }: { line: OrderLinePreview }) {
  if (line.deductType === DeductType.integral) return <EValueText value={line.eValue} size="s" />;
  return (
    <span className={styles.price}>
      <PriceText fen={line.price} size="s" />
      {line.deductType === DeductType.all && line.eValue > 0 ? <span className={styles.plus}>+{line.eValue} {UiText.eValue}</span> : null}
    </span>
  );
}
