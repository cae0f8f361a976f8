import { UiText } from '@emall/contract';
import type { GoodsSku } from '@emall/contract';
import { isOutOfStock, priceDisplay } from '@emall/domain';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useId, useState } from 'react';
import { EValueText, PriceText } from './price-text.tsx';
import { SizedImage } from './sized-image.tsx';
import styles from './sku-popup.module.css';
import { QuantityStepper } from './quantity-stepper.tsx';

export interface SkuPopupProps {
  visible: boolean;
  /** The goods' name, for the picture's text and the dialog's name. */
  title: string;
  /** The goods' picture when a SKU has none. */
  pictureUrl: string;
  skus: GoodsSku[];
  /** The goods' deduct rule: SKU prices show as cash, E-value or both by it (§3). */
  deductType: number;
  deductAmount: number;
  /** The SKU chosen when the popup opens. */
  selectedId: string | undefined;
  /** With it, a quantity stepper bounded 1..maxNum(sku); without, the popup picks a SKU only. */
  maxNum?: (sku: GoodsSku) => number;
  confirmText: string;
  /** The confirm call is under way. */
  loading?: boolean;
  onConfirm: (sku: GoodsSku, num: number) => void;
  /** Follows every pick (the product page's gallery and price show the chosen SKU). */
  onSelect?: (sku: GoodsSku) => void;
  onClose: () => void;
}

/** The bottom sheet to choose a specification (and a quantity): add to cart, or switch a cart line's SKU. */
export function SkuPopup(props: SkuPopupProps) {
  return (
    <Popup visible={props.visible} onMaskClick={props.onClose} onClose={props.onClose} destroyOnClose bodyClassName={styles.body}>
      <SkuSheet {...props} />
    </Popup>
  );
}

const PICTURE = 96;

function SkuSheet({
  title,
  pictureUrl,
  skus,
  deductType,
  deductAmount,
  selectedId,
  maxNum,
  confirmText,
  loading = false,
  onConfirm,
  onSelect,
  onClose,
}: SkuPopupProps) {
  const headingId = useId();
  const [pickedId, setPickedId] = useState(selectedId);
  const [num, setNum] = useState(1);
  const sku = skus.find((s) => s.productSpecsId === pickedId);
  const max = sku && maxNum ? maxNum(sku) : (sku?.stock ?? 0);
  const shown = sku ? priceDisplay({ price: sku.price, eValue: sku.eValue, deductType, deductAmount }) : null;
  const canConfirm = sku !== undefined && !isOutOfStock(sku.stock) && max >= 1 && !loading;

  const pick = (next: GoodsSku): void => {
    setPickedId(next.productSpecsId);
    if (maxNum) setNum((n) => Math.max(1, Math.min(n, maxNum(next))));
    onSelect?.(next);
  };

  return (
    <section className={styles.sheet} role="dialog" aria-labelledby={headingId}>
      <header className={styles.head}>
        <SizedImage className={styles.picture} src={sku?.pictureUrl || pictureUrl} alt={title} cssWidth={PICTURE} />
        <div className={styles.summary}>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {shown ? (
            <div className={styles.price}>
              {shown.kind === 'evalue' ? <EValueText value={shown.eValue} size="m" /> : <PriceText fen={shown.cashFen} size="m" />}
              {shown.kind === 'mixed' ? <span className={styles.plus}>+ {shown.eValue} {UiText.eValue}</span> : null}
            </div>
          ) : null}
          <p className={styles.chosen}>{sku ? `${UiText.chosen} ${sku.specsName} · ${isOutOfStock(sku.stock) ? UiText.outOfStockNow : `${UiText.stock} ${sku.stock}`}` : '请选择规格'}</p>
        </div>
        <button type="button" className={styles.close} aria-label={UiText.close} onClick={onClose}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
      </header>

      <div className={styles.group} role="radiogroup" aria-label={UiText.specs}>
        <h3 className={styles.label}>{UiText.specs}</h3>
        <div className={styles.options}>
          {skus.map((option) => {
            const active = option.productSpecsId === pickedId;
            const out = isOutOfStock(option.stock);
            return (
              <button
                key={option.productSpecsId}
                type="button"
                role="radio"
                aria-checked={active}
                disabled={out}
                className={[styles.option, active ? styles.active : '', out ? styles.out : ''].join(' ')}
                onClick={() => pick(option)}
              >
                {option.specsName}
                {out ? <span className={styles.outTag}>{UiText.outOfStock}</span> : null}
              </button>
            );
          })}
        </div>
      </div>

      {maxNum ? (
        <div className={styles.quantity}>
          <h3 className={styles.label}>{UiText.quantity}</h3>
          <QuantityStepper
            className={styles.stepper}
            label="购买数量"
            min={1}
            max={Math.max(1, max)}
            value={num}
            disabled={max < 1}
            onChange={(value) => {
              if (Number.isInteger(value) && value >= 1) setNum(value);
            }}
          />
        </div>
      ) : null}

      <div className={styles.footer}>
        <Button
          block
          shape="rounded"
          color="primary"
          className={styles.confirm}
          disabled={!canConfirm}
          loading={loading}
          onClick={() => {
            if (sku && canConfirm) onConfirm(sku, maxNum ? Math.min(num, max) : 1);
          }}
        >
          {confirmText}
        </Button>
      </div>
    </section>
  );
}
