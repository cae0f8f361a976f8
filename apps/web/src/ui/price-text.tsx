import { UiText } from '@emall/contract';
import { formatMoney } from '@emall/domain';
import styles from './price-text.module.css';
import { classList } from './class-list';

type Size = 's' | 'm' | 'l';

interface PriceTextProps {
  /** Integer fen. */
  fen: number;
  size?: Size;
  /** Crossed-out list price. */
  strike?: boolean;
  className?: string;
}

/** ¥ and two decimals, §5; the yuan part larger than the ¥ and the fen, as shops print it. */
export function PriceText({ fen, size = 'm', strike = false, className }: PriceTextProps) {
  const text = formatMoney(fen);
  if (strike) {
    return <del className={classList(styles.strike, className)}>¥{text}</del>;
  }
  const [yuan = text, cents] = text.split('.');
  return (
    <span className={classList(styles.price, styles[size], className)} role="img" aria-label={`¥${text}`}>
      <span className={styles.symbol} aria-hidden="true">¥</span>
      <span className={styles.yuan} aria-hidden="true">{yuan}</span>
      {cents !== undefined && (
        <span className={styles.cents} aria-hidden="true">.{cents}</span>
      )}
    </span>
  );
}

interface EValueTextProps {
  value: number;
  size?: Size;
  className?: string;
}

/** An E-value amount: `{n} E值`. */
export function EValueText({ value, size = 'm', className }: EValueTextProps) {
  return (
    <span className={classList(styles.evalue, styles[size], className)}>
      <span className={styles.yuan}>{value}</span>
      <span className={styles.unit}> {UiText.eValue}</span>
    </span>
  );
}
