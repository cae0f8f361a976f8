import { DeductType, type OrderLineView, UiText } from '@emall/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EValueText, PriceText } from '../../../ui/price-text.tsx';
import { SizedImage } from '../../../ui/sized-image.tsx';
import styles from './order-lines.module.css';

const PICTURE = 72;

interface OrderLinesProps<L extends OrderLineView> {
  lines: L[];
  linkToProduct?: boolean;
  /** What follows a line, outside its product link (the detail's after-sales buttons). */
  footer?: (line: L) => ReactNode;
}

/** An order's goods as bought: picture, name, spec, unit price and ×num. With `linkToProduct`, a line opens its product page. */
export function OrderLines<L extends OrderLineView>({ lines, linkToProduct = false, footer }: OrderLinesProps<L>) {
  return (
    <ul className={styles.list}>
      {lines.map((line) => (
        <li key={line.productSpecsId} className={styles.item}>
          {linkToProduct ? (
            <Link className={styles.line} to={line.productUrl}>
              <LineBody line={line} />
            </Link>
          ) : (
            <div className={styles.line}>
              <LineBody line={line} />
            </div>
          )}
          {footer?.(line)}
        </li>
      ))}
    </ul>
  );
}

function LineBody({ line }: { line: OrderLineView }) {
  return (
    <>
      <SizedImage className={styles.picture} src={line.pictureUrl} alt={line.name} cssWidth={PICTURE} width={1} height={1} />
      <div className={styles.body}>
        <div className={styles.top}>
          <h3 className={styles.name}>{line.name}</h3>
          <div className={styles.price}>
            <UnitPrice line={line} />
            <span className={styles.num} role="img" aria-label={`${UiText.quantity}${line.num}`}>
              ×{line.num}
            </span>
          </div>
        </div>
        {line.specsName ? <span className={styles.spec}>{line.specsName}</span> : null}
      </div>
    </>
  );
}

function UnitPrice({ line }: { line: OrderLineView }) {
  if (line.deductType === DeductType.integral) return <EValueText value={line.eValue} size="s" />;
  return (
    <>
      <PriceText fen={line.price} size="s" className={styles.cash} />
      {line.deductType === DeductType.all && line.eValue > 0 ? <span className={styles.plus}>+{line.eValue} {UiText.eValue}</span> : null}
    </>
  );
}
