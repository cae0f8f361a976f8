import { UiText } from '@emall/contract';
import type { GoodsSku } from '@emall/contract';
import { isOutOfStock } from '@emall/domain';
import { SizedImage } from '../../../ui/sized-image.tsx';
import styles from './product-specs.module.css';

interface ProductSpecsProps {
  skus: GoodsSku[];
  selectedId: string | undefined;
  onSelect: (sku: GoodsSku) => void;
}

/** The SKU list: name, stock, the chosen one highlighted; sold-out ones cannot be chosen. */
export function ProductSpecs({ skus, selectedId, onSelect }: ProductSpecsProps) {
  if (skus.length === 0) return null;
  const selected = skus.find((s) => s.productSpecsId === selectedId);
  return (
    <section className={styles.section} aria-labelledby="specs-title">
      <div className={styles.head}>
        <h2 id="specs-title" className={styles.title}>
          {UiText.specs}
        </h2>
        {selected ? (
          <span className={styles.summary}>
            {UiText.chosen} {selected.specsName}
            <span className={styles.stock}>{isOutOfStock(selected.stock) ? UiText.outOfStockNow : `${UiText.stock} ${selected.stock}`}</span>
          </span>
        ) : null}
      </div>
      <div className={styles.options} role="radiogroup" aria-labelledby="specs-title">
        {skus.map((sku) => {
          const active = sku.productSpecsId === selectedId;
          const out = isOutOfStock(sku.stock);
          return (
            <button
              key={sku.productSpecsId}
              type="button"
              role="radio"
              aria-checked={active}
              disabled={out}
              className={[styles.option, active ? styles.active : '', out ? styles.out : ''].join(' ')}
              onClick={() => onSelect(sku)}
            >
              {sku.pictureUrl ? (
                <SizedImage className={styles.thumb} src={sku.pictureUrl} alt="" cssWidth={28} />
              ) : null}
              <span className={styles.name}>{sku.specsName}</span>
              {out ? <span className={styles.outTag}>{UiText.outOfStock}</span> : null}
            </button>
          );
        })}
      </div>
    </section>
  );
}
