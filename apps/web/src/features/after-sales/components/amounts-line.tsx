import { type AfterSalesAmounts, UiText } from '@emall/contract';
import { PriceText } from '../../../ui/price-text.tsx';
import styles from './after-sales.module.css';

/** ¥cash + n E值 in one line, as a case's total. */
export function AmountsLine({ amounts }: { amounts: AfterSalesAmounts }) {
  return (
    <span className={styles.strong}>
      <PriceText fen={amounts.cashFen} size="s" />
      {amounts.eValue > 0 ? ` + ${amounts.eValue} ${UiText.eValue}` : null}
    </span>
  );
}
